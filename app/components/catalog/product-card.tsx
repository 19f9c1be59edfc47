import { useState } from 'react';
import { Link } from 'react-router';
import type { ProductCardData } from '../../../domain/catalog';
import { useCountry } from '../../lib/country';
import { productInStock } from '../../lib/price';
import { DiscountBadge, Price } from './price';
import { ProductImage } from './product-image';
import { Stars } from './stars';
import { CardSwatch } from './swatch';

/** On phones two columns with a 16 px gap inside 16 px margins: half the width less 24 px. */
const CARD_SIZES = '(min-width: 1280px) 300px, (min-width: 640px) 33vw, calc(50vw - 24px)';

/**
 * A product in a grid or carousel. The name's link is stretched over the whole card, so the
 * card is one click target whose accessible name is just the product name. `eager` cards (a
 * listing's first row on a phone) fetch their picture at once and first: it is the page's largest paint.
 */
export function ProductCard({
  product,
  headingLevel = 3,
  eager = false,
}: {
  product: ProductCardData;
  headingLevel?: 2 | 3;
  eager?: boolean;
}) {
  const { country } = useCountry();
  const inStock = productInStock(product, country);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  // The second picture is added when a mouse first comes over the card or the card takes focus:
  // phones, where nothing hovers, never have it in the page.
  const [second, setSecond] = useState(false);
  const wantSecond = () => setSecond(true);
  return (
    <article
      className="group relative flex h-full flex-col"
      onPointerEnter={(e) => e.pointerType === 'mouse' && wantSecond()}
      onFocus={wantSecond}
    >
      <div className="relative aspect-square overflow-hidden rounded-2xl bg-sand-100">
        <ProductImage
          src={product.image}
          alt=""
          sizes={CARD_SIZES}
          eager={eager}
          className="absolute inset-0 h-full w-full object-cover transition duration-500 ease-out group-hover:scale-[1.03]"
        />
        {second && (
          <ProductImage
            src={product.alt_image}
            alt=""
            sizes={CARD_SIZES}
            className="absolute inset-0 hidden h-full w-full object-cover opacity-0 transition duration-500 ease-out group-hover:opacity-100 group-focus-within:opacity-100 [@media(hover:hover)]:block"
          />
        )}
        <div className="absolute left-3 top-3 flex flex-col items-start gap-1.5">
          <DiscountBadge product={product} />
          {!inStock && <span className="rounded-full bg-cocoa-950/85 px-2.5 py-1 text-xs font-semibold text-sand-50">Out of stock</span>}
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-1.5 pt-3">
        <Heading className="text-sm leading-snug font-medium text-cocoa-950 sm:text-[0.95rem]">
          <Link
            to={`/product/${product.slug}`}
            className="after:absolute after:inset-0 after:rounded-2xl after:content-[''] focus-visible:outline-none! focus-visible:after:outline-2 focus-visible:after:outline-offset-4 focus-visible:after:outline-gold-600"
          >
            {product.name}
          </Link>
        </Heading>
        {product.rating !== null && product.reviewCount > 0 && (
          <p className="flex items-center gap-1.5 text-xs text-cocoa-700">
            <Stars
              value={product.rating}
              size={13}
              label={`Rated ${product.rating.toFixed(1)} out of 5 from ${product.reviewCount} review${product.reviewCount === 1 ? '' : 's'}`}
            />
            <span aria-hidden="true">({product.reviewCount})</span>
          </p>
        )}
        {product.swatch && <CardSwatch swatch={product.swatch} />}
        <div className="text-sm text-cocoa-900">
          <Price product={product} showSavings />
        </div>
      </div>
    </article>
  );
}
