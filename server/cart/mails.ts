import { cartSubtotalMinor, lineTotalMinor } from '../../domain/cart';
import type { CountryCode } from '../../domain/country';
import { formatMoney } from '../../domain/money';
import { renderMail } from '../mail/layout';
import type { Mail } from '../mail/mailer';
import type { MarketingHeaders } from '../newsletter/links';

export const BAG_REMINDER_SUBJECT = 'Your Zaron bag is waiting for you';

/** A line of the reminded bag, priced today in her currency (minor units). */
export interface RemindedLine {
  name: string;
  /** The picture's address on the shop (`/media/…`). */
  image: string;
  quantity: number;
  unitMinor: number;
}

/**
 * The reminder of a bag she left (decision 0054): what it holds, with pictures and today's prices
 * in her currency, and a link that puts it back into the bag of whichever browser opens it.
 */
export function bagReminderMail(
  to: string,
  firstName: string,
  bag: { country: CountryCode; lines: RemindedLine[] },
  restoreUrl: string,
  publicUrl: string,
  unsubscribe: MarketingHeaders,
): Mail {
  const money = (minor: number) => formatMoney(minor, bag.country);
  const subtotal = cartSubtotalMinor(bag.lines);
  const body = renderMail(
    {
      preheader: 'The products you chose are still in your bag.',
      heading: `Still thinking it over, ${firstName}?`,
      paragraphs: [
        'You left these in your Zaron bag. Here they are at today’s prices; the link below puts them back in your bag on any device.',
      ],
      products: bag.lines.map((l) => ({
        name: l.name,
        imageUrl: `${publicUrl}${l.image}`,
        detail: `${l.quantity} × ${money(l.unitMinor)} = ${money(lineTotalMinor(l.unitMinor, l.quantity))}`,
      })),
      action: { label: `Back to my bag (${money(subtotal)})`, url: restoreUrl },
      footnote: 'Prices and stock may change until you order. You can turn these reminders off in Settings › Preferences.',
      unsubscribeUrl: unsubscribe.pageUrl,
    },
    publicUrl,
  );
  return { kind: 'bag-reminder', to, subject: BAG_REMINDER_SUBJECT, ...body, headers: unsubscribe.headers };
}
