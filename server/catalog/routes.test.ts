import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OUT_OF_STOCK, PRODUCTS } from '../seed/catalog-data';
import { BACKENDS, createTestShop, type TestShop } from '../test/app';
import { invalidBody } from '../test/invalid';
import { createCatalogService } from './service';

describe.each(BACKENDS)('catalog API on %s', (backend) => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop(backend);
  });
  afterAll(() => shop.close());

  const get = (url: string) => shop.app.inject({ method: 'GET', url });

  it('lists the five home lists with the public field names', async () => {
    const res = await get('/api/product/list');
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(Object.keys(data).sort()).toEqual(['best_sellers', 'makeup', 'new', 'recommended', 'skin_care']);
    for (const list of Object.values(data) as unknown[][]) expect(list.length).toBeGreaterThanOrEqual(8);
    expect(Object.keys(data.best_sellers[0]).sort()).toEqual([
      'UK_price',
      'US_price',
      'alt_image',
      'description',
      'discount_percentage',
      'id',
      'image',
      'in_stock',
      'instock_uk',
      'instock_us',
      'is_discounted',
      'name',
      'price',
      'rating',
      'reviewCount',
      'slug',
      'swatch',
    ]);
    // Ratings come from published reviews only: the test shop has none.
    expect(data.best_sellers[0]).toMatchObject({ rating: null, reviewCount: 0 });
  });

  it("gives shade products their swatch and the family's shades, lightest first", async () => {
    const res = await get('/api/product/second-skin-foundation-mahogany');
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.swatch).toEqual({ name: 'Mahogany', color: '#7a4331' });
    expect(data.shades).toEqual([
      { name: 'Caramel', color: '#b07a4c', slug: 'second-skin-foundation-caramel', in_stock: true, instock_us: true, instock_uk: true },
      { name: 'Mahogany', color: '#7a4331', slug: 'second-skin-foundation-mahogany', in_stock: true, instock_us: false, instock_uk: true },
      { name: 'Espresso', color: '#5c3621', slug: 'second-skin-foundation-espresso', in_stock: true, instock_us: true, instock_uk: true },
      { name: 'Ebony', color: '#3b261e', slug: 'second-skin-foundation-ebony', in_stock: true, instock_us: true, instock_uk: true },
    ]);
    const serum = (await get('/api/product/radiance-vitamin-c-serum')).json().data;
    expect(serum.swatch).toBeNull();
    expect(serum.shades).toEqual([]);
    const listed = (await get('/api/product/category/foundation')).json().data;
    expect(JSON.stringify(listed)).toContain('"swatch":{"name":"Ebony","color":"#3b261e"}');
  });

  it('returns a product with ingredients, related products and prices in major units', async () => {
    const seed = PRODUCTS.find((p) => p.slug === 'radiance-vitamin-c-serum')!;
    const res = await get('/api/product/radiance-vitamin-c-serum');
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.name).toBe(seed.name);
    expect(data.price).toBe(seed.prices.ngn / 100);
    expect(data.US_price).toBe(seed.prices.usd / 100);
    expect(data.UK_price).toBe(seed.prices.gbp / 100);
    expect(data.is_discounted).toBe(true);
    expect(data.discount_percentage).toBe(10);
    expect(data.active_ingredients).toEqual(seed.activeIngredients);
    expect(data.related_products.map((p: { slug: string }) => p.slug)).toEqual(seed.related.slice(0, 3));
    expect(data.image).toBe('/media/products/radiance-vitamin-c-serum-1-960.webp');
    expect(data.alt_image).toBe('/media/products/radiance-vitamin-c-serum-2-960.webp');
  });

  it('derives the stock flags per country from quantities', async () => {
    const ng = (await get(`/api/product/${DEMO_OUT_OF_STOCK.NG}`)).json().data;
    expect([ng.in_stock, ng.instock_us, ng.instock_uk]).toEqual([false, true, true]);
    const us = (await get(`/api/product/${DEMO_OUT_OF_STOCK.US}`)).json().data;
    expect([us.in_stock, us.instock_us, us.instock_uk]).toEqual([true, false, true]);
    const gb = (await get(`/api/product/${DEMO_OUT_OF_STOCK.GB}`)).json().data;
    expect([gb.in_stock, gb.instock_us, gb.instock_uk]).toEqual([true, true, false]);
  });

  it('answers 404 JSON for an unknown product or category', async () => {
    const product = await get('/api/product/no-such-product');
    expect(product.statusCode).toBe(404);
    expect(product.json()).toEqual({ message: 'Product not found' });
    const category = await get('/api/product/category/no-such-category');
    expect(category.statusCode).toBe(404);
    expect(category.json()).toEqual({ message: 'Category not found' });
  });

  it('lists a category with totals, paging and filters', async () => {
    const expected = PRODUCTS.filter((p) => p.categories.includes('skin-care'));
    const all = (await get('/api/product/category/skin-care')).json().data;
    expect(all.category).toEqual({ slug: 'skin-care', name: 'Skin-care' });
    expect(all.total).toBe(expected.length);
    const page = (await get('/api/product/category/skin-care?limit=5&offset=5')).json().data;
    expect(page.products).toHaveLength(5);
    expect(page.total).toBe(expected.length);
    expect(page.products[0].slug).toBe(all.products[5].slug);
    const beyond = (await get('/api/product/category/skin-care?limit=5&offset=1000')).json().data;
    expect(beyond).toMatchObject({ products: [], total: expected.length });

    const dry = expected.filter((p) => p.attributes.skinConcerns.includes('dry') && p.attributes.forWhom.includes('men'));
    const filtered = (await get('/api/product/category/skin-care?skin-concerns=dry&for-whom=men')).json().data;
    expect(filtered.total).toBe(dry.length);
    expect(filtered.products.map((p: { slug: string }) => p.slug).sort()).toEqual(dry.map((p) => p.slug).sort());
  });

  it('pages /products by name in the database, filtering over the make-up and skin-care ranges', async () => {
    const catalog = createCatalogService(shop.database.db);
    const everything = await catalog.listAll();
    const page = await catalog.listProducts({ limit: 5, offset: 5 });
    expect(page.total).toBe(PRODUCTS.length);
    expect(page.products.map((p) => p.slug)).toEqual(everything.slice(5, 10).map((p) => p.slug));

    const inRanges = PRODUCTS.filter((p) => p.categories.includes('make-up') || p.categories.includes('skin-care'));
    const dry = inRanges.filter((p) => p.attributes.skinConcerns.includes('dry'));
    expect(dry.length).toBeGreaterThan(2);
    const filtered = await catalog.listProducts({ filters: { 'skin-concerns': ['dry'] }, limit: 2 });
    expect(filtered.total).toBe(dry.length);
    expect(filtered.products).toHaveLength(2);
    const byName = everything.filter((p) => dry.some((d) => d.slug === p.slug)).slice(0, 2);
    expect(filtered.products.map((p) => p.slug)).toEqual(byName.map((p) => p.slug));
  });

  it('searches names case-insensitively with a limit', async () => {
    const res = await get('/api/product/search?q=SERUM&limit=3');
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    const serums = PRODUCTS.filter((p) => p.name.toLowerCase().includes('serum'));
    expect(data).toHaveLength(Math.min(3, serums.length));
    for (const p of data) expect(p.name.toLowerCase()).toContain('serum');
    const none = (await get('/api/product/search?q=%25%25')).json();
    expect(none.data).toEqual([]);
  });

  it('returns the whole catalogue for live filtering', async () => {
    const { data } = (await get('/api/product/search/all')).json();
    expect(data).toHaveLength(PRODUCTS.length);
  });

  it.each([
    ['/api/product/search', 400, 'q: Invalid input: expected string, received undefined'],
    ['/api/product/search?q=', 400, 'q: Enter a search term'],
    ['/api/product/search?q=a&limit=1000', 400, 'limit: Too big: expected number to be <=50'],
    ['/api/product/search?q=a&evil=1', 400, 'Unrecognized key: "evil"'],
    ['/api/product/category/skin-care?limit=-1', 400, 'limit: Too small: expected number to be >=1'],
    ['/api/product/category/skin-care?for-whom=%3Cscript%3E', 400, 'for-whom.0: Invalid filter option'],
    ['/api/product/Bad%20Slug', 400, 'slug: Invalid slug'],
    ['/api/product/search?q=se%00rum', 400, 'q: contains characters we cannot store'],
    ['/api/no-such-endpoint', 404, 'Not found'],
  ])('rejects bad input %s with %i', async (url, status, message) => {
    const res = await get(url);
    expect(res.statusCode).toBe(status);
    // Input the route schemas refuse (400) also names each field's problem in `fields`.
    expect(res.json()).toEqual(status === 400 ? invalidBody(message) : { message });
  });

  it('serves a sitemap with every product and a robots.txt', async () => {
    const sitemap = await get('/sitemap.xml');
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.body).toContain('<loc>http://shop.test/product/radiance-vitamin-c-serum</loc>');
    expect(sitemap.body.match(/<url>/g)).toHaveLength(PRODUCTS.length + 14);
    const robots = await get('/robots.txt');
    expect(robots.body).toContain('Sitemap: http://shop.test/sitemap.xml');
  });
});
