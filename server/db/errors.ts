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
