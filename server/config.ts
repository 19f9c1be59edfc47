import path from 'node:path';
import { z } from 'zod';
import { parseSecretKey, type SecretKeys } from './security/sealed';
import type { S3Settings } from './storage/s3';

const SECRET_NAMES = new Set(['SECRET_KEY', 'SECRET_KEY_PREVIOUS']);
const KEY_FORMAT = 'must be 32 random bytes as 64 hex characters or base64 (e.g. openssl rand -hex 32)';

/** Every environment variable the server reads, with its default. Listed in .env.example. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  /** Unset: this machine at PORT, so a shop started on another port still accepts its own pages' writes. */
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** `true` writes each log line before the request goes on (slower); by default lines are written in the background. */
  LOG_SYNC: z.enum(['true', 'false']).default('false'),
  /** Name of a header set by a trusted CDN with the visitor's country, e.g. CF-IPCountry. */
  COUNTRY_HEADER: z
    .string()
    .regex(/^[A-Za-z0-9-]+$/)
    .optional(),
  /** Number of proxies in front of the app whose X-Forwarded-For may be trusted. */
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().min(3).default('Zaron <hello@zaron.test>'),
  /** Where the shop's own notifications (applications, bookings) go. */
  SHOP_EMAIL: z.email().default('shop@zaron.test'),
  /** Attempts per client address per minute on sign-in, sign-up and password recovery. */
  AUTH_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(10),
  /** Two-factor code attempts per staff account in five minutes, right or wrong. */
  TWO_FACTOR_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(5),
  PAYSTACK_SECRET_KEY: z
    .string()
    .regex(/^sk_(test|live)_\w+$/, 'must look like sk_test_… or sk_live_…')
    .optional(),
  PAYSTACK_BASE_URL: z.url({ protocol: /^https?$/ }).default('https://api.paystack.co'),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^sk_(test|live)_\w+$/, 'must look like sk_test_… or sk_live_…')
    .optional(),
  STRIPE_PUBLISHABLE_KEY: z
    .string()
    .regex(/^pk_(test|live)_\w+$/, 'must look like pk_test_… or pk_live_…')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\w+$/, 'must look like whsec_…')
    .optional(),
  /** Another Stripe API address (a local test server); the official one when unset. */
  STRIPE_API_URL: z.url({ protocol: /^https?$/ }).optional(),
  SEED_DEMO_DATA: z.enum(['auto', 'true', 'false']).default('auto'),
  /** Scale mode (DATABASE_URL) takes real money unless this says test mode is meant. */
  PAYMENTS_TEST_MODE: z.enum(['true', 'false']).default('false'),
  /** S3-compatible object storage for pictures and uploads; unset: the DATA_DIR folders. */
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name: 3 to 63 lowercase letters, digits, dots or dashes')
    .optional(),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]+$/, 'must look like us-east-1')
    .default('us-east-1'),
  /** Another S3-compatible service (MinIO, R2, s3rver…); AWS when unset. */
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Bucket in the path (http://host/bucket/key), as most S3-compatible servers need. */
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('false'),
  /** Seconds a stopping instance keeps answering (with /readyz 503) before it closes its port. */
  SHUTDOWN_DELAY_SECONDS: z.coerce.number().min(0).max(60).default(0),
  /** Ready bytes for catalogue pages and API answers; `off` renders every request (for measuring). */
  CATALOG_CACHE: z.enum(['on', 'off']).default('on'),
  /** Hours after an order is delivered before its customer is invited to review it; 0 invites at delivery. */
  REVIEW_INVITE_DELAY_HOURS: z.coerce
    .number()
    .min(0)
    .max(24 * 90)
    .default(168),
  /** Hours a customer's bag with products must stay untouched before she is reminded of it; 0 reminds at the next run. */
  ABANDONED_CART_HOURS: z.coerce
    .number()
    .min(0)
    .max(24 * 30)
    .default(4),
  /** Bearer token that may read GET /metrics; unset: /metrics is not served on the shop's port. */
  METRICS_TOKEN: z
    .string()
    .regex(/^[A-Za-z0-9._~+/=-]{32,256}$/, 'must be 32 to 256 letters, digits or ._~+/=- (e.g. openssl rand -hex 32)')
    .optional(),
  /** A port of its own for GET /metrics (no token), bound to 127.0.0.1; unset: none. */
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  /** Key sealing secrets at rest (staff two-factor): 32 random bytes as 64 hex characters or base64. */
  SECRET_KEY: z
    .string()
    .refine((v) => parseSecretKey(v) !== null, KEY_FORMAT)
    .optional(),
  /** The key before the last rotation: still opens what it sealed until `npm run staff -- rotate-key`. */
  SECRET_KEY_PREVIOUS: z
    .string()
    .refine((v) => parseSecretKey(v) !== null, KEY_FORMAT)
    .optional(),
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
  /** Log lines written synchronously (LOG_SYNC=true) rather than in the background. */
  logSync: boolean;
  countryHeader: string | undefined;
  trustProxyHops: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  shopEmail: string;
  authRateLimit: number;
  twoFactorRateLimit: number;
  paystack: { secretKey: string; baseUrl: string } | null;
  stripe: { secretKey: string; publishableKey: string; webhookSecret: string; apiUrl: string | undefined } | null;
  /** Demo data is seeded on an empty embedded database unless told otherwise. */
  seedDemoData: boolean;
  s3: S3Settings | null;
  /** Time the load balancer gets to notice /readyz saying 503 before the port closes on SIGTERM. */
  shutdownDelayMs: number;
  catalogCache: boolean;
  /** How long after delivery the review invitation goes out. */
  reviewInviteDelayMs: number;
  /** How long a customer's bag stays untouched before the reminder of it goes out. */
  abandonedCartMs: number;
  metrics: { token: string | undefined; port: number | undefined };
  /** From SECRET_KEY; unset: an embedded shop keeps its own in DATA_DIR (security/secret-key.ts). */
  secretKey: SecretKeys | undefined;
};

