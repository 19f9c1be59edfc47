/**
 * How a failed call is worded: the four auth calls show 'Oops! {server message}.',
 * discount calls show the server's message unchanged, everything else 'Oops! Something went wrong.'.
 */
export type ErrorStyle = 'auth' | 'raw' | 'generic';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly serverMessage: string,
    message: string,
    /** Per-field messages of a structured 4xx (`{ message, fields }`). */
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const GENERIC_ERROR = 'Oops! Something went wrong.';

/** A refusal's message as the page shows it (a page's action words a form's refusal the same way). */
export function wordError(style: ErrorStyle, serverMessage: string) {
  if (style === 'raw') return serverMessage || GENERIC_ERROR;
  if (style === 'auth' && serverMessage) return `Oops! ${serverMessage.replace(/[.!]+$/, '')}.`;
  return GENERIC_ERROR;
}

/** The one HTTP client of the storefront: JSON in and out; the browser sends the session cookie itself. */
export async function api<T>(
  path: string,
  options: {
    method?: string;
    body?: unknown;
    errorStyle?: ErrorStyle;
    signal?: AbortSignal;
    /** Lets the request finish when the page is left meanwhile (a change of the bag before a navigation). */
    keepalive?: boolean;
  } = {},
): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(path, {
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
    keepalive: options.keepalive,
  });
  const json = (await res.json().catch(() => ({}))) as { message?: string; fields?: Record<string, string> };
  if (!res.ok) {
    const serverMessage = typeof json.message === 'string' ? json.message : '';
    const fields = json.fields && typeof json.fields === 'object' ? json.fields : {};
    throw new ApiError(res.status, serverMessage, wordError(options.errorStyle ?? 'generic', serverMessage), fields);
  }
  return json as T;
}
