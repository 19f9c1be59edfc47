import type { FastifyReply } from 'fastify';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
/** This page's own policy: its inline styles, a form that posts only to the shop, nothing else. */
const PAGE_POLICY = "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'";

interface PageContent {
  title: string;
  message: string;
  /** A button posting `fields` back to the page's own address (nothing changes until it is pressed). */
  button?: { label: string; fields: Record<string, string> };
  /** Points listed under the message (each line of a bag cut down, say). */
  notes?: string[];
  /** Where the page leads instead of back to the shop's home (a path on the shop). */
  link?: { label: string; path: string };
}

/**
 * A small page for the links in mail (confirm the newsletter, unsubscribe, a bag reminder): a person who opens one
 * sees what it does and presses the button; mail scanners that only fetch links change nothing.
 */
export function sendPage(reply: FastifyReply, status: number, c: PageContent, publicUrl: string) {
  const form = c.button
    ? `<form method="post">${Object.entries(c.button.fields)
        .map(([name, value]) => `<input type="hidden" name="${escape(name)}" value="${escape(value)}">`)
        .join('')}<button type="submit">${escape(c.button.label)}</button></form>`
    : `<p><a href="${escape(publicUrl)}${escape(c.link?.path ?? '/')}">${escape(c.link?.label ?? 'Back to the shop')}</a></p>`;
  const notes = c.notes?.length ? `<ul>${c.notes.map((n) => `<li>${escape(n)}</li>`).join('')}</ul>` : '';
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escape(c.title)} · Zaron</title>
<style>body{margin:0;padding:0 16px;background:#f5ece1;font-family:Georgia,serif;color:#3b2418}main{max-width:480px;margin:12vh auto;padding:32px 28px;background:#fbf7f2;border-radius:16px}
.brand{font-size:22px;letter-spacing:8px;margin:0 0 24px}h1{font-size:24px;margin:0 0 12px;color:#1f120c}p{font-size:16px;line-height:1.6}
button{background:#3b2418;color:#fbf7f2;border:0;padding:14px 28px;border-radius:999px;font:bold 16px Georgia,serif;cursor:pointer}a{color:#3b2418}</style></head>
<body><main><p class="brand">ZARON</p><h1>${escape(c.title)}</h1><p>${escape(c.message)}</p>${notes}${form}</main></body></html>`;
  return (
    reply
      .status(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', PAGE_POLICY)
      // The address holds the link's token: no other site is told it. Not `no-referrer`: under it the
      // browser sends `Origin: null` with the button's POST, which the shop refuses as cross-site.
      .header('referrer-policy', 'same-origin')
      .send(html)
  );
}

/** Whether the request came from a browser (a person pressing the page's button) rather than a client wanting JSON. */
export const wantsPage = (accept: string | undefined) => (accept ?? '').includes('text/html');
