import { describe, it, expect } from 'vitest';
import { CATEGORY_MENU, CATEGORY_TITLES, FEATURED_TILES, UNPREFIXED_CATEGORY_PATHS, categoryTitle } from './catalog';
import { FILTER_GROUPS } from './listing-query';

describe('FILTER_GROUPS', () => {
  it('has the four groups in order', () => {
    expect(FILTER_GROUPS.map((g) => [g.title, g.id])).toEqual([
      ['For Whom', 'for-whom'],
      ['Skin Concerns', 'skin-concerns'],
      ['Benefits', 'benefits'],
      ['Skin Type', 'skin-type'],
    ]);
  });

  it('keeps the published texts and spellings exactly', () => {
    expect(FILTER_GROUPS.map((g) => g.options.map((o) => o.label))).toEqual([
      ['Men', 'Women'],
      ['Dry', 'Oily', 'Dullness', 'Acne and Biemishes', 'Anti-Aging', 'Fine lines', 'Wrinkles', 'Dark spots', 'Clogged pores'],
      ['Hydrating', 'Moisturizing', 'Exfloliating', 'Brightening', 'Nourishing', 'Even skin tone'],
      ['Oily', 'Aging', 'Dry', 'Sensitive', 'Normal'],
    ]);
  });

  it('gives each option a kebab-case slug value', () => {
    expect(FILTER_GROUPS.map((g) => g.options.map((o) => o.value))).toEqual([
      ['men', 'women'],
      ['dry', 'oily', 'dullness', 'acne-and-biemishes', 'anti-aging', 'fine-lines', 'wrinkles', 'dark-spots', 'clogged-pores'],
      ['hydrating', 'moisturizing', 'exfloliating', 'brightening', 'nourishing', 'even-skin-tone'],
      ['oily', 'aging', 'dry', 'sensitive', 'normal'],
    ]);
  });

  it('option values are unique within a group', () => {
    for (const group of FILTER_GROUPS) {
      const values = group.options.map((o) => o.value);
      expect(new Set(values).size).toBe(values.length);
    }
  });
});

describe('category titles', () => {
  it('maps the six slugs', () => {
    expect(CATEGORY_TITLES).toEqual({
      'best-sellers': 'Best Sellers',
      'new-in': 'New In',
      latest: 'Latest Products',
      'make-up': 'Make Up',
      'skin-care': 'Skin-care',
      sales: 'Sales',
    });
  });

  it.each([
    ['best-sellers', 'Best Sellers'],
    ['new-in', 'New In'],
    ['latest', 'Latest Products'],
    ['make-up', 'Make Up'],
    ['skin-care', 'Skin-care'],
    ['sales', 'Sales'],
    ['skin-care-men', 'Best Sellers'],
    ['skin-care-women', 'Best Sellers'],
    ['lipstick', 'Best Sellers'],
    ['', 'Best Sellers'],
    ['constructor', 'Best Sellers'],
    ['__proto__', 'Best Sellers'],
  ])('categoryTitle(%j) = %s', (slug, title) => {
    expect(categoryTitle(slug)).toBe(title);
  });
});

describe('CATEGORY_MENU', () => {
  it('has the five top-level entries', () => {
    expect(CATEGORY_MENU.map((m) => [m.label, m.href])).toEqual([
      ['New In', '/new-in'],
      ['Make Up', '/make-up'],
      ['Skin-care', '/skin-care'],
      ['Best Sellers', '/best-sellers'],
      ['Sales', '/sales'],
    ]);
  });

  it('Make Up: Face, Eyes, Lips', () => {
    expect(CATEGORY_MENU[1]?.groups).toEqual([
      {
        label: 'Face',
        links: [
          { label: 'Foundation', href: '/category/foundation' },
          { label: 'Powder', href: '/category/powder' },
        ],
      },
      { label: 'Eyes', href: '/category/eyes', links: [] },
      {
        label: 'Lips',
        links: [
          { label: 'Lipstick', href: '/category/lipstick' },
          { label: 'Gloss', href: '/category/lip-gloss' },
          { label: 'Liner', href: '/category/lip-liner' },
          { label: 'Balm', href: '/category/lip-balm' },
          { label: 'Matte Lipfix', href: '/category/matte-lipfix' },
        ],
      },
    ]);
  });

  it('Skin-care: Men and Women, each with Body and Face', () => {
    expect(CATEGORY_MENU[2]?.groups).toEqual([
      {
        label: 'Men',
        links: [
          { label: 'Body', href: '/category/men-body' },
          { label: 'Face', href: '/category/men-face' },
        ],
      },
      {
        label: 'Women',
        links: [
          { label: 'Body', href: '/category/women-body' },
          { label: 'Face', href: '/category/women-face' },
        ],
      },
    ]);
  });

  it('New In, Best Sellers and Sales have no sub-groups', () => {
    expect([0, 3, 4].map((i) => CATEGORY_MENU[i]?.groups)).toEqual([[], [], []]);
  });
});

describe('FEATURED_TILES and unprefixed paths', () => {
  it('has the four home tiles with image = slug', () => {
    expect(FEATURED_TILES).toEqual([
      { title: 'Best Sellers', href: '/best-sellers', image: 'best-sellers' },
      { title: 'Make Up', href: '/make-up', image: 'make-up' },
      { title: 'Skincare', href: '/skin-care', image: 'skin-care' },
      { title: 'New in', href: '/new-in', image: 'new-in' },
    ]);
  });

  it('lists the category paths served without /category', () => {
    expect(UNPREFIXED_CATEGORY_PATHS).toEqual(['make-up', 'skin-care', 'best-sellers', 'new-in', 'sales']);
  });

  it('every tile and unprefixed menu link points at an unprefixed path', () => {
    const unprefixed: readonly string[] = UNPREFIXED_CATEGORY_PATHS;
    for (const tile of FEATURED_TILES) expect(unprefixed).toContain(tile.href.slice(1));
    for (const item of CATEGORY_MENU.filter((m) => !m.href.startsWith('/category/'))) {
      expect(unprefixed).toContain(item.href.slice(1));
    }
  });
});
