import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { isApiPath } from './error-handler';

declare module 'fastify' {
  interface FastifyRequest {
    /** Per-request nonce allowing the page's own inline scripts under the CSP. */
    cspNonce: string;
  }
}

/** Origins a page may load scripts and frames from besides itself (the card provider's form). */
interface CspSources {
  script: string[];
  frame: string[];
  connect: string[];
}

/** The policy with the given sources for inline scripts (`'nonce-…'` or `'sha256-…'` each). */
export type ContentSecurityPolicy = (inlineScripts: string[]) => string;

function contentSecurityPolicy(sources: CspSources): ContentSecurityPolicy {
  return (inlineScripts) =>
    [
      "default-src 'self'",
      ["script-src 'self'", ...inlineScripts, ...sources.script].join(' '),
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob:",
      "font-src 'self'",
      `connect-src 'self' ${sources.connect.join(' ')}`.trim(),
      `frame-src 'self' ${sources.frame.join(' ')}`.trim(),
      "frame-ancestors 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "object-src 'none'",
    ].join('; ');
}

/**
 * The policy of every API answer: JSON (or a file the back office opens) loads nothing and runs
 * nothing, and no page may frame it. A page's policy, its referrer policy and its opener policy
 * only matter to a document that loads, links or opens something: on an API answer they would be
 * ~350 bytes of headers on every catalogue call of a shopper's phone.
 */
const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

/**
 * Sets the security headers on every response. A page's CSP allows the inline scripts carrying this
 * request's nonce; cached pages replace it with the hashes of their own inline scripts.
 */
export function securityHeaders(app: FastifyInstance, sources: CspSources): ContentSecurityPolicy {
  const policy = contentSecurityPolicy(sources);
  app.decorateRequest('cspNonce', '');
  app.addHook('onRequest', async (req, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('x-frame-options', 'DENY');
    if (isApiPath(req.url)) {
      reply.header('content-security-policy', API_CONTENT_SECURITY_POLICY);
      return;
    }
    req.cspNonce = crypto.randomBytes(16).toString('base64');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('cross-origin-opener-policy', 'same-origin');
    reply.header('content-security-policy', policy([`'nonce-${req.cspNonce}'`]));
  });
  return policy;
}

/** Headers that only a document obeys: a script or a stylesheet carrying them is no safer for it. */
const DOCUMENT_ONLY = ['content-security-policy', 'x-frame-options', 'cross-origin-opener-policy', 'referrer-policy'];
/** Validators and the trace id, which a file named by its content and cached as immutable never uses. */
const NEVER_REVALIDATED = ['etag', 'last-modified', 'accept-ranges', 'x-request-id'];

/**
 * Drops the document-only headers from a subresource's answer (a script or stylesheet, never an SVG
 * or HTML file, which a browser can open as a page), and from a hashed immutable one the validators
 * too. `nosniff` stays. Each script of a first view travels ~590 bytes lighter.
 */
export function withoutDocumentHeaders(reply: FastifyReply, immutable: boolean): void {
  for (const name of DOCUMENT_ONLY) reply.removeHeader(name);
  if (immutable) for (const name of NEVER_REVALIDATED) reply.removeHeader(name);
}

/**
 * Turns a page rendered with `nonce` into one that needs no nonce: the scripts that carry the nonce
 * (only the render put it there) lose it and are listed by the SHA-256 of their text instead. A
 * script injected into the page without the nonce gets no hash, so the CSP still blocks it.
 */
export function hashInlineScripts(page: Buffer, nonce: string): { page: Buffer; hashes: string[] } {
  // Works on the bytes: only the render's own nonce attributes are looked for (the nonce is random,
  // so no other text holds one), and a script's bytes hash to the same digest as its UTF-8 text. The
  // page is neither decoded nor searched with a pattern as a whole.
  const attribute = Buffer.from(` nonce="${nonce}"`, 'latin1');
  const hashes = new Set<string>();
  const kept: Buffer[] = [];
  let from = 0;
  for (let at = page.indexOf(attribute); at !== -1; at = page.indexOf(attribute, at + attribute.length)) {
    kept.push(page.subarray(from, at));
    from = at + attribute.length;
    const open = page.lastIndexOf('<', at);
    const tagEnd = page.indexOf('>', at);
    if (open === -1 || tagEnd === -1 || page.toString('latin1', open, open + 7).toLowerCase() !== '<script') continue;
    const attributes = page.toString('latin1', open + 7, tagEnd);
    const close = closingScript(page, tagEnd + 1);
    if (close === -1 || /\ssrc=/i.test(attributes) || close === tagEnd + 1) continue;
    hashes.add(
      `'sha256-${crypto
        .createHash('sha256')
        .update(page.subarray(tagEnd + 1, close))
        .digest('base64')}'`,
    );
  }
  kept.push(page.subarray(from));
  return { page: Buffer.concat(kept), hashes: [...hashes] };
}

/** Where the `</script>` closing a script whose text starts at `from` is, in any case (as a browser reads it); -1 if none. */
function closingScript(page: Buffer, from: number): number {
  for (let at = page.indexOf('</', from); at !== -1; at = page.indexOf('</', at + 2)) {
    if (page.toString('latin1', at, at + 9).toLowerCase() === '</script>') return at;
  }
  return -1;
}
