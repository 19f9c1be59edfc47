import { NEWSLETTER_CONFIRM_DAYS } from '../../domain/privacy/consent';
import { renderMail } from '../mail/layout';
import type { Mail } from '../mail/mailer';
import type { MarketingHeaders } from './links';

/** Transactional: the double opt-in link. Nothing else is sent to the address until it is used. */
export function newsletterConfirmMail(to: string, url: string, publicUrl: string): Mail {
  const body = renderMail(
    {
      preheader: 'Confirm your Zaron newsletter subscription',
      heading: 'Please confirm your subscription',
      paragraphs: [
        'Someone, hopefully you, asked to receive the Zaron newsletter at this address: launches, shade drops and skincare tips.',
        `Use the button below to confirm. The link works once and expires in ${NEWSLETTER_CONFIRM_DAYS} days.`,
      ],
      action: { label: 'Confirm my subscription', url },
      footnote: "If you didn't ask for this, ignore this email: you will not hear from us.",
    },
    publicUrl,
  );
  return { kind: 'newsletter-confirm', to, subject: 'Confirm your Zaron newsletter subscription', ...body };
}

/** The first marketing mail, sent when she confirms; with the one-click unsubscribe like every marketing mail. */
export function newsletterWelcomeMail(to: string, unsubscribe: MarketingHeaders, publicUrl: string): Mail {
  const body = renderMail(
    {
      preheader: 'Welcome to the Zaron newsletter',
      heading: 'Welcome to Zaron',
      paragraphs: [
        'Your subscription is confirmed. From now on you will be first to hear about new launches, shade drops and skincare tips for melanin-rich skin.',
      ],
      action: { label: 'Visit the shop', url: publicUrl },
      unsubscribeUrl: unsubscribe.pageUrl,
    },
    publicUrl,
  );
  return { kind: 'newsletter-welcome', to, subject: 'Welcome to the Zaron newsletter', ...body, headers: unsubscribe.headers };
}
