import { BannerCarousel } from '../components/catalog/banner-carousel';
import { page } from '../lib/page-context';
import { bannerSrc, bannerSrcSet, WIDE_MEDIA } from '../components/catalog/banner-slides';
import { FeaturedTiles } from '../components/catalog/featured-tiles';
import { ProductCarousel } from '../components/catalog/product-carousel';
import { staticUntilNear } from '../components/static-until-near';
import { useCountry } from '../lib/country';
import { canonicalOf, pageMeta } from '../lib/seo';
import { productCard, type ProductCardData } from '../../domain/catalog';
import type { Route } from './+types/home';

// The brand claims and the quotes close the page: their code comes when the shopper scrolls near them.
const brandValues = () => import('../components/catalog/brand-values').then((m) => m.BrandValues);
const testimonials = () => import('../components/catalog/testimonials').then((m) => m.Testimonials);
const BrandValues = staticUntilNear(import.meta.env.SSR ? await brandValues() : null, brandValues);
const Testimonials = staticUntilNear(import.meta.env.SSR ? await testimonials() : null, testimonials);
// Only the first row of products can be on the first screen; the four below stay the server's
// markup (their links work as plain links) until the shopper scrolls near, so a phone hydrates six
// cards on arrival instead of thirty. Their prices follow the country: a change renders them at once.
const LaterRow = staticUntilNear(import.meta.env.SSR ? ProductCarousel : null, async () => ProductCarousel, {
  useKey: () => useCountry().country,
});

export async function loader({ context }: Route.LoaderArgs) {
  const lists = await page(context).services.catalog.listHome();
  return {
    lists: Object.fromEntries(Object.entries(lists).map(([key, products]) => [key, products.map(productCard)])) as Record<
      keyof typeof lists,
      ProductCardData[]
    >,
  };
}

/** The first banner picture is the largest thing on a phone's first screen: fetched before the styles and scripts. */
export const links: Route.LinksFunction = () => [
  {
    rel: 'preload',
    as: 'image',
    imageSrcSet: bannerSrcSet(0, 'phone'),
    imageSizes: '100vw',
    media: `not all and ${WIDE_MEDIA}`,
    fetchPriority: 'high',
  },
  { rel: 'preload', as: 'image', imageSrcSet: bannerSrcSet(0, 'wide'), imageSizes: '100vw', media: WIDE_MEDIA, fetchPriority: 'high' },
];

export default function Home({ loaderData }: Route.ComponentProps) {
  const { lists } = loaderData;
  return (
    <>
      <h1 className="sr-only">Zaron: skincare and make-up for women of colour</h1>
      <BannerCarousel />
      <FeaturedTiles />
      <ProductCarousel eyebrow="Just landed" title="New In" href="/new-in" products={lists.new} />
      <LaterRow eyebrow="Picked for you" title="Recommended for you" href="/products" products={lists.recommended} />
      <LaterRow eyebrow="Most loved" title="BestSellers" href="/best-sellers" products={lists.best_sellers} />
      <LaterRow eyebrow="Skin first" title="Skincare collection" href="/skin-care" products={lists.skin_care} />
      <LaterRow eyebrow="Colour for every tone" title="Make-up collection" href="/make-up" products={lists.makeup} />
      <BrandValues />
      <Testimonials />
    </>
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: 'Skincare and Make-up for Women of Colour',
    description:
      'Shop Zaron skincare and make-up made for melanin-rich skin: new in, best sellers, and shades for deep and medium skin tones. Delivery in Nigeria, the UK and the US.',
    canonical: canonicalOf(matches, '/'),
    image: canonicalOf(matches, bannerSrc(0, 'wide', 1600)),
  });
