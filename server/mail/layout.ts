const UNSUBSCRIBE_LABEL = 'Unsubscribe from these emails';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

interface MailContent {
  preheader: string;
  heading: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** Products shown with their pictures (absolute addresses), each with a line of detail such as its price. */
  products?: { name: string; imageUrl: string; detail: string }[];
  footnote?: string;
  /** Marketing mail: the page that unsubscribes her, linked at the foot of the message. */
  unsubscribeUrl?: string;
}

/** The brand's mail frame: an HTML part with inline styles (mail clients ignore stylesheets) and a plain-text twin. */
export function renderMail(c: MailContent, publicUrl: string): { html: string; text: string } {
  const paragraphs = c.paragraphs
    .map((p) => `<p style="margin:0 0 16px;font-size:16px;line-height:1.6;color:#3b2418">${escape(p)}</p>`)
    .join('');
  const products = c.products?.length
    ? `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 16px">${c.products
        .map(
          (p) =>
            `<tr><td width="96" style="padding:8px 16px 8px 0"><img src="${escape(p.imageUrl)}" width="80" height="80" alt="${escape(p.name)}" style="display:block;border-radius:12px;object-fit:cover"></td><td style="padding:8px 0;font-size:15px;line-height:1.5;color:#3b2418"><strong>${escape(p.name)}</strong><br>${escape(p.detail)}</td></tr>`,
        )
        .join('')}</table>`
    : '';
  const button = c.action
    ? `<p style="margin:28px 0"><a href="${escape(c.action.url)}" style="background:#3b2418;color:#fbf7f2;text-decoration:none;padding:14px 28px;border-radius:999px;font-weight:bold;display:inline-block">${escape(c.action.label)}</a></p>`
    : '';
  const footnote = c.footnote ? `<p style="margin:16px 0 0;font-size:13px;color:#8a5a3c">${escape(c.footnote)}</p>` : '';
  const unsubscribe = c.unsubscribeUrl
    ? `<p style="margin:16px 0 0;font-size:13px;color:#8a5a3c"><a href="${escape(c.unsubscribeUrl)}" style="color:#8a5a3c">${UNSUBSCRIBE_LABEL}</a></p>`
    : '';
  const html = `<!doctype html><html><body style="margin:0;background:#f5ece1;font-family:Georgia,serif">
<span style="display:none">${escape(c.preheader)}</span>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 12px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;background:#fbf7f2;border-radius:16px">
<tr><td style="padding:28px 36px;border-bottom:1px solid #ead9c6;font-size:26px;letter-spacing:8px;color:#3b2418">ZARON</td></tr>
<tr><td style="padding:32px 36px"><h1 style="margin:0 0 20px;font-size:24px;color:#1f120c">${escape(c.heading)}</h1>${paragraphs}${products}${button}${footnote}${unsubscribe}</td></tr>
<tr><td style="padding:20px 36px;background:#3b2418;color:#ead9c6;font-family:Arial,sans-serif;font-size:12px;border-radius:0 0 16px 16px">Zaron Cosmetics · Skincare and make-up made for women of colour · <a href="${escape(publicUrl)}" style="color:#e8c07a">${escape(publicUrl.replace(/^https?:\/\//, ''))}</a></td></tr>
</table></td></tr></table></body></html>`;
  const text = [
    'ZARON',
    '',
    c.heading,
    '',
    ...c.paragraphs.flatMap((p) => [p, '']),
    ...(c.products?.length ? [...c.products.map((p) => `${p.name}: ${p.detail}`), ''] : []),
    ...(c.action ? [`${c.action.label}: ${c.action.url}`, ''] : []),
    ...(c.footnote ? [c.footnote, ''] : []),
    ...(c.unsubscribeUrl ? [`${UNSUBSCRIBE_LABEL}: ${c.unsubscribeUrl}`, ''] : []),
    `Zaron Cosmetics · ${publicUrl}`,
  ].join('\n');
  return { html, text };
}
