import type { ProductDetail } from '../../../domain/catalog';
import { AddToCart } from './add-to-cart';
import { DiscountBadge, Price, TaxNote } from './price';
import { Stars } from './stars';
import { ShadePicker } from './swatch';

/** Name, rating, price, shades and purchase controls beside the gallery. */
export function ProductInfo({ product }: { product: ProductDetail }) {
  const category = product.categories[0];
  return (
    <div className="flex flex-col gap-5 lg:pt-4">
      {category && <p className="text-xs font-semibold tracking-[0.2em] text-gold-600 uppercase">{category.name}</p>}
      <h1 className="font-serif text-3xl leading-tight text-cocoa-950 sm:text-4xl">{product.name}</h1>
      {product.rating !== null && product.reviewCount > 0 && (
        <a href="#reviews" className="flex w-fit items-center gap-2 text-sm text-cocoa-700 hover:text-cocoa-950">
          <Stars value={product.rating} />
          <span>{product.rating.toFixed(1)}</span>
          <span className="underline underline-offset-4">
            {product.reviewCount} review{product.reviewCount === 1 ? '' : 's'}
          </span>
        </a>
      )}
      <div className="flex items-start gap-3">
        <Price product={product} size="lg" showSavings />
        <DiscountBadge product={product} className="mt-1" />
      </div>
      <TaxNote className="-mt-3 text-xs text-cocoa-700" />
      <p className="max-w-prose leading-relaxed text-cocoa-900">{product.description}</p>
      {product.shades.length > 0 && <ShadePicker shades={product.shades} current={product.slug} />}
      <AddToCart product={product} />
      <ul className="mt-2 grid gap-2 border-t border-sand-200 pt-5 text-sm text-cocoa-700">
        <li>Delivery in Nigeria, the UK and the US</li>
        <li>Returns within 30 days</li>
      </ul>
    </div>
  );
}
