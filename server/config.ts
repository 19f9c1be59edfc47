import path from 'node:path';
import { z } from 'zod';

/** Every environment variable the server reads, with its default. Listed in .env.example. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).default('http://localhost:3000'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Name of a header set by a trusted CDN with the visitor's country, e.g. CF-IPCountry. */
  COUNTRY_HEADER: z.string().regex(/^[A-Za-z0-9-]+$/).optional(),
  /** Number of proxies in front of the app whose X-Forwarded-For may be trusted. */
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().min(3).default('Zaron <hello@zaron.test>'),
  /** Where the shop's own notifications (applications, bookings) go. */
  SHOP_EMAIL: z.email().default('shop@zaron.test'),
  /** Attempts per client address per minute on sign-in, sign-up and password recovery. */
  AUTH_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(10),
  PAYSTACK_SECRET_KEY: z.string().regex(/^sk_(test|live)_\w+$/, 'must look like sk_test_… or sk_live_…').optional(),
  PAYSTACK_BASE_URL: z.url({ protocol: /^https?$/ }).default('https://api.paystack.co'),
  STRIPE_SECRET_KEY: z.string().regex(/^sk_(test|live)_\w+$/, 'must look like sk_test_… or sk_live_…').optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().regex(/^pk_(test|live)_\w+$/, 'must look like pk_test_… or pk_live_…').optional(),
  STRIPE_WEBHOOK_SECRET: z.string().regex(/^whsec_\w+$/, 'must look like whsec_…').optional(),
  /** Another Stripe API address (a local test server); the official one when unset. */
  STRIPE_API_URL: z.url({ protocol: /^https?$/ }).optional(),
  SEED_DEMO_DATA: z.enum(['auto', 'true', 'false']).default('auto'),
  /** Ready bytes for catalogue pages and API answers; `off` renders every request (for measuring). */
  CATALOG_CACHE: z.enum(['on', 'off']).default('on'),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  logLevel: string;
  countryHeader: string | undefined;
  trustProxyHops: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  shopEmail: string;
  authRateLimit: number;
  paystack: { secretKey: string; baseUrl: string } | null;
  stripe: { secretKey: string; publishableKey: string; webhookSecret: string; apiUrl: string | undefined } | null;
  /** Demo data is seeded on an empty embedded database unless told otherwise. */
  seedDemoData: boolean;
  catalogCache: boolean;
};

export class ConfigError extends Error {}

/** Reads and validates the environment once; a bad value stops start-up with a message naming it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const blankAsUnset = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const parsed = envSchema.safeParse(blankAsUnset);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) => `  ${issue.path.join('.')}: ${issue.message} (got ${JSON.stringify(env[String(issue.path[0])])})`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.STRIPE_SECRET_KEY && (!e.STRIPE_PUBLISHABLE_KEY || !e.STRIPE_WEBHOOK_SECRET)) {
    throw new ConfigError('Invalid configuration:\n  STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET are required when STRIPE_SECRET_KEY is set');
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl: e.PUBLIC_URL.replace(/\/+$/, ''),
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    logLevel: e.LOG_LEVEL,
    countryHeader: e.COUNTRY_HEADER?.toLowerCase(),
    trustProxyHops: e.TRUST_PROXY_HOPS,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    shopEmail: e.SHOP_EMAIL,
    authRateLimit: e.AUTH_RATE_LIMIT,
    paystack: e.PAYSTACK_SECRET_KEY ? { secretKey: e.PAYSTACK_SECRET_KEY, baseUrl: e.PAYSTACK_BASE_URL.replace(/\/+$/, '') } : null,
    stripe: e.STRIPE_SECRET_KEY
      ? { secretKey: e.STRIPE_SECRET_KEY, publishableKey: e.STRIPE_PUBLISHABLE_KEY!, webhookSecret: e.STRIPE_WEBHOOK_SECRET!, apiUrl: e.STRIPE_API_URL }
      : null,
    seedDemoData: e.SEED_DEMO_DATA === 'auto' ? !e.DATABASE_URL : e.SEED_DEMO_DATA === 'true',
    catalogCache: e.CATALOG_CACHE === 'on',
  };
}
