import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';

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
 * Sets the security headers on every response. The CSP allows the inline scripts carrying this
 * request's nonce; cached pages replace it with the hashes of their own inline scripts.
 */
export function securityHeaders(app: FastifyInstance, sources: CspSources): ContentSecurityPolicy {
  const policy = contentSecurityPolicy(sources);
  app.decorateRequest('cspNonce', '');
  app.addHook('onRequest', async (req, reply) => {
    req.cspNonce = crypto.randomBytes(16).toString('base64');
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('x-frame-options', 'DENY');
    reply.header('cross-origin-opener-policy', 'same-origin');
    reply.header('content-security-policy', policy([`'nonce-${req.cspNonce}'`]));
  });
  return policy;
}

/**
 * Turns a page rendered with `nonce` into one that needs no nonce: the scripts that carry the nonce
 * (only the render put it there) lose it and are listed by the SHA-256 of their text instead. A
 * script injected into the page without the nonce gets no hash, so the CSP still blocks it.
 */
export function hashInlineScripts(page: Buffer, nonce: string): { page: Buffer; hashes: string[] } {
  // Read as Latin-1 (one character per byte, a plain copy): the patterns are ASCII, and a script's
  // characters hash to the same digest as its UTF-8 text, without decoding and re-encoding the page.
  const html = page.toString('latin1');
  const attribute = ` nonce="${nonce}"`;
  const hashes = new Set<string>();
  for (const [, attributes, text] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (!attributes!.includes(attribute) || /\ssrc=/i.test(attributes!) || text === '') continue;
    hashes.add(`'sha256-${crypto.createHash('sha256').update(text!, 'latin1').digest('base64')}'`);
  }
  return { page: Buffer.from(html.replaceAll(attribute, ''), 'latin1'), hashes: [...hashes] };
}
