import { PICKUP_POINT } from '../../domain/fulfilment/pickup';
import { renderMail } from '../mail/layout';
import type { Mail } from '../mail/mailer';
import type { OrderRow } from './orders';
import type { Parcel } from './parcel';

const footnote = 'Questions about your order? Reply to this email and our team will help.';

function parcelMail(kind: string, subject: string, heading: string, lead: string, parcel: Parcel, publicUrl: string, to: string): Mail {
  const body = renderMail(
    {
      preheader: `${parcel.carrier} tracking number ${parcel.number}`,
      heading,
      paragraphs: [
        lead,
        `Carrier: ${parcel.carrier}`,
        `Tracking number: ${parcel.number}`,
        parcel.url ? `Follow your parcel: ${parcel.url}` : `${parcel.carrier} will contact you before delivery.`,
      ],
      action: parcel.url ? { label: 'Track your parcel', url: parcel.url } : { label: 'View my orders', url: `${publicUrl}/my-orders` },
      footnote,
    },
    publicUrl,
  );
  return { kind, to, subject, ...body };
}

/** Staff marked the order shipped: the carrier, the number and the tracking link. */
export const orderShippedMail = (to: string, firstName: string, order: OrderRow, parcel: Parcel, publicUrl: string): Mail =>
  parcelMail(
    'order-shipped',
    `Your Zaron order ${order.orderNumber} is on its way`,
    `Your order is on its way, ${firstName}`,
    `Order ${order.orderNumber} has left us with ${parcel.carrier}.`,
    parcel,
    publicUrl,
    to,
  );

/** Staff corrected the tracking number of a shipped order: the new one. */
export const trackingCorrectedMail = (to: string, firstName: string, order: OrderRow, parcel: Parcel, publicUrl: string): Mail =>
  parcelMail(
    'order-tracking-corrected',
    `New tracking number for your Zaron order ${order.orderNumber}`,
    `A new tracking number, ${firstName}`,
    `We gave you the wrong tracking number for order ${order.orderNumber}; this is the right one.`,
    parcel,
    publicUrl,
    to,
  );

/** A Lagos pickup order is ready: where and when to collect it. */
export function readyForPickupMail(to: string, firstName: string, order: OrderRow, publicUrl: string): Mail {
  const body = renderMail(
    {
      preheader: `Order ${order.orderNumber} is ready to collect`,
      heading: `Your order is ready to collect, ${firstName}`,
      paragraphs: [
        `Order ${order.orderNumber} is waiting for you at ${PICKUP_POINT.address}.`,
        `Opening hours: ${PICKUP_POINT.hours}.`,
        'Bring your order number and a photo ID.',
      ],
      action: { label: 'View my orders', url: `${publicUrl}/my-orders` },
      footnote,
    },
    publicUrl,
  );
  return { kind: 'order-ready-for-pickup', to, subject: `Your Zaron order ${order.orderNumber} is ready for pickup`, ...body };
}
