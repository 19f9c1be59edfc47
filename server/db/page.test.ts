import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../catalog/schema';
import { PRODUCTS } from '../seed/catalog-data';
import { BACKENDS, createTestShop, type TestShop } from '../test/app';
import { countOf, pageOf, type PageWindow } from './page';

describe('a page of a list', () => {
  it('reads the window of its page and answers it with the exact count', async () => {
    const windows: PageWindow[] = [];
    const page = await pageOf(
      3,
      10,
      async (window) => {
        windows.push(window);
        return ['u', 'v'];
      },
      async (window) => {
        windows.push(window);
        return 22;
      },
    );
    expect(page).toEqual({ data: ['u', 'v'], page: 3, per_page: 10, total: 22 });
    expect(windows).toEqual([
      { limit: 10, offset: 20 },
      { limit: 10, offset: 20 },
    ]);
  });

  it('says so when the count stopped at its cap, and only then', async () => {
    const rows = async () => [1];
    expect(await pageOf(1, 50, rows, async () => ({ total: 250, capped: true }))).toEqual({
      data: [1],
      page: 1,
      per_page: 50,
      total: 250,
      total_capped: true,
    });
    expect(await pageOf(1, 50, rows, async () => ({ total: 7, capped: false }))).toEqual({ data: [1], page: 1, per_page: 50, total: 7 });
  });
});

describe.each(BACKENDS)('a count of rows on %s', (backend) => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop(backend);
  });
  afterAll(() => shop.close());

  it('counts the rows a filter matches, and all of them without one', async () => {
    const { db } = shop.database;
    expect(await countOf(db, products)).toBe(PRODUCTS.length);
    expect(await countOf(db, products, sql`${products.slug} = ${PRODUCTS[0]!.slug}`)).toBe(1);
    expect(await countOf(db, products, sql`false`)).toBe(0);
  });
});
