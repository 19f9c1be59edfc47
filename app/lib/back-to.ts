/**
 * Where a form posted from a page sends the shopper back to: the path (and query) of the page she
 * posted from, as the browser's Referer says, when it is this shop's own; else the home page. The
 * path is the shop's own, so the redirect never leaves it (`//evil.test` is not a path here).
 */
export function backTo(request: Request): string {
  const referer = request.headers.get('referer');
  if (!referer) return '/';
  try {
    const from = new URL(referer);
    if (from.origin !== new URL(request.url).origin) return '/';
    const path = `${from.pathname}${from.search}`;
    return path.startsWith('/') && !path.startsWith('//') ? path : '/';
  } catch {
    return '/';
  }
}
