import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../catalog/schema';
import { PRODUCTS } from '../seed/catalog-data';
import { BACKENDS, createTestShop, type TestShop } from '../test/app';
import { countUpTo } from './count';

describe.each(BACKENDS)('a count up to a cap on %s', (backend) => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop(backend);
  });
  afterAll(() => shop.close());

  const onSale = () =>
    shop.database.db
      .select({ id: products.id })
      .from(products)
      .where(sql`${products.archivedAt} is null`)
      .$dynamic();

  it('is exact up to the cap and says "more" past it', async () => {
    const n = PRODUCTS.length;
    expect(await countUpTo(shop.database.db, onSale(), n)).toEqual({ total: n, capped: false });
    expect(await countUpTo(shop.database.db, onSale(), n + 50)).toEqual({ total: n, capped: false });
    expect(await countUpTo(shop.database.db, onSale(), n - 1)).toEqual({ total: n - 1, capped: true });
    expect(await countUpTo(shop.database.db, onSale(), 3)).toEqual({ total: 3, capped: true });
  });

  it('counts nothing as 0', async () => {
    const none = shop.database.db
      .select({ id: products.id })
      .from(products)
      .where(sql`false`)
      .$dynamic();
    expect(await countUpTo(shop.database.db, none, 10)).toEqual({ total: 0, capped: false });
  });
});
