import type { ProductCardData } from '../../../domain/catalog';
import { ProductCard } from './product-card';

/** What a phone shows of a listing before scrolling: its first row. */
const FIRST_ROW = 2;

/**
 * Listing grid: 2 columns on phones, 3 on tablets and beside the filters, 4 on wide screens. The
 * first row is laid out and its pictures fetched at once; later cards wait until they come near.
 */
export function ProductGrid({ products, wide = false }: { products: readonly ProductCardData[]; wide?: boolean }) {
  return (
    <ul
      className={`grid grid-cols-2 gap-x-4 gap-y-10 sm:grid-cols-3 sm:gap-x-6 ${wide ? 'lg:grid-cols-4' : 'xl:grid-cols-3 2xl:grid-cols-4'}`}
    >
      {products.map((p, i) => (
        <li key={p.id} className={i < FIRST_ROW ? undefined : 'render-when-near [--near-size:360px]'}>
          <ProductCard product={p} eager={i < FIRST_ROW} />
        </li>
      ))}
    </ul>
  );
}
