import { useState } from 'react';
import { Link } from 'react-router';
import type { ProductSummary } from '../../../domain/catalog';
import { useCart } from '../../lib/cart';
import { useCountry } from '../../lib/country';
import { productInStock } from '../../lib/price';
import { BagIcon } from '../icons';
import { BackInStock } from './back-in-stock';
import { BagForm } from './bag-form';
import { QuantitySelector } from './quantity-selector';

/** The cart keeps listing fields only, not the page's long texts and related products. */
function summary(p: ProductSummary): ProductSummary {
  return {
    id: p.id,
    name: p.name,
    slug: p.slug,
    image: p.image,
    alt_image: p.alt_image,
    description: p.description,
    price: p.price,
    US_price: p.US_price,
    UK_price: p.UK_price,
    is_discounted: p.is_discounted,
    discount_percentage: p.discount_percentage,
    in_stock: p.in_stock,
    instock_us: p.instock_us,
    instock_uk: p.instock_uk,
    swatch: p.swatch,
    rating: p.rating,
    reviewCount: p.reviewCount,
  };
}

/** Below Tailwind's `lg` (phones, small tablets) the bag opens to show what was added: the header's count is usually scrolled away. */
const PHONE_LAYOUT = '(max-width: 1023.98px)';

const primary = 'flex h-12 flex-1 items-center justify-center gap-2 rounded-full px-8 text-sm font-semibold tracking-wide transition';

/**
 * Quantity and 'Add to Cart'; once the product is in the cart the button becomes 'View Cart'.
 * Out of stock for the visitor's country: both are disabled, and she may ask to be told when it is back.
 */
export function AddToCart({ product }: { product: ProductSummary }) {
  const cart = useCart();
  const { country } = useCountry();
  const [quantity, setQuantity] = useState(1);
  const inStock = productInStock(product, country);
  const inCart = cart.items.some((i) => i.id === product.id);

  return (
    <div className="flex flex-col gap-3">
      {!inStock && (
        <p className="inline-flex w-fit items-center gap-2 rounded-full bg-sand-200 px-3 py-1 text-sm font-semibold text-cocoa-950">
          <span className="size-2 rounded-full bg-terracotta-600" aria-hidden="true" />
          Out of stock
        </p>
      )}
      <BagForm
        intent="add"
        productId={product.id}
        className="flex flex-wrap items-center gap-3"
        onPress={() => {
          cart.add(summary(product), quantity);
          // A phone shows no other sign that the tap worked.
          if (window.matchMedia(PHONE_LAYOUT).matches) cart.openBag();
        }}
      >
        <input type="hidden" name="quantity" value={quantity} />
        <QuantitySelector value={quantity} onChange={setQuantity} disabled={!inStock} />
        {inCart ? (
          <Link to="/cart" className={`${primary} border border-cocoa-950 text-cocoa-950 hover:bg-cocoa-950 hover:text-sand-50`}>
            View Cart
          </Link>
        ) : (
          <button
            type="submit"
            disabled={!inStock}
            className={`${primary} bg-cocoa-950 text-sand-50 hover:bg-cocoa-900 disabled:cursor-not-allowed disabled:bg-cocoa-500/40 disabled:text-cocoa-950/60`}
          >
            <BagIcon width={18} height={18} />
            Add to Cart
          </button>
        )}
      </BagForm>
      {!inStock && <BackInStock productId={product.id} name={product.name} country={country} />}
    </div>
  );
}
