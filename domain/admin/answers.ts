import { z } from 'zod';
import { dataAnswer, pageAnswer, savedAnswer, shapeOf } from '../answers';
import { orderDocumentsSchema } from '../tax/documents';
import { SHIPPING_COUNTRIES } from '../country';
import { orderStatusSchema } from '../orders';
import type { AuditEntry } from './audit';
import { STAFF_ROLE_NAMES } from './roles';
import type { StaffMemberView } from './staff';
import type { AdminCustomer, AdminCustomerRow } from './customers';
import type { CurrencyAmount, Dashboard } from './dashboard';
import type { ShopCodeView } from './discounts';
import type { InboxItem } from './inbox';
import { INBOX_STATUSES } from './inbox';
import type { CurrencyBalance, InfluencerDetail, InfluencerRow, LedgerLine } from './influencers';
import type { AdminOrder, AdminOrderRow, TimelineEntry } from './orders';
import type { BulkShipReport } from '../fulfilment/bulk';
import { STOCK_COUNTRIES, type AdminProduct, type AdminProductRow, type ProductChoice } from './products';
import { TAX_CLASSES } from '../tax/tax';
import type { LowStockLine } from './low-stock';
import type { TwoFactorConfirmed, TwoFactorSetup, TwoFactorStatus } from './two-factor';

// The back office's answers (`/api/admin/…`), each checked against the type its pages use.

const id = z.number().int();
const currency = z.enum(['NGN', 'GBP', 'USD']);
const stockLevels = z.object({ NG: z.number().int(), GB: z.number().int(), US: z.number().int() });

// Two-factor sign-in.
export const twoFactorStatus = shapeOf<TwoFactorStatus>()(z.object({ enrolled: z.boolean(), verified: z.boolean() }));
export const twoFactorSetup = shapeOf<TwoFactorSetup>()(z.object({ secret: z.string(), otpauth_url: z.string(), qr_svg: z.string() }));
export const twoFactorConfirmed = shapeOf<TwoFactorConfirmed>()(z.object({ recovery_codes: z.array(z.string()) }));
export const twoFactorVerified = z.object({ verified: z.literal(true), recovery_codes_left: z.number().int() });

// Staff and the audit log.
const staffMember = shapeOf<StaffMemberView>()(
  z.object({
    id,
    name: z.string(),
    email: z.string(),
    role: z.enum(STAFF_ROLE_NAMES),
    two_factor: z.boolean(),
    added_at: z.string().nullable(),
  }),
);
export const staffAnswer = dataAnswer(z.array(staffMember));
/** POST /api/admin/staff (201) and /api/admin/staff/:id: the member as now listed. */
export const staffSavedAnswer = savedAnswer(staffMember);
const auditEntry = shapeOf<AuditEntry>()(
  z.object({
    id,
    created_at: z.string(),
    staff: z.object({ id, name: z.string(), email: z.string() }),
    ip: z.string(),
    action: z.string(),
    target_type: z.string(),
    target_id: z.string(),
    before: z.unknown(),
    after: z.unknown(),
  }),
);
export const auditAnswer = pageAnswer(auditEntry);
export const auditActionsAnswer = dataAnswer(z.array(z.string()));

// The dashboard.
const currencyAmount = shapeOf<CurrencyAmount>()(z.object({ currency: z.string(), minor: z.number().int(), text: z.string() }));
export const dashboardAnswer = shapeOf<Dashboard>()(
  z.object({
    sales: z.object({ today: z.array(currencyAmount), week: z.array(currencyAmount), month: z.array(currencyAmount) }),
    chart: z.array(z.object({ currency: z.string(), days: z.array(z.object({ date: z.string(), minor: z.number().int() })) })),
    waiting: z.object({
      count: z.number().int(),
      oldest: z.array(z.object({ order_number: z.string(), paid_at: z.string(), total: z.string() })),
    }),
    low_stock: z.array(z.object({ id, name: z.string(), slug: z.string(), stock: stockLevels, threshold: stockLevels })),
    bag_reminders: z.object({
      days: z.number().int(),
      idle_hours: z.number(),
      rows: z.array(
        z.object({
          currency: z.string(),
          bags_left: z.number().int(),
          reminders_sent: z.number().int(),
          orders_recovered: z.number().int(),
          revenue_recovered: currencyAmount,
        }),
      ),
    }),
    last_backup: z.string().nullable(),
  }),
);

