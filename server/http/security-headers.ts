import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** Per-request nonce allowing the page's own inline scripts under the CSP. */
    cspNonce: string;
  }
}

/** Origins a page may load scripts and frames from besides itself (the card provider's form). */
export interface CspSources {
  script: string[];
  frame: string[];
  connect: string[];
}

export function securityHeaders(app: FastifyInstance, sources: CspSources) {
  app.decorateRequest('cspNonce', '');
  app.addHook('onRequest', async (req, reply) => {
    req.cspNonce = crypto.randomBytes(16).toString('base64');
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('x-frame-options', 'DENY');
    reply.header('cross-origin-opener-policy', 'same-origin');
    reply.header(
      'content-security-policy',
      [
        "default-src 'self'",
        `script-src 'self' 'nonce-${req.cspNonce}' ${sources.script.join(' ')}`.trim(),
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data: blob:",
        "font-src 'self'",
        `connect-src 'self' ${sources.connect.join(' ')}`.trim(),
        `frame-src 'self' ${sources.frame.join(' ')}`.trim(),
        "frame-ancestors 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "object-src 'none'",
      ].join('; '),
    );
  });
}
