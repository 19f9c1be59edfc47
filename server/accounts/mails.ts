import { renderMail } from '../mail/layout';
import type { Mail } from '../mail/mailer';

export function resetPasswordMail(to: string, firstName: string, url: string, publicUrl: string): Mail {
  const body = renderMail(
    {
      preheader: 'Reset your Zaron password',
      heading: `Hello ${firstName},`,
      paragraphs: [
        'We received a request to reset the password of your Zaron account.',
        'Use the button below to choose a new password. The link works once and expires in 1 hour.',
      ],
      action: { label: 'Reset my password', url },
      footnote: "If you didn't ask for this, you can ignore this email: your password stays the same.",
    },
    publicUrl,
  );
  return { kind: 'password-reset', to, subject: 'Reset your Zaron password', ...body };
}
