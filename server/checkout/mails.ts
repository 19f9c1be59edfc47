import { rateLabel } from '../../domain/tax/tax';
import { formatMoney } from '../../domain/money';
import { renderMail } from '../mail/layout';
import type { Mail } from '../mail/mailer';
import type { OrderRow } from './orders';

/** A tax document the mail links to: its number and the address of its PDF. */
export interface MailedDocument {
  number: string;
  url: string;
}

/** The tax per rate, as the order was charged: `incl. VAT 20 % £3.00`, `Sales tax 8.88 % $4.89`. */
const taxParts = (order: OrderRow, money: (minor: number) => string, prefix = '') =>
  order.taxByRate.filter((r) => r.taxMinor > 0).map((r) => `${prefix}${rateLabel(order.taxName, r)} ${money(r.taxMinor)}`);

export function orderConfirmationMail(
  to: string,
  firstName: string,
  order: OrderRow,
  items: { name: string; unitMinor: number; quantity: number }[],
  publicUrl: string,
  invoice: MailedDocument | null = null,
): Mail {
  const money = (minor: number) => formatMoney(minor, order.country);
  const lines = items.map((i) => `${i.quantity} × ${i.name} — ${money(i.unitMinor * i.quantity)}`);
  const where = order.isPickup
    ? `Pickup at ${order.address.name ?? 'Zaron Pickup Station'}, ${order.address.address}, ${order.address.state}.`
    : `Delivery (${order.deliveryMethod}) to ${order.address.address}, ${order.address.city}, ${order.address.state}.`;
  const body = renderMail(
    {
      preheader: `Order ${order.orderNumber} is confirmed`,
      heading: `Thank you, ${firstName}!`,
      paragraphs: [
        `We've received your payment and order ${order.orderNumber} is now being prepared.`,
        ...lines,
        [
          `Subtotal ${money(order.subtotalMinor)}`,
          `Delivery ${money(order.deliveryMinor)}`,
          ...(order.discountMinor > 0 ? [`Discount −${money(order.discountMinor)}`] : []),
          ...(order.taxIncluded ? [] : taxParts(order, money)),
          `Total ${money(order.totalMinor)}`,
          ...(order.taxIncluded ? taxParts(order, money, 'incl. ') : []),
        ].join(' · '),
        where,
        ...(invoice ? [`Your invoice ${invoice.number} (PDF): ${invoice.url}`] : []),
      ],
      action: { label: 'View my orders', url: `${publicUrl}/my-orders` },
      footnote: 'Questions about your order? Reply to this email and our team will help.',
    },
    publicUrl,
  );
  return { kind: 'order-confirmation', to, subject: `Your Zaron order ${order.orderNumber} is confirmed`, ...body };
}

/** A payment that arrived for a checkout that had ended, and was refunded at once. */
export function lateRefundMail(to: string, firstName: string, order: OrderRow, amount: string, publicUrl: string): Mail {
  const body = renderMail(
    {
      preheader: `We refunded ${amount}`,
      heading: `We refunded your payment, ${firstName}`,
      paragraphs: [
        `Your payment of ${amount} for ${order.orderNumber} arrived after that checkout had been replaced by a newer one (or had lapsed), so we refunded it in full.`,
        'Refunds take 5-10 business days to reach your account.',
      ],
      action: { label: 'View my orders', url: `${publicUrl}/my-orders` },
      footnote: 'Questions about your payment? Reply to this email and our team will help.',
    },
    publicUrl,
  );
  return { kind: 'late-refund', to, subject: `Your payment for ${order.orderNumber} was refunded`, ...body };
}

/** Staff marked the order completed: it has been delivered (or collected); the shop thanks her, then says how to return (the terms' 30 days). */
export function orderDeliveredMail(to: string, firstName: string, order: OrderRow, publicUrl: string): Mail {
  const body = renderMail(
    {
      preheader: `Order ${order.orderNumber} has been delivered`,
      heading: `Your order has arrived, ${firstName}`,
      paragraphs: [
        order.isPickup
          ? `Order ${order.orderNumber} has been collected from the pickup station. We hope you love it.`
          : `Order ${order.orderNumber} has been delivered. We hope you love it.`,
        'Thank you for shopping with Zaron.',
        'Not quite right? You can return items within 30 days of delivery: open the order in My Orders and choose "Return items".',
      ],
      action: { label: 'View my orders', url: `${publicUrl}/my-orders` },
      footnote: 'Questions about your order? Reply to this email and our team will help.',
    },
    publicUrl,
  );
  return { kind: 'order-delivered', to, subject: `Your Zaron order ${order.orderNumber} has been delivered`, ...body };
}

/** The refund went through at the provider: the amount and when it shows (terms: 5–10 business days). */
export function orderRefundedMail(
  to: string,
  firstName: string,
  order: OrderRow,
  amountMinor: number,
  publicUrl: string,
  creditNote: MailedDocument | null = null,
): Mail {
  const amount = formatMoney(amountMinor, order.country);
  const body = renderMail(
    {
      preheader: `${amount} is on its way back to you`,
      heading: `Your refund is on its way, ${firstName}`,
      paragraphs: [
        `We have refunded ${amount} for order ${order.orderNumber} to your original payment method.`,
        'Refunds are processed within 5–10 business days; your bank may take a few more days to show it.',
        ...(creditNote ? [`Your credit note ${creditNote.number} (PDF): ${creditNote.url}`] : []),
      ],
      action: { label: 'View my orders', url: `${publicUrl}/my-orders` },
      footnote: 'Questions about your refund? Reply to this email and our team will help.',
    },
    publicUrl,
  );
  return { kind: 'order-refunded', to, subject: `Refund for your Zaron order ${order.orderNumber}`, ...body };
}
