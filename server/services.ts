import path from 'node:path';
import { createAddressService } from './accounts/addresses';
import { createAccountService } from './accounts/service';
import { createSessionStore } from './accounts/sessions';
import { createCatalogService } from './catalog/service';
import type { Config } from './config';
import type { Db } from './db/client';
import { createNewsletterService } from './forms/newsletter';
import { createMailer, type Mailer } from './mail/mailer';
import { memoryRateLimiter, redisRateLimiter, type RateLimiter } from './security/rate-limit';

export interface Infrastructure {
  mailer: Mailer;
  limiter: RateLimiter;
}

/** Mail and rate limits as configured: SMTP or the outbox folder; Redis or this process. */
export function createInfrastructure(config: Config, log: { info: (m: string) => void }): Infrastructure {
  return {
    mailer: createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir: path.join(config.dataDir, 'mail'), log: (m) => log.info(m) }),
    limiter: config.redisUrl ? redisRateLimiter(config.redisUrl) : memoryRateLimiter(),
  };
}

/** The domain services, shared by the API routes and the page loaders. */
export function createServices(db: Db, config: Config, infra: Infrastructure, log: { error: (e: unknown) => void }) {
  const sessions = createSessionStore(db);
  return {
    catalog: createCatalogService(db),
    newsletter: createNewsletterService(db),
    sessions,
    accounts: createAccountService({ db, sessions, mailer: infra.mailer, publicUrl: config.publicUrl, log: (e) => log.error(e) }),
    addresses: createAddressService(db),
  };
}

export type AppServices = ReturnType<typeof createServices>;
