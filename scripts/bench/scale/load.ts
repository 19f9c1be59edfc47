// The synthetic shop `npm run bench:scale` measures: the demo catalogue and accounts, then as many
// products, customers, orders (with their lines and ledger payments) reviews and audit entries as
// asked, made by the database itself (INSERT … SELECT over generate_series, one statement per
// batch), so the same code loads PostgreSQL and PGlite quickly.
import { count, sql } from 'drizzle-orm';
import { catalogIsEmpty, seedCatalog } from '../../../server/catalog/seed';
import type { Db } from '../../../server/db/client';
import { products } from '../../../server/db/schema';
import { CATEGORIES, PRODUCTS } from '../../../server/seed/catalog-data';
import { DEMO_ACCOUNTS, seedDemoAccounts } from '../../../server/seed/demo-accounts';
import { hashPassword } from '../../../server/security/passwords';

export interface ScaleSizes {
  products: number;
  customers: number;
  orders: number;
  reviews: number;
  auditEntries: number;
}

/** The shop `npm run bench:scale` measures. */
export const FULL_SIZE: ScaleSizes = { products: 10_000, customers: 50_000, orders: 200_000, reviews: 20_000, auditEntries: 20_000 };

/** Rows per statement: each batch is one INSERT … SELECT, small enough for PGlite's memory. */
const BATCH = 20_000;
/** Orders are spread over this many seconds before now (a year). */
const YEAR_SECONDS = 365 * 86_400;
/** Added products' slugs, customers' emails and orders' references start so; nothing else does. */
export const SCALE_PREFIX = 'scale';

/** An order of the past year: one in 20 cancelled, one in 20 abandoned, one in 100 paid and waiting, the rest completed (paid ones have a ledger payment). */
const STATUS = sql.raw(
  `case when g % 20 = 0 then 'cancelled' when g % 20 = 1 then 'abandoned' when g % 100 = 2 then 'processing' else 'completed' end`,
);

async function batches(total: number, run: (from: number, to: number) => Promise<unknown>) {
  for (let from = 1; from <= total; from += BATCH) await run(from, Math.min(total, from + BATCH - 1));
}

async function one(db: Db, query: ReturnType<typeof sql>): Promise<number> {
  const rows = (await db.execute(query)) as unknown as { rows?: Record<string, unknown>[] } | Record<string, unknown>[];
  const list = Array.isArray(rows) ? rows : (rows.rows ?? []);
  return Number(Object.values(list[0] ?? {})[0] ?? 0);
}

/**
 * Loads the synthetic shop into a migrated, empty database: the demo catalogue and accounts first
 * (as `npm start` seeds them), then `sizes` more of each. Products copy a demo product's texts,
 * pictures and categories; every customer shares one password hash (computed once).
 */
