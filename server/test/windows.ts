/**
 * Waits, when needed, until the current rate-limit window of `windowMs` has at least `needMs` left.
 * Limits count per whole window (`server/security/rate-limit.ts`), so a burst that straddled a
 * window's end would be counted in two windows and never reach its limit.
 */
export async function awayFromWindowEnd(windowMs: number, needMs = 20_000) {
  const left = windowMs - (Date.now() % windowMs);
  if (left < needMs) await new Promise((resolve) => setTimeout(resolve, left + 50));
}
