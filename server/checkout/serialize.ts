import { toMajor } from '../../domain/money';
import { imageUrl } from '../catalog/serialize';
import type { OrderRow } from './orders';
import type { orderItems } from './schema';

/** An order as My Orders shows it (spec §3 Order). */
export const orderView = (o: OrderRow, items: (typeof orderItems.$inferSelect)[]) => ({
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
  is_pickup: o.isPickup,
  delivery_method: o.deliveryMethod,
  products: items.map((i) => ({ name: i.name, image: imageUrl(i.image, 480), price: toMajor(i.unitMinor), quantity: i.quantity })),
});
