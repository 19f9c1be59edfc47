import path from 'node:path';
import type { AuditRecorder } from './audit-port';
import { createAddressService } from './accounts/addresses';
import { createBagService } from './cart/service';
import { guestBagCookie } from './cart/guest-cookie';
import { bagReminderFigures } from './cart/figures';
import { includedTaxNames } from './tax/rules';
import { createAccountService } from './accounts/service';
import { createSessionStore } from './accounts/sessions';
import { sessionCookie } from './http/session-cookie';
import { createCatalogAdmin } from './catalog/admin';
import { createCatalogService } from './catalog/service';
import { CATALOG_READ_TAGS, tagsOfChange, type ProductChange } from './catalog/cache-tags';
import { createDiscountService } from './discounts/service';
import { createTaxSettings } from './tax/settings';
import type { Config } from './config';
import type { Db } from './db/client';
import { createMarketingLinks } from './newsletter/links';
import { createNewsletterService } from './newsletter/service';
import { createPrivacyService } from './privacy/service';
import { createRestockLinks } from './restock/links';
import { createRestockService } from './restock/service';
import { createDeliveryService } from './checkout/delivery';
import { createCheckoutService } from './checkout/service';
import { createStaffOrderService } from './checkout/staff-orders';
import { createFulfilmentService } from './checkout/fulfilment';
import { createStaffOrderQueries } from './checkout/staff-queries';
import { createDocumentService } from './tax/documents';
import { dashboardSales } from './checkout/staff-dashboard';
import { lastBackupAt } from './backup/record';
import { lowStock } from './catalog/staff-stock';
import { createStaffCustomerService } from './accounts/staff-customers';
import { createProviders } from './payments/providers';
import { createPaymentService } from './payments/service';
import { createInfluencerAdmin } from './influencers/back-office';
import { createInfluencerService } from './influencers/service';
import { createInfluencerPayouts } from './influencers/payouts';
import { createTransferRails } from './payments/transfer-rails';
import { createInbox } from './forms/inbox';
import { createFormsService } from './forms/service';
import { createMailer, type Mailer } from './mail/mailer';
import { createStorage, type Storage } from './storage';
import { createShopperReturns } from './returns/shopper';
import { createStaffReturns } from './returns/staff';
import { recordAudit as recordStaffAudit } from './staff/audit';
import { createStaffService } from './staff/service';
import { createReports } from './tax/report-service';
import { createReviewModeration } from './reviews/moderation';
import { createReviewService } from './reviews/service';
import { createMetrics, type ShopMetrics } from './metrics/registry';
import { createSealer } from './security/sealed';
import { loadSecretKeys } from './security/secret-key';
import { memoryRateLimiter, redisRateLimiter, withLocalFallback, type RateLimiter } from './security/rate-limit';
import { cachedCatalog, createCatalogCache, type CatalogCache } from './web/catalog-cache';
import { JOB } from './jobs/names';
import { createJobNudges } from './jobs/nudges';

export interface Infrastructure {
  mailer: Mailer;
  limiter: RateLimiter;
  storage: Storage;
  catalogCache: CatalogCache;
  /** This instance's figures for Prometheus (each instance counts and serves its own). */
  metrics: ShopMetrics;
}

/** Mail, rate limits and files as configured: SMTP or the outbox folder; Redis (this process while it is away) or this process; S3 or DATA_DIR; the catalogue cache. */
export function createInfrastructure(
  config: Config,
  log: { info: (m: string) => void; warn?: (obj: object, msg: string) => void; error: (e: unknown) => void },
): Infrastructure {
  const fallbackLog = {
    info: (m: string) => log.info(m),
    warn: (obj: object, msg: string) => (log.warn ? log.warn(obj, msg) : log.info(msg)),
  };
  const metrics = createMetrics();
  return {
    metrics,
    mailer: createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      outboxDir: path.join(config.dataDir, 'mail'),
      log: (m) => log.info(m),
    }),
    limiter: config.redisUrl ? withLocalFallback(redisRateLimiter(config.redisUrl), memoryRateLimiter(), fallbackLog) : memoryRateLimiter(),
    storage: createStorage(config),
    // Development renders every request: the code behind the pages changes as it is edited.
    // `CATALOG_CACHE=off` renders every response, from catalogue data still kept until it changes.
    catalogCache: createCatalogCache({
      enabled: config.catalogCache && config.env !== 'development',
      keepData: config.env !== 'development',
      redisUrl: config.redisUrl,
      log: (e) => log.error(e),
      onLookup: (key, hit) => metrics.cacheLookup(key.startsWith('page ') ? 'page' : 'api', hit),
    }),
  };
}

/** Back-office changes write their audit entry through this, in their own transaction. */
const recordAudit: AuditRecorder = (tx, entry) => recordStaffAudit(tx, entry);

