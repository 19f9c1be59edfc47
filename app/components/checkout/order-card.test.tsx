import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { MyOrder } from '../../../domain/checkout/answers';
import { OrderCard } from './order-card';

const order = (status: MyOrder['status'], refunded: number): MyOrder => ({
  id: 7,
  order_number: 'ZR-AB12CD34',
  status,
  created_at: '2026-11-02T10:00:00.000Z',
  currency: 'GBP',
  country: 'GB',
  subtotal: 71,
  delivery_fee: 5.99,
  discount: 7.1,
  total: 69.89,
  refunded,
  is_pickup: false,
  delivery_method: 'Royal Mail Tracked 48',
  products: [{ name: 'Radiance Vitamin C Serum', image: '/media/products/radiance-vitamin-c-serum-1-480.webp', price: 26, quantity: 2 }],
  tracking: null,
});

/** The words of the card's status badge. */
const badgeOf = (o: MyOrder) => {
  const router = createMemoryRouter([{ path: '/my-orders', element: <OrderCard order={o} /> }], { initialEntries: ['/my-orders'] });
  const text = renderToString(<RouterProvider router={router} />)
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return /Status: (.+?) Radiance/.exec(text)?.[1];
};

describe('an order card in My Orders', () => {
  it('says "Partly refunded" for a delivered order of which some money went back, as the order page does', () => {
    expect(badgeOf(order('completed', 23.4))).toBe('Partly refunded');
  });

  it('says "Delivered" when nothing went back, and "Refunded" when all did', () => {
    expect(badgeOf(order('completed', 0))).toBe('Delivered');
    expect(badgeOf(order('refunded', 69.89))).toBe('Refunded');
  });
});
