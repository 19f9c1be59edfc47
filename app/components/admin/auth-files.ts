import { useEffect, useState } from 'react';
import { ApiError } from '../../lib/api';

/** Staff-only files (photos, CSV) come from /api/admin with the session cookie, never from a public URL. */
async function authFetch(path: string, init: RequestInit = {}) {
  const res = await fetch(path, init);
  if (!res.ok) {
    const json = (await res.json().catch(() => ({}))) as { message?: string; fields?: Record<string, string> };
    throw new ApiError(res.status, json.message ?? '', json.message || 'The file could not be loaded.', json.fields ?? {});
  }
  return res;
}

/** An object URL for a staff-only image, revoked when the component goes. */
export function useAuthImage(path: string) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let objectUrl: string | null = null;
    let live = true;
    authFetch(path)
      .then((r) => r.blob())
      .then((blob) => {
        objectUrl = URL.createObjectURL(blob);
        if (live) setUrl(objectUrl);
      })
      .catch(() => setUrl(null));
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [path]);
  return url;
}

/** Saves a staff-only file (e.g. a CSV export) under its server-given name. */
export async function download(path: string) {
  const res = await authFetch(path);
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'export.csv';
  const url = URL.createObjectURL(await res.blob());
  const a = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(a);
  a.click();
  a.remove();
  URL.revokeObjectURL(url);
}

/** Uploads one product photo; the server checks its content and makes the storefront's sizes. */
export async function uploadProductPhoto(file: File): Promise<{ image: string; url: string }> {
  const body = new FormData();
  body.append('file', file);
  const res = await authFetch('/api/admin/products/images', { method: 'POST', body });
  return ((await res.json()) as { data: { image: string; url: string } }).data;
}
