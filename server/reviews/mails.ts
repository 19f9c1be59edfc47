import { reviewFormPath } from '../../domain/reviews/rules';
import { renderMail } from '../mail/layout';
import type { Mail } from '../mail/mailer';
import type { MarketingHeaders } from '../newsletter/links';

/** After delivery: one mail inviting the customer to review what the order brought her. */
export function reviewInviteMail(
  to: string,
  firstName: string,
  orderNumber: string,
  items: { name: string; slug: string }[],
  publicUrl: string,
  unsubscribe: MarketingHeaders,
): Mail {
  const link = (slug: string) => `${publicUrl}${reviewFormPath(slug)}`;
  const [first] = items;
  const body = renderMail(
    {
      preheader: `How are you finding your Zaron order ${orderNumber}?`,
      heading: `How is it going, ${firstName}?`,
      paragraphs: [
        `Your order ${orderNumber} arrived a little while ago. A few words about what you received help other women choose what suits their skin.`,
        ...items.map((i) => `${i.name}: ${link(i.slug)}`),
      ],
      action: first ? { label: items.length > 1 ? `Review ${first.name}` : 'Write a review', url: link(first.slug) } : undefined,
      footnote: 'You can turn these invitations off in Settings › Preferences.',
      unsubscribeUrl: unsubscribe.pageUrl,
    },
    publicUrl,
  );
  return {
    kind: 'review-invite',
    to,
    subject: `How are you finding your Zaron order ${orderNumber}?`,
    ...body,
    headers: unsubscribe.headers,
  };
}
