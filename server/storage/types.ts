import type { Readable } from 'node:stream';

/**
 * Two areas of stored files. `media`: product, banner and tile pictures, public and cached for a year
 * (served by the app at /media/…). `uploads`: applicants' photos, private (never at a public address;
 * staff read them through `sendPrivateUpload`).
 */
export type Area = 'media' | 'uploads';

export interface StoredObject {
  body: Readable;
  size: number;
  contentType: string;
  etag: string;
}

/** One interface, two implementations: a local folder (embedded default) and S3-compatible storage. */
export interface Storage {
  readonly kind: 'local' | 's3';
  /** Stores a file under a new key. Keys are never reused for other content (pictures are cached as immutable). */
  put(area: Area, key: string, data: Buffer): Promise<void>;
  exists(area: Area, key: string): Promise<boolean>;
  /** The file as a stream, or null when there is none. */
  get(area: Area, key: string): Promise<StoredObject | null>;
  remove(area: Area, key: string): Promise<void>;
  /** Every key stored in the area (for backups), in no particular order. */
  list(area: Area): Promise<string[]>;
  close(): Promise<void>;
}

const TYPES: Record<string, string> = { webp: 'image/webp', avif: 'image/avif', png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg' };
/** Path segments of letters, digits, dot, dash and underscore, each starting with a letter or digit (so never `..`). */
const KEY = /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;

/** The content type of a stored picture, from its key; null for a key that may not be stored. */
export function contentTypeOf(key: string): string | null {
  if (key.length > 300 || !KEY.test(key)) return null;
  return TYPES[key.slice(key.lastIndexOf('.') + 1).toLowerCase()] ?? null;
}

/** Refuses keys that could leave their area or store anything but a picture. */
export function checkedType(key: string): string {
  const type = contentTypeOf(key);
  if (!type) throw new Error(`Not a storable picture key: ${JSON.stringify(key)}`);
  return type;
}
