import { returnAddressFor } from '../../domain/returns/returns';
import type { OrderRow } from '../checkout/orders';
import { renderMail } from '../mail/layout';
import type { Mail } from '../mail/mailer';

const footnote = 'Questions about your return? Reply to this email and our team will help.';

/** Staff approved a return: how the parcel comes back (by post, or to the Lagos pickup point). */
export function returnApprovedMail(to: string, firstName: string, order: OrderRow, units: string[], publicUrl: string): Mail {
  const how = order.isPickup
    ? `Please bring the items to ${order.address.name ?? 'our pickup point'}, ${order.address.address}, ${order.address.state}, and mention order ${order.orderNumber}.`
    : `Please send the items to: ${returnAddressFor(order.country)}. Write order ${order.orderNumber} on or inside the parcel and keep your postage receipt.`;
  const body = renderMail(
    {
      preheader: `Your return for ${order.orderNumber} is approved`,
      heading: `Your return is approved, ${firstName}`,
      paragraphs: [
        `We have approved the return of: ${units.join(', ')}.`,
        how,
        'Once we receive them we refund them to your original payment method. Refunds are processed within 5–10 business days.',
      ],
      action: { label: 'View my orders', url: `${publicUrl}/my-orders/${order.orderNumber}` },
      footnote,
    },
    publicUrl,
  );
  return { kind: 'return-approved', to, subject: `Your return for Zaron order ${order.orderNumber} is approved`, ...body };
}

/** Staff rejected a return, with their reason. */
export function returnRejectedMail(to: string, firstName: string, order: OrderRow, reason: string, publicUrl: string): Mail {
  const body = renderMail(
    {
      preheader: `About your return for ${order.orderNumber}`,
      heading: `About your return, ${firstName}`,
      paragraphs: [`We are sorry: we cannot accept the return you asked for on order ${order.orderNumber}.`, `Our reason: ${reason}`],
      action: { label: 'View my orders', url: `${publicUrl}/my-orders/${order.orderNumber}` },
      footnote,
    },
    publicUrl,
  );
  return { kind: 'return-rejected', to, subject: `Your return for Zaron order ${order.orderNumber}`, ...body };
}
