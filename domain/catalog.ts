import type { ProductReviews } from './reviews/views';

/** Page titles by category slug. */
export const CATEGORY_TITLES: Readonly<Record<string, string>> = {
  'best-sellers': 'Best Sellers',
  'new-in': 'New In',
  latest: 'Latest Products',
  'make-up': 'Make Up',
  'skin-care': 'Skin-care',
  sales: 'Sales',
};

/** Any slug without its own title (skin-care-men included) falls back to Best Sellers. */
export function categoryTitle(slug: string): string {
  return Object.hasOwn(CATEGORY_TITLES, slug) ? (CATEGORY_TITLES[slug] ?? 'Best Sellers') : 'Best Sellers';
}

interface MenuLink {
  label: string;
  href: string;
}

export interface MenuGroup {
  label: string;
  /** Set when the group heading is itself a link (Eyes). */
  href?: string;
  links: readonly MenuLink[];
}

export interface MenuItem {
  label: string;
  href: string;
  groups: readonly MenuGroup[];
}

const link = (label: string, slug: string): MenuLink => ({ label, href: `/category/${slug}` });

/** Header category menu. Top-level links use the unprefixed paths. */
export const CATEGORY_MENU: readonly MenuItem[] = [
  { label: 'New In', href: '/new-in', groups: [] },
  {
    label: 'Make Up',
    href: '/make-up',
    groups: [
      { label: 'Face', links: [link('Foundation', 'foundation'), link('Powder', 'powder')] },
      { label: 'Eyes', href: '/category/eyes', links: [] },
      {
        label: 'Lips',
        links: [
          link('Lipstick', 'lipstick'),
          link('Gloss', 'lip-gloss'),
          link('Liner', 'lip-liner'),
          link('Balm', 'lip-balm'),
          link('Matte Lipfix', 'matte-lipfix'),
        ],
      },
    ],
  },
  {
    label: 'Skin-care',
    href: '/skin-care',
    groups: [
      { label: 'Men', links: [link('Body', 'men-body'), link('Face', 'men-face')] },
      { label: 'Women', links: [link('Body', 'women-body'), link('Face', 'women-face')] },
    ],
  },
  { label: 'Best Sellers', href: '/best-sellers', groups: [] },
  { label: 'Sales', href: '/sales', groups: [] },
];

export interface FeaturedTile {
  title: string;
  href: string;
  /** Image name: the tile's category slug. */
  image: string;
}

/** Home featured tiles (title, image, link). */
export const FEATURED_TILES: readonly FeaturedTile[] = [
  { title: 'Best Sellers', href: '/best-sellers', image: 'best-sellers' },
  { title: 'Make Up', href: '/make-up', image: 'make-up' },
  { title: 'Skincare', href: '/skin-care', image: 'skin-care' },
  { title: 'New in', href: '/new-in', image: 'new-in' },
];

/**
 * Category slugs also served without the /category prefix (both forms appear; the header
 * menu links Sales as /sales while the offers tile uses /category/sales).
 */
export const UNPREFIXED_CATEGORY_PATHS = ['make-up', 'skin-care', 'best-sellers', 'new-in', 'sales'] as const;

/** A shade's colour as the catalogue stores it: `#rrggbb`, lower case. */
export const SWATCH_PATTERN = /^#[0-9a-f]{6}$/;

/** The colour a shopper sees for a shade product: its shade name and a `#rrggbb` colour. */
export interface Swatch {
  name: string;
  color: string;
}

/** One shade of a product's family on its product page: a link to that shade's own product. */
export interface ShadeOption extends Swatch {
  slug: string;
  in_stock: boolean;
  instock_us: boolean;
  instock_uk: boolean;
}

/** WCAG relative luminance of a `#rrggbb` colour, 0 (black) to 1 (white). */
export function swatchLuminance(color: string): number {
  const channel = (i: number) => {
    const c = parseInt(color.slice(1 + i * 2, 3 + i * 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
}

/** A family's shades in the order shade ranges are shown in: lightest first, deepest last. */
export const byLightness = <T extends Swatch>(shades: readonly T[]): T[] =>
  [...shades].sort((a, b) => swatchLuminance(b.color) - swatchLuminance(a.color));

/** Filter selections by group id (for-whom, skin-concerns, benefits, skin-type) → option slugs. */
export type CatalogFilters = Partial<Record<'for-whom' | 'skin-concerns' | 'benefits' | 'skin-type', string[]>>;

/**
 * A product as the API sends it, with the public field names; prices are major units of
 * each currency. `swatch` (the shade's colour) is added to those fields.
 */
export interface ProductSummary {
  id: number;
  name: string;
  slug: string;
  image: string;
  alt_image: string;
  description: string;
  price: number;
  US_price: number;
  UK_price: number;
  is_discounted: boolean;
  discount_percentage: number | null;
  in_stock: boolean;
  instock_us: boolean;
  instock_uk: boolean;
  swatch: Swatch | null;
  /** The average of its published reviews to one decimal; null when it has none. */
  rating: number | null;
  /** How many published reviews it has. */
  reviewCount: number;
}

/** What a product card shows: a summary without its description, which only the product page shows. */
export type ProductCardData = Omit<ProductSummary, 'description'>;

/** A summary as a card: pages listing many products send no descriptions (a fifth of home's data). */
export function productCard({ description: _description, ...card }: ProductSummary): ProductCardData {
  return card;
}

export interface ProductDetail extends ProductSummary {
  long_description: string;
  how_to_use: string;
  active_ingredients: { name: string; description: string }[];
  other_ingredients: string;
  related_products: ProductSummary[];
  categories: { slug: string; name: string }[];
  /** Every shade of the product's family, itself included, lightest first; empty for one-colour products. */
  shades: ShadeOption[];
  /** Its published reviews per star and the newest few (the full list is fetched apart). */
  reviews: ProductReviews;
}
