import type { OrderTaxView } from '../../domain/tax/answers';
import { toMajor } from '../../domain/money';
import type { OrderDetail } from '../../domain/orders';
import type { OrderDocuments } from '../../domain/tax/documents';
import { imageUrl } from '../catalog/serialize';
import type { OrderRow } from './orders';
import { parcelOf } from './parcel';
import { PICKUP_POINT } from '../../domain/fulfilment/pickup';
import type { orderItems } from './schema';
import type { HistoryEntry } from './history';

/** A shipped order's parcel as the shopper reads it. */
const trackingView = (o: OrderRow) => {
  const parcel = parcelOf(o);
  return parcel && { carrier: parcel.carrier, number: parcel.number, url: parcel.url };
};

/** The tax an order was charged, per rate, as fixed when it was placed. */
export const taxView = (o: OrderRow): OrderTaxView => ({
  name: o.taxName,
  included: o.taxIncluded,
  total_minor: o.taxMinor,
  by_rate: o.taxByRate.map((r) => ({ rate_bp: r.rateBp, exempt: r.exempt, net_minor: r.netMinor, tax_minor: r.taxMinor })),
});

/** An order as My Orders shows it, with what went back of its payment (minor units). */
export const orderView = (o: OrderRow, items: (typeof orderItems.$inferSelect)[], refundedMinor: number) => ({
  id: o.id,
  order_number: o.orderNumber,
  status: o.status,
  created_at: o.createdAt.toISOString(),
  currency: o.currency,
  country: o.country,
  subtotal: toMajor(o.subtotalMinor),
  delivery_fee: toMajor(o.deliveryMinor),
  discount: toMajor(o.discountMinor),
  total: toMajor(o.totalMinor),
  refunded: toMajor(refundedMinor),
  is_pickup: o.isPickup,
  delivery_method: o.deliveryMethod,
  products: items.map((i) => ({ name: i.name, image: imageUrl(i.image, 480), price: toMajor(i.unitMinor), quantity: i.quantity })),
  tracking: trackingView(o),
});

/** One order in full for its customer (domain OrderDetail); staff notes stay out of it. */
export const orderDetailView = (
  o: OrderRow,
  items: (typeof orderItems.$inferSelect)[],
  history: HistoryEntry[],
  refundedMinor: number,
  documents: OrderDocuments,
): OrderDetail => ({
  order_number: o.orderNumber,
  status: o.status,
  created_at: o.createdAt.toISOString(),
  country: o.country,
  currency: o.currency,
  subtotal_minor: o.subtotalMinor,
  delivery_fee_minor: o.deliveryMinor,
  discount_minor: o.discountMinor,
  total_minor: o.totalMinor,
  refunded_minor: refundedMinor,
  tax: taxView(o),
  is_pickup: o.isPickup,
  delivery_method: o.deliveryMethod,
  address: {
    name: o.address.name,
    address: o.address.address ?? '',
    city: o.address.city ?? '',
    state: o.address.state ?? '',
    country: o.address.country ?? o.country,
    zip_code: o.address.zip_code || undefined,
    landmark: o.address.landmark || undefined,
    phone: o.address.phone || undefined,
  },
  products: items.map((i) => ({
    name: i.name,
    image: imageUrl(i.image, 480),
    unit_minor: i.unitMinor,
    quantity: i.quantity,
    line_total_minor: i.unitMinor * i.quantity,
  })),
  history: history.map((e) => ({
    at: e.at.toISOString(),
    status: e.kind === 'status' ? e.to : null,
    return: e.kind === 'return' ? { id: e.returnId, step: e.step } : null,
  })),
  tracking: trackingView(o),
  pickup: o.isPickup && (o.status === 'ready_for_pickup' || o.status === 'processing') ? { ...PICKUP_POINT } : null,
  documents,
});