// Orders.
const adminOrderRow = shapeOf<AdminOrderRow>()(
  z.object({
    order_number: z.string(),
    created_at: z.string(),
    customer: z.object({ id, name: z.string(), email: z.string() }),
    country: z.enum(SHIPPING_COUNTRIES),
    currency: z.string(),
    total_minor: z.number().int(),
    total: z.string(),
    status: orderStatusSchema,
  }),
);
const timelineEntry = shapeOf<TimelineEntry>()(
  z.object({
    at: z.string(),
    kind: z.enum(['status', 'return', 'action']),
    from: orderStatusSchema.nullable(),
    to: orderStatusSchema.nullable(),
    title: z.string(),
    by: z.string(),
    note: z.string().nullable(),
  }),
);
export const adminOrdersAnswer = pageAnswer(adminOrderRow);
export const adminOrderAnswer = shapeOf<AdminOrder>()(
  adminOrderRow.extend({
    lines: z.array(z.object({ name: z.string(), quantity: z.number().int(), unit: z.string(), total: z.string() })),
    subtotal: z.string(),
    delivery: z.string(),
    discount: z.string(),
    discount_code: z.string().nullable(),
    influencer: z.string().nullable(),
    tax: z.array(z.object({ label: z.string(), amount: z.string(), added: z.boolean() })),
    is_pickup: z.boolean(),
    delivery_method: z.string(),
    address: z.record(z.string(), z.string()),
    payment: z.object({
      provider: z.string(),
      reference: z.string(),
      provider_id: z.string().nullable(),
      paid_at: z.string().nullable(),
      held: z.string(),
      refunded_minor: z.number().int(),
    }),
    refund: z.object({ status: z.string(), amount: z.string(), requested_at: z.string(), completed_at: z.string().nullable() }).nullable(),
    review_reason: z.string().nullable(),
    tracking: z.object({ carrier: z.string(), carrier_id: z.string(), number: z.string(), url: z.string().nullable() }).nullable(),
    carriers: z.array(z.object({ id: z.string(), name: z.string() })),
    actions: z.object({
      complete: z.boolean(),
      cancel: z.boolean(),
      refund: z.boolean(),
      accept: z.boolean(),
      ship: z.boolean(),
      ready_for_pickup: z.boolean(),
      correct_tracking: z.boolean(),
    }),
    timeline: z.array(timelineEntry),
    documents: orderDocumentsSchema,
  }),
);

export const bulkShipAnswer = shapeOf<BulkShipReport>()(
  z.object({
    applied: z.number().int(),
    refused: z.number().int(),
    lines: z.array(
      z.object({
        line: z.number().int(),
        order_number: z.string().nullable(),
        result: z.enum(['applied', 'refused']),
        reason: z.string().nullable(),
      }),
    ),
  }),
);

// Customers.
const adminCustomerRow = shapeOf<AdminCustomerRow>()(
  z.object({
    id,
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    role: z.string(),
    created_at: z.string(),
    erased_at: z.string().nullable(),
  }),
);
export const adminCustomersAnswer = pageAnswer(adminCustomerRow);
export const adminCustomerAnswer = shapeOf<AdminCustomer>()(
  adminCustomerRow.extend({
    addresses: z.array(
      z.object({
        id,
        country: z.string(),
        state: z.string(),
        city: z.string(),
        address: z.string(),
        landmark: z.string(),
        zip_code: z.string(),
        phone: z.string(),
        is_default: z.boolean(),
      }),
    ),
    active_sessions: z.number().int(),
    orders: z.array(adminOrderRow),
  }),
);
export const sessionsEndedAnswer = z.object({ ended: z.number().int() });

