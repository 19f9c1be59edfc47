/**
 * The unique index an insert or update ran into ('' when the driver did not name it), or null
 * when the error is something else. Drizzle wraps the driver's error in `cause`.
 */
export function uniqueViolation(err: unknown): string | null {
  for (const e of [err, (err as { cause?: unknown } | undefined)?.cause] as ({ code?: string; constraint?: string } | undefined)[]) {
    if (e?.code === '23505') return e.constraint ?? '';
  }
  return null;
}

/** Socket errors of a connection that was refused, reset or cut. */
const BROKEN_SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH']);
/**
 * Server codes of a database that cannot serve a connection now: it shut down or crashed (57P01,
 * 57P02), is starting up or recovering (57P03), is full (53300), or any connection exception (08…).
 */
const BROKEN_SERVER_CODES = new Set(['57P01', '57P02', '57P03', '53300']);
const CONNECTION_EXCEPTION = /^08[0-9A-Z]{3}$/;
/** 55000 is "object not in prerequisite state"; only this case of it is about connections. */
const NOT_ACCEPTING = /is not currently accepting connections/;
/** node-postgres's own words for a connection that broke or cannot be used any more. */
const BROKEN_MESSAGES = /Connection terminated unexpectedly|Client has encountered a connection error/;
/**
 * Waits that ran out: for a connection (the pool's and the client's own words, a socket timeout), or
 * for a statement (cancelled by the server, 57014, or never answered here).
 */
const TIMEOUT_CODES = new Set(['ETIMEDOUT', '57014']);
const TIMEOUT_MESSAGES = /timeout exceeded when trying to connect|Connection terminated due to connection timeout|Query read timeout/;

/** The error and the causes it wraps (Drizzle puts the driver's error in `cause`). */
function* chain(err: unknown) {
  for (let e = err, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    yield { code: typeof code === 'string' ? code : '', message: typeof message === 'string' ? message : '' };
  }
}

/**
 * Why the connection a statement needed was refused or broke (a code, or node-postgres's words), or
 * null. The statement may or may not have run, and its connection is gone: a read can be tried
 * again on another one.
 */
export function brokenConnection(err: unknown): string | null {
  for (const { code, message } of chain(err)) {
    if (BROKEN_SOCKET_CODES.has(code) || BROKEN_SERVER_CODES.has(code) || CONNECTION_EXCEPTION.test(code)) return code;
    if (code === '55000' && NOT_ACCEPTING.test(message)) return code;
    const words = BROKEN_MESSAGES.exec(message);
    if (words) return words[0];
  }
  return null;
}

/**
 * Why the database cannot answer right now (a broken connection, or a wait that ran out), or null
 * when the error is something else. Such a failure is brief and the shop's: 503, never 500.
 */
export function databaseUnavailableReason(err: unknown): string | null {
  const broken = brokenConnection(err);
  if (broken) return broken;
  for (const { code, message } of chain(err)) {
    if (TIMEOUT_CODES.has(code)) return code;
    const words = TIMEOUT_MESSAGES.exec(message);
    if (words) return words[0];
  }
  return null;
}

export const isDatabaseUnavailable = (err: unknown) => databaseUnavailableReason(err) !== null;
