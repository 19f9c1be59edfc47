import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminProduct } from '../../domain/admin/products';
import { auditLog } from '../staff/schema';
import { BACKENDS, createTestShop, type TestShop } from '../test/app';
import { newStaff, type TestStaff } from '../test/staff';
import { products } from './schema';

/** The edit form's body for a stored product, as the back office sends it back. */
const formOf = ({
  id: _id,
  stock: _stock,
  waiting: _waiting,
  low_stock: _lowStock,
  archived: _archived,
  history: _history,
  ...fields
}: AdminProduct) => fields;

describe.each(BACKENDS)("a product's tax class on %s", (backend) => {
  let shop: TestShop;
  let catalogue: TestStaff;
  let product: AdminProduct;
  beforeAll(async () => {
    shop = await createTestShop(backend, { AUTH_RATE_LIMIT: '10000' });
    catalogue = await newStaff(shop, 'Cataloguer', 'catalogue');
    const [row] = await shop.database.db.select({ id: products.id }).from(products).where(eq(products.slug, 'radiance-vitamin-c-serum'));
    product = (await catalogue.get(`/api/admin/products/${row!.id}`)).json().data;
  });
  afterAll(() => shop.close());

  const stored = async () =>
    (await shop.database.db.select({ c: products.taxClass }).from(products).where(eq(products.id, product.id)))[0]!.c;
  const save = (body: unknown) => catalogue.post(`/api/admin/products/${product.id}`, body);

  it('is set by catalogue staff on the product form, shown when the product is opened, and audited', async () => {
    expect(product.tax_class).toBe('standard');
    const res = await save({ ...formOf(product), tax_class: 'zero' });
    expect([res.statusCode, res.json().message]).toEqual([200, 'Product saved']);
    expect(await stored()).toBe('zero');
    expect((await catalogue.get(`/api/admin/products/${product.id}`)).json().data.tax_class).toBe('zero');
    const [entry] = await shop.database.db
      .select({ before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'product.update'), eq(auditLog.targetId, String(product.id))))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect([(entry!.before as AdminProduct).tax_class, (entry!.after as AdminProduct).tax_class]).toEqual(['standard', 'zero']);
  });

  it('stays as it was when a save leaves it out, and refuses an unknown class', async () => {
    await save({ ...formOf(product), tax_class: 'exempt' });
    const { tax_class: _class, ...withoutClass } = formOf(product);
    expect((await save(withoutClass)).statusCode).toBe(200);
    expect(await stored()).toBe('exempt');
    const bad = await save({ ...formOf(product), tax_class: 'reduced' });
    expect([bad.statusCode, bad.json()]).toEqual([
      400,
      {
        message: 'tax_class: Choose Standard rate, Zero-rated or Exempt',
        fields: { tax_class: 'Choose Standard rate, Zero-rated or Exempt' },
      },
    ]);
    expect(await stored()).toBe('exempt');
  });
});
