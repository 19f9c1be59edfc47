import path from 'node:path';
import { createAddressService } from './accounts/addresses';
import { createAccountService } from './accounts/service';
import { createSessionStore } from './accounts/sessions';
import { createCatalogService } from './catalog/service';
import type { Config } from './config';
import type { Db } from './db/client';
import { createNewsletterService } from './forms/newsletter';
import { createDeliveryService } from './checkout/delivery';
import { createCheckoutService } from './checkout/service';
import { createProviders } from './payments/providers';
import { createInfluencerService } from './influencers/service';
import { createFormsService } from './forms/service';
import { createMailer, type Mailer } from './mail/mailer';
import { createStorage, type Storage } from './storage';
import { createStaffService } from './staff/service';
import { memoryRateLimiter, redisRateLimiter, withLocalFallback, type RateLimiter } from './security/rate-limit';
import { cachedCatalog, createCatalogCache, type CatalogCache } from './web/catalog-cache';

export interface Infrastructure {
  mailer: Mailer;
  limiter: RateLimiter;
  storage: Storage;
  catalogCache: CatalogCache;
}

/** Mail, rate limits and files as configured: SMTP or the outbox folder; Redis (this process while it is away) or this process; S3 or DATA_DIR; the catalogue cache. */
export function createInfrastructure(config: Config, log: { info: (m: string) => void; warn?: (obj: object, msg: string) => void; error: (e: unknown) => void }): Infrastructure {
  const fallbackLog = { info: (m: string) => log.info(m), warn: (obj: object, msg: string) => (log.warn ? log.warn(obj, msg) : log.info(msg)) };
  return {
    mailer: createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir: path.join(config.dataDir, 'mail'), log: (m) => log.info(m) }),
    limiter: config.redisUrl ? withLocalFallback(redisRateLimiter(config.redisUrl), memoryRateLimiter(), fallbackLog) : memoryRateLimiter(),
    storage: createStorage(config),
    // Development renders every request: the code behind the pages changes as it is edited.
    catalogCache: createCatalogCache({ enabled: config.catalogCache && config.env !== 'development', redisUrl: config.redisUrl, log: (e) => log.error(e) }),
  };
}

/** The domain services, shared by the API routes and the page loaders. */
export function createServices(db: Db, config: Config, infra: Infrastructure, log: { error: (e: unknown) => void }) {
  const sessions = createSessionStore(db);
  const addresses = createAddressService(db);
  const delivery = createDeliveryService(db);
  const providers = createProviders(db, config);
  return {
    catalog: cachedCatalog(createCatalogService(db), infra.catalogCache),
    /** Call `catalogCache.invalidate()` after any change to products, prices, stock or categories. */
    catalogCache: infra.catalogCache,
    newsletter: createNewsletterService(db),
    forms: createFormsService({ db, storage: infra.storage, config, log: (e) => log.error(e) }),
    sessions,
    accounts: createAccountService({ db, sessions, publicUrl: config.publicUrl }),
    addresses,
    delivery,
    providers,
    influencers: createInfluencerService(db),
    staff: createStaffService(db),
    checkout: createCheckoutService({ db, delivery, addresses, publicUrl: config.publicUrl, providers, log: (e) => log.error(e) }),
  };
}

export type AppServices = ReturnType<typeof createServices>;
