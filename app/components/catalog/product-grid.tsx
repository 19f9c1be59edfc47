import { memo } from 'react';
import type { ProductCardData } from '../../../domain/catalog';
import { useCountry } from '../../lib/country';
import { staticUntilNear } from '../static-until-near';
import { ProductCard } from './product-card';

/** What a phone shows of a listing before scrolling: its first row. */
const FIRST_ROW = 2;

// Cards past the first row stay the server's markup (their links work as plain links) until the
// shopper scrolls near: a phone hydrates two cards on arrival instead of a page of them. Cards that
// come later (Show More, a filter) are drawn at once; a change of country renders them all with
// its prices.
const LaterCard = staticUntilNear(import.meta.env.SSR ? ProductCard : null, async () => ProductCard, {
  as: 'li',
  className: 'render-when-near [--near-size:360px]',
  useKey: () => useCountry().country,
});

/**
 * Listing grid: 2 columns on phones, 3 on tablets and beside the filters, 4 on wide screens. The
 * first row is laid out and its pictures fetched at once; later cards wait until they come near.
 * Drawn again only for other products: a ticked filter or a pending listing leaves it as it is.
 */
export const ProductGrid = memo(function ProductGrid({ products, wide = false }: { products: readonly ProductCardData[]; wide?: boolean }) {
  return (
    <ul
      className={`grid grid-cols-2 gap-x-4 gap-y-10 sm:grid-cols-3 sm:gap-x-6 ${wide ? 'lg:grid-cols-4' : 'xl:grid-cols-3 2xl:grid-cols-4'}`}
    >
      {products.map((p, i) =>
        i < FIRST_ROW ? (
          <li key={p.id}>
            <ProductCard product={p} eager />
          </li>
        ) : (
          <LaterCard key={p.id} product={p} />
        ),
      )}
    </ul>
  );
});
