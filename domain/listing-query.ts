import { UNPREFIXED_CATEGORY_PATHS } from './catalog';
import type { CatalogFilters } from './catalog';

interface FilterOption {
  /** Kebab-case slug of the label, for URLs and form values. */
  value: string;
  label: string;
}

interface FilterGroup {
  title: string;
  id: string;
  options: readonly FilterOption[];
}

function option(label: string): FilterOption {
  return {
    value: label
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, ''),
    label,
  };
}

/**
 * Filter groups, texts exactly as the storefront shows them: "Acne and Biemishes" and
 * "Exfloliating" are the published spellings and are kept on purpose.
 */
export const FILTER_GROUPS: readonly FilterGroup[] = [
  { title: 'For Whom', id: 'for-whom', options: ['Men', 'Women'].map(option) },
  {
    title: 'Skin Concerns',
    id: 'skin-concerns',
    options: ['Dry', 'Oily', 'Dullness', 'Acne and Biemishes', 'Anti-Aging', 'Fine lines', 'Wrinkles', 'Dark spots', 'Clogged pores'].map(
      option,
    ),
  },
  {
    title: 'Benefits',
    id: 'benefits',
    options: ['Hydrating', 'Moisturizing', 'Exfloliating', 'Brightening', 'Nourishing', 'Even skin tone'].map(option),
  },
  { title: 'Skin Type', id: 'skin-type', options: ['Oily', 'Aging', 'Dry', 'Sensitive', 'Normal'].map(option) },
];

/** 12 products a page; 'Show More' adds 12. */
export const PAGE_SIZE = 12;
const MAX_LIMIT = 200;

export type FilterGroupId = keyof CatalogFilters;

/**
 * Selected options per group, from '?skin-concerns=dry,oily' (or a plain form's repeated
 * '?skin-concerns=dry&skin-concerns=oily'); unknown groups and options are ignored.
 */
export function readFilters(params: URLSearchParams): CatalogFilters {
  const filters: CatalogFilters = {};
  for (const group of FILTER_GROUPS) {
    const allowed = new Set(group.options.map((o) => o.value));
    const values = params
      .getAll(group.id)
      .flatMap((v) => v.split(','))
      .map((v) => v.trim())
      .filter((v) => allowed.has(v));
    if (values.length > 0) filters[group.id as FilterGroupId] = [...new Set(values)];
  }
  return filters;
}

export const hasFilters = (filters: CatalogFilters) => Object.values(filters).some((v) => v && v.length > 0);

/** How many products to show: ?limit, a multiple of the page size between 12 and 200. */
export function readLimit(params: URLSearchParams): number {
  const n = Number.parseInt(params.get('limit') ?? '', 10);
  if (!Number.isFinite(n) || n <= PAGE_SIZE) return PAGE_SIZE;
  return Math.min(Math.ceil(n / PAGE_SIZE) * PAGE_SIZE, MAX_LIMIT);
}

/** '?for-whom=men&skin-concerns=dry,oily&limit=24' with readable commas; '' when nothing is set. */
export function listingSearch(filters: CatalogFilters, limit = PAGE_SIZE): string {
  const parts: string[] = [];
  for (const group of FILTER_GROUPS) {
    const values = filters[group.id as FilterGroupId];
    if (values && values.length > 0) parts.push(`${group.id}=${values.map(encodeURIComponent).join(',')}`);
  }
  if (limit > PAGE_SIZE) parts.push(`limit=${limit}`);
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}

/** The filters with one option switched on or off. */
export function toggleFilter(filters: CatalogFilters, group: FilterGroupId, value: string, on: boolean): CatalogFilters {
  const current = new Set(filters[group] ?? []);
  if (on) current.add(value);
  else current.delete(value);
  return { ...filters, [group]: [...current] };
}

const LISTING_PATH = new RegExp(`^/(?:products|category/[^/]+|${UNPREFIXED_CATEGORY_PATHS.join('|')})(?:\\.data)?$`);

/**
 * The address a catalogue page is rendered and kept under: its path and only the query it reads, in
 * one spelling (a listing's filters and length; a data request's `_routes`). Links shared on social
 * networks carry parameters of their own (`fbclid`, `igsh`, `utm_source`…), often different on each
 * click: without this, every visitor a post sends would have the page rendered afresh.
 */
export function catalogueAddress(url: string): string {
  const q = url.indexOf('?');
  if (q === -1) return url;
  const pathname = url.slice(0, q);
  const params = new URLSearchParams(url.slice(q + 1));
  const search = LISTING_PATH.test(pathname) ? listingSearch(readFilters(params), readLimit(params)) : '';
  const routes = pathname.endsWith('.data') ? params.get('_routes') : null;
  if (routes === null) return pathname + search;
  return `${pathname}${search || '?'}${search ? '&' : ''}_routes=${encodeURIComponent(routes)}`;
}
