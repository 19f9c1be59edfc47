import { ApiError, GENERIC_ERROR } from '../../lib/api';

/**
 * Sends a multipart form and reports how much of it has gone up. This is the one call of the
 * storefront that does not use api()/fetch: fetch gives no upload progress events, and two photos
 * of up to 5 MB each can take a while on a mobile connection, so XMLHttpRequest's upload.onprogress
 * is used to show the visitor that something is happening.
 */
export function postMultipart<T>(url: string, data: FormData, onProgress: (percent: number) => void): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.min(100, Math.round((e.loaded / e.total) * 100)));
    };
    xhr.onload = () => {
      let body: { message?: unknown } = {};
      try {
        body = JSON.parse(xhr.responseText) as { message?: unknown };
      } catch {
        // a non-JSON answer (a proxy's error page) is treated as a generic failure
      }
      const message = typeof body.message === 'string' ? body.message : '';
      if (xhr.status >= 200 && xhr.status < 300) resolve(body as T);
      else reject(new ApiError(xhr.status, message, message || GENERIC_ERROR));
    };
    xhr.onerror = () => reject(new TypeError('Network request failed'));
    xhr.send(data);
  });
}
