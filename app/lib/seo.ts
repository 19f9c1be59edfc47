import type { MetaDescriptor } from 'react-router';

export const SITE_NAME = 'Zaron';

const DEFAULT_DESCRIPTION =
  'Zaron makes skincare and make-up for women of colour: shades and formulas made for melanin-rich skin, ' +
  'delivered in Nigeria, the UK and the US.';

interface PageMetaInput {
  /** The page's own title; ' | Zaron' is added. */
  title: string;
  description?: string;
  /** Absolute canonical URL (see canonicalUrl). */
  canonical?: string;
  /** Keeps thin or fallback pages (an unknown category) out of search results. */
  noindex?: boolean;
  /** Absolute image URL for link previews. */
  image?: string;
  /** Open Graph object type: a product page is a `product`, everything else a `website`. */
  type?: 'website' | 'product';
}

/** Search-result snippets are cut around 155 characters; cut on a word boundary. */
function metaDescription(text: string, max = 155): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 0)) || cut}…`;
}

/** The public address of a path, without query parameters (filters and paging are not separate pages). */
export function canonicalUrl(publicUrl: string, pathname: string): string {
  return `${publicUrl.replace(/\/+$/, '')}${pathname.startsWith('/') ? pathname : `/${pathname}`}`;
}

/** The canonical URL of `path`, from the shop's public address that the root loader provides to every page. */
export function canonicalOf(matches: readonly ({ id: string; loaderData: unknown } | undefined)[], path: string): string | undefined {
  const root = matches.find((m) => m?.id === 'root')?.loaderData as { publicUrl?: string } | undefined;
  return root?.publicUrl ? canonicalUrl(root.publicUrl, path) : undefined;
}

/** Title '<Page> | Zaron', description, canonical link, Open Graph and Twitter card tags for a route's meta export. */
export function pageMeta({
  title,
  description = DEFAULT_DESCRIPTION,
  canonical,
  noindex,
  image,
  type = 'website',
}: PageMetaInput): MetaDescriptor[] {
  const fullTitle = `${title} | ${SITE_NAME}`;
  const text = metaDescription(description);
  const tags: MetaDescriptor[] = [
    { title: fullTitle },
    { name: 'description', content: text },
    { property: 'og:site_name', content: SITE_NAME },
    { property: 'og:type', content: type },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: text },
    // A page with a picture previews as a large card; one without as a small summary.
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
  ];
  if (canonical) {
    tags.push({ tagName: 'link', rel: 'canonical', href: canonical }, { property: 'og:url', content: canonical });
  }
  if (image) tags.push({ property: 'og:image', content: image });
  if (noindex) tags.push({ name: 'robots', content: 'noindex, follow' });
  return tags;
}