export async function loadScale(db: Db, sizes: ScaleSizes, options: { password?: string; log?: (line: string) => void } = {}) {
  const log = options.log ?? (() => {});
  if (await catalogIsEmpty(db)) await seedCatalog(db, { categories: CATEGORIES, products: PRODUCTS });
  await seedDemoAccounts(db);
  const [{ n: templates } = { n: 0 }] = await db.select({ n: count() }).from(products);
  const owner = await one(db, sql`select id from users where email = ${DEMO_ACCOUNTS.staff.email}`);
  const passwordHash = await hashPassword(options.password ?? 'Scale-Shopper-1');
  const firstProduct = (await one(db, sql`select coalesce(max(id), 0) from products`)) + 1;
  const firstCustomer = (await one(db, sql`select coalesce(max(id), 0) from users`)) + 1;
  const firstOrder = (await one(db, sql`select coalesce(max(id), 0) from orders`)) + 1;
  let started = performance.now();
  const done = (what: string) => {
    log(`  ${what} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    started = performance.now();
  };

  // Products: copies of the demo products (texts, pictures, categories), with their own names,
  // prices, stock, popularity and age. Ids are given so the later steps can compute them.
  await batches(sizes.products, (from, to) =>
    db.execute(sql`
      insert into products (id, slug, name, search_name, description, long_description, how_to_use, other_ingredients,
        price_ngn, price_usd, price_gbp, ng_discount_percent, stock_ng, stock_us, stock_gb, image, alt_image,
        for_whom, skin_concerns, benefits, skin_type, home_lists, popularity, created_at)
      select ${firstProduct} + g - 1, ${SCALE_PREFIX} || '-' || t.slug || '-' || g, t.name || ' No. ' || g, lower(t.name || ' no. ' || g),
        t.description, t.long_description, t.how_to_use, t.other_ingredients,
        t.price_ngn + (g % 50) * 100, t.price_usd + (g % 7) * 10, t.price_gbp + (g % 5) * 10,
        case when g % 25 = 0 then 10 else null end, case when g % 40 = 0 then 0 else 5 + g % 200 end, 5 + g % 90, 5 + g % 70,
        t.image, t.alt_image, t.for_whom, t.skin_concerns, t.benefits, t.skin_type, '{}', (g * 7919) % 100000,
        now() - ((g * 104729) % ${YEAR_SECONDS}) * interval '1 second'
      from generate_series(${from}::int, ${to}::int) g
      join (select p.*, row_number() over (order by p.id) - 1 as k from products p where p.id < ${firstProduct}) t
        on t.k = (g - 1) % ${templates}`),
  );
  await db.execute(sql`
    insert into product_categories (product_id, category_id)
    select p.id, pc.category_id
    from products p
    join (select id, row_number() over (order by id) - 1 as k from products where id < ${firstProduct}) t on t.k = (p.id - ${firstProduct}) % ${templates}
    join product_categories pc on pc.product_id = t.id
    where p.id >= ${firstProduct}`);
  await db.execute(sql`select setval(pg_get_serial_sequence('products', 'id'), (select max(id) from products))`);
  done(`${sizes.products} products`);

  // Customers: one shared password hash; some signed up with a friend's referral code.
  await batches(sizes.customers, (from, to) =>
    db.execute(sql`
      insert into users (id, email, password_hash, first_name, last_name, phone, referral_code, created_at, updated_at)
      select ${firstCustomer} + g - 1, ${SCALE_PREFIX} || '.shopper' || g || '@example.com', ${passwordHash},
        (array['Chioma','Tunde','Amara','Kemi','Bola','Ngozi','Emeka','Sade'])[1 + g % 8],
        (array['Okafor','Adeyemi','Bello','Eze','Smith','Johnson','Nwosu','Brown'])[1 + (g / 8) % 8],
        '+234 803 ' || lpad((g % 10000000)::text, 7, '0'), 'SCALE' || g,
        now() - ((g * 15485863::bigint) % ${YEAR_SECONDS}) * interval '1 second',
        now() - ((g * 15485863::bigint) % ${YEAR_SECONDS}) * interval '1 second'
      from generate_series(${from}::int, ${to}::int) g`),
  );
  await db.execute(sql`select setval(pg_get_serial_sequence('users', 'id'), (select max(id) from users))`);
  done(`${sizes.customers} customers`);

  // Orders over the past year, one to three lines each at the product's price in the order's
  // currency; totals are the lines' sum plus delivery, and every paid order has its ledger payment.
  // GB and NG prices include VAT (20 %, 7.5 %): each order carries its VAT as one rate, as the
  // sales report reads it; the US and the rest pay none.
  const RATE = sql`case o.country when 'GB' then 2000 when 'NG' then 750 else 0 end`;
  const VAT = sql`(((s.subtotal + o.delivery_minor)::bigint * ${RATE} * 2 + 10000 + ${RATE}) / (2 * (10000 + ${RATE})))::int`;
  await batches(sizes.orders, (from, to) =>
    db.execute(sql`
      insert into orders (id, order_number, user_id, idempotency_key, status, country, currency, subtotal_minor, delivery_minor,
        discount_minor, total_minor, is_pickup, delivery_method, address, payment_provider, payment_reference, paid_at, created_at)
      select ${firstOrder} + g - 1, 'SC' || lpad(g::text, 8, '0'), ${firstCustomer} + (g * 7) % ${sizes.customers}, ${SCALE_PREFIX} || '-' || g,
        ${STATUS}, c.country, c.currency, 0, c.delivery, 0, 0, c.pickup, c.method,
        jsonb_build_object('state', 'Lagos', 'city', 'Ikeja', 'address', g || ' Allen Avenue', 'phone', '+234 803 555 0000'),
        c.provider, ${SCALE_PREFIX} || '-ref-' || g,
        case when g % 20 >= 2 then created + interval '2 minutes' end, created
      from generate_series(${from}::int, ${to}::int) g
      cross join lateral (select now() - ((g * 104729::bigint) % ${YEAR_SECONDS}) * interval '1 second' as created) t
      join (values (0, 'NG', 'NGN', 0, true, 'Pickup', 'paystack'), (1, 'GB', 'GBP', 499, false, 'Standard', 'stripe'),
                   (2, 'US', 'USD', 899, false, 'Standard', 'stripe'))
        as c(k, country, currency, delivery, pickup, method, provider) on c.k = g % 3`),
  );
  await batches(sizes.orders, (from, to) =>
    db.execute(sql`
      insert into order_items (order_id, product_id, name, image, unit_minor, original_minor, quantity)
      select o.id, p.id, p.name, p.image, u.price, u.price, 1 + (o.id + n) % 3
      from orders o
      cross join lateral generate_series(1, 1 + o.id % 3) n
      join products p on p.id = ${firstProduct} + ((o.id * 31 + n * 977) % ${sizes.products})
      cross join lateral (select case o.currency when 'NGN' then p.price_ngn when 'GBP' then p.price_gbp else p.price_usd end as price) u
      where o.id between ${firstOrder + from - 1} and ${firstOrder + to - 1}`),
  );
  await batches(sizes.orders, (from, to) =>
    db.execute(sql`
      update orders o set subtotal_minor = s.subtotal, total_minor = s.subtotal + o.delivery_minor,
        tax_minor = ${VAT}, tax_by_rate = case when o.country in ('GB', 'NG') then jsonb_build_array(jsonb_build_object('rateBp', ${RATE},
          'exempt', false, 'netMinor', s.subtotal + o.delivery_minor - ${VAT}, 'taxMinor', ${VAT})) else '[]'::jsonb end
      from (select order_id, sum(unit_minor * quantity)::int as subtotal from order_items
            where order_id between ${firstOrder + from - 1} and ${firstOrder + to - 1} group by order_id) s
      where o.id = s.order_id`),
  );
  await batches(sizes.orders, (from, to) =>
    db.execute(sql`
      insert into payment_ledger (order_id, kind, amount_minor, currency, provider, provider_ref, at)
      select id, 'payment', total_minor, currency, payment_provider, payment_reference, paid_at
      from orders where id between ${firstOrder + from - 1} and ${firstOrder + to - 1} and paid_at is not null`),
  );
  await db.execute(sql`select setval(pg_get_serial_sequence('orders', 'id'), (select max(id) from orders))`);
  done(`${sizes.orders} orders with their lines and payments`);

  // Reviews by distinct customers of added products, nine in ten published; the ratings follow.
  await db.execute(sql`
    insert into reviews (product_id, user_id, stars, title, body, status, created_at, updated_at, published_at)
    select ${firstProduct} + (g * 31) % ${sizes.products}, ${firstCustomer} + (g - 1) % ${sizes.customers}, 1 + (g * 7) % 5,
      'Review ' || g, 'Lovely texture, it lasted all day. Would buy again.', case when g % 10 = 0 then 'pending' else 'published' end,
      t.at, t.at, case when g % 10 = 0 then null else t.at end
    from generate_series(1, ${sizes.reviews}::int) g
    cross join lateral (select now() - ((g * 104729::bigint) % ${YEAR_SECONDS}) * interval '1 second' as at) t`);
  await db.execute(sql`
    insert into product_ratings (product_id, review_count, star_sum, stars_1, stars_2, stars_3, stars_4, stars_5)
    select product_id, count(*), sum(stars), count(*) filter (where stars = 1), count(*) filter (where stars = 2),
      count(*) filter (where stars = 3), count(*) filter (where stars = 4), count(*) filter (where stars = 5)
    from reviews where status = 'published' and product_id >= ${firstProduct} group by product_id`);
  done(`${sizes.reviews} reviews`);

  // The owner's past work in the audit log.
  await db.execute(sql`
    insert into audit_log (staff_id, ip, action, target_type, target_id, before, after, created_at)
    select ${owner}, '127.0.0.1', (array['order.complete','product.stock','product.update','review.publish'])[1 + g % 4],
      (array['order','product','product','review'])[1 + g % 4], (1 + g % 1000)::text, null, jsonb_build_object('n', g),
      now() - ((g * 104729::bigint) % ${YEAR_SECONDS}) * interval '1 second'
    from generate_series(1, ${sizes.auditEntries}::int) g`);
  done(`${sizes.auditEntries} audit entries`);
  // As autovacuum would have left a shop of this age: statistics fresh, pages marked all-visible.
  await db.execute(sql`vacuum analyze`);
}