// Products.
const adminProductRow = shapeOf<AdminProductRow>()(
  z.object({ id, name: z.string(), slug: z.string(), image: z.string(), stock: stockLevels, waiting: stockLevels, archived: z.boolean() }),
);
export const adminProductsAnswer = pageAnswer(adminProductRow);
export const productChoicesAnswer = dataAnswer(z.array(shapeOf<ProductChoice>()(z.object({ id, name: z.string() }))));
export const adminProductAnswer = dataAnswer(
  shapeOf<AdminProduct>()(
    z.object({
      id,
      name: z.string(),
      slug: z.string(),
      description: z.string(),
      long_description: z.string(),
      how_to_use: z.string(),
      active_ingredients: z.array(z.object({ name: z.string(), description: z.string() })),
      other_ingredients: z.string(),
      categories: z.array(z.string()),
      for_whom: z.array(z.string()),
      skin_concerns: z.array(z.string()),
      benefits: z.array(z.string()),
      skin_type: z.array(z.string()),
      prices: z.object({ NGN: z.number(), GBP: z.number(), USD: z.number() }),
      ng_discount_percent: z.number().int().nullable(),
      related: z.array(id),
      image: z.string(),
      alt_image: z.string(),
      tax_class: z.enum(TAX_CLASSES),
      stock: stockLevels,
      low_stock: stockLevels,
      waiting: stockLevels,
      archived: z.boolean(),
      history: z.array(
        z.object({
          id,
          country: z.enum(STOCK_COUNTRIES),
          reason: z.string(),
          delta: z.number().int(),
          quantity_after: z.number().int(),
          note: z.string(),
          created_at: z.string(),
        }),
      ),
    }),
  ),
);
export const productCategoriesAnswer = dataAnswer(z.array(z.object({ slug: z.string(), name: z.string(), parent_id: id.nullable(), id })));
export const productSavedAnswer = savedAnswer(z.object({ id, slug: z.string() }));
export const productArchivedAnswer = savedAnswer(z.object({ id, archived: z.boolean() }));
export const stockSavedAnswer = savedAnswer(z.object({ country: z.enum(STOCK_COUNTRIES), quantity: z.number().int(), adjustment_id: id }));
export const lowStockSavedAnswer = savedAnswer(stockLevels);
export const lowStockListAnswer = dataAnswer(
  z.array(
    shapeOf<LowStockLine>()(
      z.object({
        id,
        name: z.string(),
        slug: z.string(),
        country: z.enum(STOCK_COUNTRIES),
        stock: z.number().int(),
        threshold: z.number().int(),
      }),
    ),
  ),
);
export const productImageAnswer = dataAnswer(z.object({ image: z.string(), url: z.string() }));

// Shop discount codes.
const shopCode = shapeOf<ShopCodeView>()(
  z.object({
    id,
    code: z.string(),
    percent: z.number().int(),
    starts_on: z.string().nullable(),
    ends_on: z.string().nullable(),
    usage_limit: z.number().int().nullable(),
    per_customer_limit: z.number().int().nullable(),
    countries: z.array(z.string()),
    uses: z.number().int(),
    archived: z.boolean(),
  }),
);
export const shopCodesAnswer = dataAnswer(z.array(shopCode));
export const shopCodeSavedAnswer = savedAnswer(shopCode);

// Influencers and payouts.
export const currencyBalance = shapeOf<CurrencyBalance>()(
  z.object({ currency, available: z.number(), total_earned: z.number(), paid_out: z.number() }),
);
const influencerRow = shapeOf<InfluencerRow>()(
  z.object({ id, name: z.string(), email: z.string(), code: z.string().nullable(), balances: z.array(currencyBalance) }),
);
const ledgerLine = shapeOf<LedgerLine>()(
  z.object({ kind: z.enum(['commission', 'payout']), created_at: z.string(), amount: z.number(), currency, label: z.string() }),
);
export const influencersAnswer = dataAnswer(z.array(influencerRow));
export const influencerAnswer = dataAnswer(
  shapeOf<InfluencerDetail>()(
    influencerRow.extend({
      orders: z.array(
        z.object({
          order_number: z.string(),
          created_at: z.string(),
          status: z.string(),
          total: z.number(),
          currency: z.string(),
          customer: z.string(),
        }),
      ),
      ledger: z.array(ledgerLine),
    }),
  ),
);
export const influencerAddedAnswer = savedAnswer(z.object({ id, code: z.string() }));
export const payoutAnswer = savedAnswer(z.object({ id, currency, amount: z.number(), available: z.number() }));

// The forms inbox.
const inboxItem = shapeOf<InboxItem>()(
  z.object({
    id,
    created_at: z.string(),
    status: z.enum(INBOX_STATUSES),
    note: z.string(),
    title: z.string(),
    email: z.string(),
    fields: z.array(z.object({ label: z.string(), value: z.string() })),
    photos: z.array(z.object({ label: z.string(), url: z.string() })).optional(),
  }),
);
export const inboxAnswer = dataAnswer(z.array(inboxItem));
export const inboxSavedAnswer = savedAnswer(inboxItem);
