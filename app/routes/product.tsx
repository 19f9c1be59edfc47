import { data, redirect, useLocation } from 'react-router';
import { page } from '../lib/page-context';
import { ProductCard } from '../components/catalog/product-card';
import { Breadcrumb } from '../components/catalog/breadcrumb';
import { ProductGallery } from '../components/catalog/product-gallery';
import { ProductInfo } from '../components/catalog/product-info';
import { ProductJsonLd } from '../components/catalog/product-json-ld';
import { ProductTabs } from '../components/catalog/product-tabs';
import { canonicalUrl, pageMeta } from '../lib/seo';
import type { Route } from './+types/product';

/** Up to 3 related products. */
const RELATED_MAX = 3;

export async function loader({ params, context }: Route.LoaderArgs) {
  const { services, publicUrl } = page(context);
  const product = await services.catalog.getProduct(params.slug);
  if (!product) {
    // A renamed product's old address moves permanently to the new one.
    const moved = await services.catalog.currentSlugFor(params.slug);
    if (moved) throw redirect(`/product/${encodeURIComponent(moved)}`, 301);
  }
  // The root ErrorBoundary shows 'Page Not Found' with a real 404 status.
  if (!product) throw data(null, { status: 404 });
  return { product, publicUrl };
}

export default function Product({ loaderData }: Route.ComponentProps) {
  const { product, publicUrl } = loaderData;
  const { pathname } = useLocation();
  const category = product.categories[0];
  const related = product.related_products.slice(0, RELATED_MAX);
  return (
    <div className="mx-auto max-w-7xl px-4 pt-6 pb-16 sm:px-6 sm:pt-8">
      <ProductJsonLd product={product} publicUrl={publicUrl} pathname={pathname} />
      <Breadcrumb
        items={[
          { label: 'Home', href: '/' },
          ...(category ? [{ label: category.name, href: `/category/${category.slug}` }] : []),
          { label: product.name },
        ]}
      />
      {/* Top-aligned: a stretched gallery would grow as wide as a tall info column (its picture is square) and squeeze it. */}
      <div className="mt-6 grid items-start gap-8 lg:grid-cols-[1.1fr_1fr] lg:gap-14">
        <ProductGallery name={product.name} images={[product.image, product.alt_image]} />
        <ProductInfo product={product} />
      </div>
      <div id="product-details" className="render-when-near [--near-size:340px] md:[--near-size:250px]">
        <span id="reviews" className="block scroll-mt-24" aria-hidden="true" />
        <ProductTabs product={product} />
      </div>
      {related.length > 0 && (
        <section
          aria-labelledby="related-heading"
          className="render-when-near mt-20 [--near-size:330px] md:[--near-size:370px] xl:[--near-size:430px]"
        >
          <h2 id="related-heading" className="font-serif text-2xl text-cocoa-950 sm:text-3xl">
            You may also like
          </h2>
          <ul className="mt-6 grid grid-cols-2 gap-x-4 gap-y-10 sm:grid-cols-3 sm:gap-x-6 lg:grid-cols-4">
            {related.map((p) => (
              <li key={p.id}>
                <ProductCard product={p} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => {
  if (!loaderData) return pageMeta({ title: 'Page Not Found', noindex: true });
  const { product, publicUrl } = loaderData;
  return pageMeta({
    title: product.name,
    description: product.description,
    canonical: canonicalUrl(publicUrl, location.pathname),
    image: canonicalUrl(publicUrl, product.image),
    type: 'product',
  });
};
