import { renderMail } from '../mail/layout';
import type { Mail } from '../mail/mailer';

/** Her payout has reached her account (or, in test mode, would have). */
export function payoutPaidMail(
  to: string,
  firstName: string,
  payout: { amount: string; destination: string | null; reference: string; test: boolean },
  publicUrl: string,
): Mail {
  const body = renderMail(
    {
      preheader: `Your Zaron commission payout of ${payout.amount} has been paid.`,
      heading: `${payout.amount} is on its way to you, ${firstName}`,
      paragraphs: [
        `Your commission payout of ${payout.amount} has been paid${payout.destination ? ` to ${payout.destination}` : ''}.`,
        `Reference: ${payout.reference}`,
        ...(payout.test ? ['Test mode: no money moved.'] : []),
      ],
      action: { label: 'See your dashboard', url: `${publicUrl}/influencer-dashboard` },
      footnote: 'Banks can take a little while to show a transfer. Reply to this mail if it has not arrived within two working days.',
    },
    publicUrl,
  );
  return { kind: 'influencer-payout-paid', to, subject: `Your Zaron payout of ${payout.amount} has been paid`, ...body };
}
