import { renderMail } from '../mail/layout';
import type { Mail } from '../mail/mailer';

/** The mails of the brand forms: a notification to the shop and a confirmation to the person who wrote. */

interface Detail {
  label: string;
  value: string | null;
}

const lines = (details: Detail[]) => details.map((d) => `${d.label}: ${d.value ?? '—'}`);
const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim();
const firstName = (name: string) => oneLine(name).split(' ')[0] ?? name;

/** To the shop: every submitted value, one per line, and where to find it. */
export function shopNotification(opts: { to: string; subject: string; intro: string; details: Detail[]; publicUrl: string }): Mail {
  const body = renderMail(
    {
      preheader: opts.intro,
      heading: opts.subject,
      paragraphs: [opts.intro, ...lines(opts.details)],
      footnote: 'Reply to the applicant from your own mailbox: their address is above.',
    },
    opts.publicUrl,
  );
  return { kind: 'form-notification', to: opts.to, subject: oneLine(opts.subject), ...body };
}

export function wholesaleConfirmation(to: string, contactName: string, businessName: string, publicUrl: string): Mail {
  const body = renderMail(
    {
      preheader: 'Thank you for applying to stock Zaron.',
      heading: `Thank you, ${firstName(contactName)}!`,
      paragraphs: [
        `We have received the wholesale application for ${oneLine(businessName)}.`,
        'Our partnerships team reviews every application personally and will contact you within 3 business days with our trade price list and next steps.',
        'In the meantime, feel free to explore the full range on our website.',
      ],
      action: { label: 'Explore Zaron', url: publicUrl },
      footnote: 'You are receiving this email because this address was entered on our Partner With Us form.',
    },
    publicUrl,
  );
  return { kind: 'form-confirmation', to, subject: 'We received your Zaron wholesale application', ...body };
}

export function ambassadorConfirmation(to: string, name: string, publicUrl: string): Mail {
  const body = renderMail(
    {
      preheader: 'Your Face of Zaron 2025 application is in.',
      heading: `Thank you, ${firstName(name)}!`,
      paragraphs: [
        'Your application to become the Face of Zaron 2025 has been received, photos and all.',
        'Our casting team reviews every entry. Shortlisted applicants will be contacted by email or phone with details of the next stage.',
        'Keep glowing, and keep an eye on our socials for announcements.',
      ],
      action: { label: 'Visit Zaron', url: publicUrl },
      footnote: 'You are receiving this email because this address was entered on the Face of Zaron 2025 application.',
    },
    publicUrl,
  );
  return { kind: 'form-confirmation', to, subject: 'Your Face of Zaron 2025 application', ...body };
}

export function bookingConfirmation(to: string, name: string, publicUrl: string): Mail {
  const body = renderMail(
    {
      preheader: 'Thank you for registering for the Zaron Experience.',
      heading: `Thank you, ${firstName(name)}!`,
      paragraphs: [
        "Thank you for your interest! We'll contact you soon to schedule your Zaron Experience.",
        'A member of our team will reach out within 3 business days to agree a date, the size of your group and the session that suits you best.',
      ],
      action: { label: 'Shop the products', url: publicUrl },
      footnote: 'You are receiving this email because this address was entered on the Zaron Experience registration form.',
    },
    publicUrl,
  );
  return { kind: 'form-confirmation', to, subject: 'Your Zaron Experience registration', ...body };
}
