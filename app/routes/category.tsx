import { useState } from 'react';
import { page } from '../lib/page-context';
import { useLocation, useNavigate, useNavigation } from 'react-router';
import { categoryTitle, productCard, UNPREFIXED_CATEGORY_PATHS, type CatalogFilters } from '../../domain/catalog';
import { Breadcrumb } from '../components/catalog/breadcrumb';
import { ListingResults } from '../components/catalog/listing-results';
import { FilterPanel } from '../components/catalog/filter-panel';
import { listingSearch, PAGE_SIZE, readFilters, readLimit, toggleFilter, type FilterGroupId } from '../../domain/listing-query';
import { canonicalOf, canonicalUrl, pageMeta } from '../lib/seo';
import type { Route } from './+types/category';

/** An unknown slug shows the best sellers under the 'Best Sellers' title. */
const FALLBACK_SLUG = 'best-sellers';
/** /products lists the whole catalogue under its own title (the Best Sellers fallback is for unknown slugs only). */
const ALL_PRODUCTS = 'All Products';
/** Which listing this is: the route id's path (/products, /make-up …) or the :slug of /category/:slug. */
function listingSlug(pathname: string, slug: string | undefined): string | null {
  if (slug) return slug;
  const path = pathname.replace(/^\/+|\/+$/g, '');
  return path === 'products' ? null : path;
}

const canonicalPath = (slug: string | null) =>
  slug === null ? '/products' : (UNPREFIXED_CATEGORY_PATHS as readonly string[]).includes(slug) ? `/${slug}` : `/category/${slug}`;

export async function loader({ url, params, context }: Route.LoaderArgs) {
  const filters = readFilters(url.searchParams);
  const limit = readLimit(url.searchParams);
  const { services, publicUrl } = page(context);
  const { catalog } = services;
  const slug = listingSlug(url.pathname, 'slug' in params ? params.slug : undefined);

  if (slug === null) {
    const { products, total } = await catalog.listProducts({ filters, limit });
    return {
      title: ALL_PRODUCTS,
      crumb: ALL_PRODUCTS,
      metaTitle: ALL_PRODUCTS,
      products: products.map(productCard),
      total,
      limit,
      filters,
      noindex: false,
      canonical: canonicalUrl(publicUrl, '/products'),
    };
  }
  const found = await catalog.listCategory(slug, { filters, limit });
  const result = found ?? (await catalog.listCategory(FALLBACK_SLUG, { filters, limit }));
  const title = categoryTitle(found ? slug : FALLBACK_SLUG);
  return {
    title,
    crumb: found ? found.category.name : title,
    metaTitle: found ? found.category.name : title,
    products: (result?.products ?? []).map(productCard),
    total: result?.total ?? 0,
    limit,
    filters,
    noindex: !found,
    canonical: canonicalUrl(publicUrl, canonicalPath(found ? slug : FALLBACK_SLUG)),
  };
}

export default function Category({ loaderData }: Route.ComponentProps) {
  const { title, crumb, products, total, limit } = loaderData;
  const navigate = useNavigate();
  const navigation = useNavigation();
  const location = useLocation();
  const pending = navigation.state === 'loading' && navigation.location.pathname === location.pathname;
  // The boxes show a tick at once; the listing follows when the loader answers (and wins after).
  const [filters, setFilters] = useState(loaderData.filters);
  const [loaded, setLoaded] = useState(loaderData.filters);
  if (loaded !== loaderData.filters) {
    setLoaded(loaderData.filters);
    setFilters(loaderData.filters);
  }
  const show = (next: CatalogFilters, nextLimit = PAGE_SIZE) => {
    setFilters(next);
    void navigate({ search: listingSearch(next, nextLimit) }, { replace: true, preventScrollReset: true });
  };

  return (
    <div className="mx-auto max-w-7xl px-4 pt-6 pb-16 sm:px-6 sm:pt-8">
      <Breadcrumb items={[{ label: 'Home', href: '/' }, { label: crumb }]} />
      <h1 className="mt-4 font-serif text-4xl text-cocoa-950 sm:text-5xl">{title}</h1>
      <div className="mt-8 gap-10 lg:grid lg:grid-cols-[240px_1fr]">
        <FilterPanel
          filters={filters}
          onToggle={(group: FilterGroupId, value, on) => show(toggleFilter(filters, group, value, on))}
          onClear={() => show({})}
        />
        <ListingResults
          products={products}
          total={total}
          filters={loaderData.filters}
          limit={limit}
          busy={pending}
          onClear={() => show({})}
        />
      </div>
    </div>
  );
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta({
    title: loaderData?.metaTitle ?? 'Best Sellers',
    // The listing's first product stands for the page in link previews.
    image: loaderData?.products[0] ? canonicalOf(matches, loaderData.products[0].image) : undefined,
    description: `Shop ${loaderData?.metaTitle ?? 'Best Sellers'} at Zaron: skincare and make-up made for melanin-rich skin, with delivery in Nigeria, the UK and the US.`,
    canonical: loaderData?.canonical,
    noindex: loaderData?.noindex,
  });
