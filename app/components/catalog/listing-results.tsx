import { Form, Link } from 'react-router';
import { FILTER_GROUPS } from '../../../domain/listing-query';
import type { CatalogFilters } from '../../../domain/catalog';
import { hasFilters, PAGE_SIZE, type FilterGroupId } from '../../../domain/listing-query';
import type { ProductCardData } from '../../../domain/catalog';
import { ClearFilters } from './filter-panel';
import { ProductGrid } from './product-grid';

/** The product grid with its count, the 'Show More' button and the empty state. */
export function ListingResults({
  products,
  total,
  filters,
  limit,
  busy,
  onClear,
}: {
  products: readonly ProductCardData[];
  total: number;
  filters: CatalogFilters;
  limit: number;
  busy: boolean;
  onClear: () => void;
}) {
  const shown = products.length;
  const filtered = hasFilters(filters);
  return (
    <section aria-labelledby="results-heading" aria-busy={busy} className="mt-6 lg:mt-0">
      <h2 id="results-heading" className="sr-only">
        Products
      </h2>
      <p role="status" className="mb-6 text-sm text-cocoa-700">
        Showing {shown} out of {total} products
      </p>
      {shown === 0 ? (
        <div className="rounded-2xl bg-sand-100 px-6 py-16 text-center">
          <p className="font-serif text-2xl text-cocoa-950">No products found</p>
          <p className="mt-2 text-sm text-cocoa-700">
            {filtered ? 'Try removing a filter to see more of the range.' : 'Please check back soon.'}
          </p>
          {filtered ? (
            <ClearFilters
              onClear={onClear}
              className="mt-6 inline-block rounded-full bg-cocoa-950 px-6 py-3 text-sm font-medium text-sand-50 hover:bg-cocoa-900"
            >
              Clear filters
            </ClearFilters>
          ) : (
            <Link to="/products" className="mt-6 inline-block rounded-full bg-cocoa-950 px-6 py-3 text-sm font-medium text-sand-50">
              Shop all products
            </Link>
          )}
        </div>
      ) : (
        <div className={busy ? 'opacity-60 transition-opacity' : 'transition-opacity'}>
          <ProductGrid products={products} />
        </div>
      )}
      {shown > 0 && shown < total && (
        <div className="mt-12 flex flex-col items-center gap-4">
          <div className="h-0.5 w-48 overflow-hidden rounded-full bg-sand-200" aria-hidden="true">
            <div className="h-full bg-cocoa-900" style={{ width: `${(shown / total) * 100}%` }} />
          </div>
          {/* A plain GET form: works before the page's script has loaded, and as a client navigation after. */}
          <Form method="get" replace preventScrollReset>
            {FILTER_GROUPS.map((g) => {
              const values = filters[g.id as FilterGroupId];
              return values && values.length > 0 ? <input key={g.id} type="hidden" name={g.id} value={values.join(',')} /> : null;
            })}
            <input type="hidden" name="limit" value={limit + PAGE_SIZE} />
            <button
              type="submit"
              disabled={busy}
              className="rounded-full border border-cocoa-950 px-10 py-3 text-sm font-medium text-cocoa-950 transition hover:bg-cocoa-950 hover:text-sand-50 disabled:opacity-60"
            >
              Show More
            </button>
          </Form>
        </div>
      )}
    </section>
  );
}