export class ConfigError extends Error {}

/** Reads and validates the environment once; a bad value stops start-up with a message naming it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const blankAsUnset = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const parsed = envSchema.safeParse(blankAsUnset);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0]);
      // A key, even a wrong one, is not written to the log.
      const got = SECRET_NAMES.has(name) ? `${env[name]?.length ?? 0} characters` : JSON.stringify(env[name]);
      return `  ${issue.path.join('.')}: ${issue.message} (got ${got})`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.STRIPE_SECRET_KEY && (!e.STRIPE_PUBLISHABLE_KEY || !e.STRIPE_WEBHOOK_SECRET)) {
    throw new ConfigError(
      'Invalid configuration:\n  STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET are required when STRIPE_SECRET_KEY is set',
    );
  }
  // A shop on its own PostgreSQL is a real shop: it must not take orders in test mode by mistake.
  const missingKeys = [!e.PAYSTACK_SECRET_KEY && 'PAYSTACK_SECRET_KEY', !e.STRIPE_SECRET_KEY && 'STRIPE_SECRET_KEY'].filter(Boolean);
  if (e.DATABASE_URL && missingKeys.length > 0 && e.PAYMENTS_TEST_MODE !== 'true') {
    throw new ConfigError(
      `Invalid configuration:\n  ${missingKeys.join(' and ')}: required when DATABASE_URL is set (set PAYMENTS_TEST_MODE=true to take test payments instead)`,
    );
  }
  const s3Vars = ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
  const strayS3 = s3Vars.filter((name) => e[name]);
  if (!e.S3_BUCKET && strayS3.length > 0) {
    throw new ConfigError(
      `Invalid configuration:\n  S3_BUCKET is required when ${strayS3.join(', ')} ${strayS3.length > 1 ? 'are' : 'is'} set`,
    );
  }
  if (e.METRICS_PORT !== undefined && e.METRICS_PORT === e.PORT) {
    throw new ConfigError(`Invalid configuration:\n  METRICS_PORT: must differ from PORT (both ${e.PORT})`);
  }
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError('Invalid configuration:\n  S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both or neither');
  }
  // Secrets at rest are sealed under a key that is not in the database; a shared one for every instance.
  if (e.DATABASE_URL && !e.SECRET_KEY) {
    throw new ConfigError(`Invalid configuration:\n  SECRET_KEY: required when DATABASE_URL is set (${KEY_FORMAT})`);
  }
  if (e.SECRET_KEY_PREVIOUS && !e.SECRET_KEY) {
    throw new ConfigError('Invalid configuration:\n  SECRET_KEY: required when SECRET_KEY_PREVIOUS is set (the new key)');
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    logLevel: e.LOG_LEVEL,
    logSync: e.LOG_SYNC === 'true',
    countryHeader: e.COUNTRY_HEADER?.toLowerCase(),
    trustProxyHops: e.TRUST_PROXY_HOPS,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    shopEmail: e.SHOP_EMAIL,
    authRateLimit: e.AUTH_RATE_LIMIT,
    twoFactorRateLimit: e.TWO_FACTOR_RATE_LIMIT,
    paystack: e.PAYSTACK_SECRET_KEY ? { secretKey: e.PAYSTACK_SECRET_KEY, baseUrl: e.PAYSTACK_BASE_URL.replace(/\/+$/, '') } : null,
    stripe: e.STRIPE_SECRET_KEY
      ? {
          secretKey: e.STRIPE_SECRET_KEY,
          publishableKey: e.STRIPE_PUBLISHABLE_KEY!,
          webhookSecret: e.STRIPE_WEBHOOK_SECRET!,
          apiUrl: e.STRIPE_API_URL,
        }
      : null,
    seedDemoData: e.SEED_DEMO_DATA === 'auto' ? !e.DATABASE_URL : e.SEED_DEMO_DATA === 'true',
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          endpoint: e.S3_ENDPOINT,
          credentials: e.S3_ACCESS_KEY_ID ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY! } : undefined,
          forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true',
        }
      : null,
    shutdownDelayMs: Math.round(e.SHUTDOWN_DELAY_SECONDS * 1000),
    catalogCache: e.CATALOG_CACHE === 'on',
    reviewInviteDelayMs: Math.round(e.REVIEW_INVITE_DELAY_HOURS * 3_600_000),
    abandonedCartMs: Math.round(e.ABANDONED_CART_HOURS * 3_600_000),
    metrics: { token: e.METRICS_TOKEN, port: e.METRICS_PORT },
    secretKey: e.SECRET_KEY
      ? {
          current: parseSecretKey(e.SECRET_KEY)!,
          previous: e.SECRET_KEY_PREVIOUS ? parseSecretKey(e.SECRET_KEY_PREVIOUS)! : undefined,
        }
      : undefined,
  };
}
