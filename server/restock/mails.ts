import { renderMail } from '../mail/layout';
import type { Mail } from '../mail/mailer';
import type { RestockLinks } from './links';

/** The one mail a back-in-stock request gets, with the product's link and the one-click unsubscribe. */
export function backInStockMail(
  to: string,
  product: { name: string; url: string },
  unsubscribe: ReturnType<RestockLinks['forMail']>,
  publicUrl: string,
): Mail {
  const body = renderMail(
    {
      preheader: `${product.name} is back in stock`,
      heading: `${product.name} is back`,
      paragraphs: [
        `Good news: ${product.name} is back in stock, as you asked us to tell you.`,
        'Popular products can sell out again quickly, so if you would like it, now is a good time.',
      ],
      action: { label: 'Shop it now', url: product.url },
      footnote: 'You asked for this email on the product page. It is the only one we send about this request.',
      unsubscribeUrl: unsubscribe.pageUrl,
    },
    publicUrl,
  );
  return { kind: 'back-in-stock', to, subject: `${product.name} is back in stock`, ...body, headers: unsubscribe.headers };
}