/** The domain services, shared by the API routes and the page loaders. */
export function createServices(
  db: Db,
  config: Config,
  infra: Infrastructure,
  log: { error: (e: unknown) => void; warn?: (m: string) => void },
) {
  const secretKeys = loadSecretKeys(config, { warn: (m) => (log.warn ? log.warn(m) : log.error(m)) });
  const sealer = createSealer(secretKeys);
  const jobs = createJobNudges();
  const marketingLinks = createMarketingLinks(secretKeys, config.publicUrl, config.mailFrom);
  const newsletter = createNewsletterService({ db, publicUrl: config.publicUrl, links: marketingLinks });
  const restockLinks = createRestockLinks(secretKeys, config.publicUrl, config.mailFrom);
  const sessions = createSessionStore(db, sessionCookie(config.publicUrl));
  const addresses = createAddressService(db);
  const delivery = createDeliveryService(db);
  const providers = createProviders(db, config);
  const influencerPayouts = createInfluencerPayouts({
    db,
    rails: createTransferRails(config),
    sealer,
    recordAudit,
    publicUrl: config.publicUrl,
  });
  const discounts = createDiscountService({ db, recordAudit });
  // Every back-office change to products calls this after committing: the storefront forgets, on
  // every instance, the ready bytes that showed them (a stock flip also tells it through the database).
  // Stock may have moved: the stock mails look at once.
  const catalogChanged = async (change: ProductChange) => {
    jobs.nudge(JOB.lowStock);
    jobs.nudge(JOB.backInStock);
    await infra.catalogCache.invalidate(await tagsOfChange(db, change));
  };
  const checkout = createCheckoutService({
    db,
    delivery,
    addresses,
    discounts,
    publicUrl: config.publicUrl,
    providers,
    metrics: infra.metrics,
    log: (e) => log.error(e),
  });
  return {
    catalog: cachedCatalog(createCatalogService(db), infra.catalogCache, CATALOG_READ_TAGS),
    /** Call `catalogChanged` after any change to products (prices, stock, text, pictures, ratings). */
    catalogChanged,
    /** `catalogCache.invalidate()` forgets everything: after a change to categories or the whole catalogue. */
    catalogCache: infra.catalogCache,
    catalogAdmin: createCatalogAdmin({ db, recordAudit, catalogChanged }),
    discounts,
    taxSettings: createTaxSettings({ db, recordAudit, rulesChanged: async () => infra.catalogCache.invalidate() }),
    // Publishing, hiding, editing or deleting a published review changes the product's pages.
    reviews: createReviewService({ db, catalogChanged }),
    reviewModeration: createReviewModeration({ db, recordAudit, catalogChanged }),
    newsletter,
    /** Signed one-click unsubscribe links for marketing mail. */
    marketingLinks,
    /** Nudges the timed jobs after a cause has committed (see server/jobs/scheduler.ts). */
    jobs,
    /** "Tell me when it's back": the product page's requests and their unsubscribe. */
    restock: createRestockService({ db, links: restockLinks }),
    /** What `sendBackInStockMails` (restock/job.ts) needs: the shop's address and the mails' unsubscribe links. */
    backInStockSettings: { publicUrl: config.publicUrl, links: restockLinks },
    privacy: createPrivacyService({
      db,
      newsletter,
      storage: infra.storage,
      catalogChanged,
      stripeStatus: influencerPayouts.details.stripeStatus,
      log: (e) => log.error(e),
    }),
    forms: createFormsService({ db, storage: infra.storage, config, log: (e) => log.error(e) }),
    sessions,
    accounts: createAccountService({ db, sessions, publicUrl: config.publicUrl, newsletter }),
    addresses,
    /** The shopping bags kept by the server, and the cookie that names a guest's. */
    bags: createBagService(db),
    guestBagCookie: guestBagCookie(config.publicUrl),
    delivery,
    providers,
    influencers: createInfluencerService(db),
    staff: createStaffService(db, sealer),
    influencerAdmin: createInfluencerAdmin({ db, recordAudit }),
    inbox: createInbox({ db, storage: infra.storage, recordAudit }),
    checkout,
    payments: createPaymentService({ db, providers, checkout, transfers: influencerPayouts.sync.receiveWebhook }),
    /** Payouts through Paystack and Stripe: her payout details, approved batches, their webhooks and reconcile run. */
    influencerPayouts,
    staffOrders: createStaffOrderService({
      db,
      publicUrl: config.publicUrl,
      providerNamed: checkout.providerNamed,
      stopPayment: checkout.stopPayment,
      queueConfirmation: checkout.queueConfirmation,
      delivered: () => jobs.nudge(JOB.reviewInvites),
      log: (e) => log.error(e),
    }),
    fulfilment: createFulfilmentService({ db, publicUrl: config.publicUrl }),
    staffOrderQueries: createStaffOrderQueries(db),
    shopperReturns: createShopperReturns({ db, storage: infra.storage }),
    staffReturns: createStaffReturns({
      db,
      publicUrl: config.publicUrl,
      providerNamed: checkout.providerNamed,
      stockChanged: (productIds) => void catalogChanged({ products: productIds }).catch((e) => log.error(e)),
      log: (e) => log.error(e),
    }),
    staffCustomers: createStaffCustomerService(db),
    /** Invoices and credit notes as PDFs. */
    documents: createDocumentService(db),
    /** Which countries' prices include a tax, and its name: shown beside prices as "incl. VAT". */
    includedTax: () => includedTaxNames(db),
    /** Sales and tax reports for the accountant, the US nexus tracker. */
    reports: createReports(db),
    /** The back office's first page: sales, orders waiting, low stock, bags left and their reminders. */
    dashboard: async () => ({
      ...(await dashboardSales(db)),
      low_stock: await lowStock(db),
      bag_reminders: await bagReminderFigures(db, config.abandonedCartMs),
      last_backup: (await lastBackupAt(db))?.toISOString() ?? null,
    }),
  };
}

export type AppServices = ReturnType<typeof createServices>;
