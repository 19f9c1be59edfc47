import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ProductSummary } from '../../domain/catalog';
import { CartProvider, cartReducer, useCart } from './cart';
import { CountryProvider } from './country';

const product = (id: number): ProductSummary => ({
  id,
  name: `Product ${id}`,
  slug: `product-${id}`,
  image: `/media/p${id}-960.webp`,
  alt_image: `/media/p${id}-alt-960.webp`,
  description: 'A product',
  price: 12_500,
  US_price: 20,
  UK_price: 15,
  rating: null,
  reviewCount: 0,
  is_discounted: false,
  discount_percentage: null,
  in_stock: true,
  instock_us: true,
  instock_uk: true,
  swatch: null,
});

const empty = { items: [], bagOpen: false, loaded: true };
const quantities = (state: ReturnType<typeof cartReducer>) => state.items.map((i) => [i.id, i.quantity]);

describe('cartReducer', () => {
  it('adds a new product as a line and adds to the quantity of a product already in the cart', () => {
    let state = cartReducer(empty, { type: 'add', product: product(1), quantity: 2 });
    state = cartReducer(state, { type: 'add', product: product(2), quantity: 1 });
    state = cartReducer(state, { type: 'add', product: product(1), quantity: 3 });
    expect(quantities(state)).toEqual([
      [1, 5],
      [2, 1],
    ]);
  });

  it('keeps a line between 1 and 99 units, and whole units only', () => {
    let state = cartReducer(empty, { type: 'add', product: product(1), quantity: 150 });
    expect(quantities(state)).toEqual([[1, 99]]);
    state = cartReducer(state, { type: 'increase', id: 1 });
    expect(quantities(state)).toEqual([[1, 99]]);
    state = cartReducer(cartReducer(empty, { type: 'add', product: product(1), quantity: 1 }), { type: 'decrease', id: 1 });
    expect(quantities(state)).toEqual([[1, 1]]);
    expect(quantities(cartReducer(empty, { type: 'add', product: product(3), quantity: 2.7 }))).toEqual([[3, 2]]);
  });

  it('removes one line, clears every line, and opens and closes the bag without touching the lines', () => {
    let state = cartReducer(empty, { type: 'add', product: product(1), quantity: 1 });
    state = cartReducer(state, { type: 'add', product: product(2), quantity: 4 });
    expect(quantities(cartReducer(state, { type: 'remove', id: 1 }))).toEqual([[2, 4]]);
    const opened = cartReducer(state, { type: 'bag', open: true });
    expect(opened.bagOpen).toBe(true);
    expect(opened.items).toBe(state.items);
    expect(cartReducer(opened, { type: 'clear' })).toEqual({ items: [], bagOpen: true, loaded: true });
  });

  it('marks the cart loaded with the stored lines', () => {
    const stored = [{ ...product(7), quantity: 3 }];
    expect(cartReducer({ items: [], bagOpen: false, loaded: false }, { type: 'load', items: stored })).toEqual({
      items: stored,
      bagOpen: false,
      loaded: true,
    });
  });
});

function CartCount() {
  const { count, loaded } = useCart();
  return <span>{loaded ? `${count} items` : 'cart not read yet'}</span>;
}

describe('CartProvider', () => {
  it('renders on the server without reading storage: the stored cart is read only once in the browser', () => {
    expect(
      renderToString(
        <CountryProvider initial="GB">
          <CartProvider>
            <CartCount />
          </CartProvider>
        </CountryProvider>,
      ),
    ).toBe('<span>cart not read yet</span>');
  });

  it('refuses a cart consumer outside the provider with a clear error', () => {
    expect(() => renderToString(<CartCount />)).toThrow('useCart needs a CartProvider');
  });
});
