import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const KEY_HEX = '0123456789abcdef'.repeat(4);
const KEY_FORMAT = 'must be 32 random bytes as 64 hex characters or base64 (e.g. openssl rand -hex 32)';

describe('loadConfig', () => {
  it('has defaults for an embedded shop', () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.publicUrl).toBe('http://localhost:3000');
    expect(loadConfig({ PORT: '3180' }).publicUrl).toBe('http://localhost:3180');
    expect(c.databaseUrl).toBeUndefined();
    expect(c.seedDemoData).toBe(true);
  });

  it('invites reviews a week after delivery unless REVIEW_INVITE_DELAY_HOURS says otherwise (0: at delivery)', () => {
    expect(loadConfig({}).reviewInviteDelayMs).toBe(168 * 3_600_000);
    expect(loadConfig({ REVIEW_INVITE_DELAY_HOURS: '0' }).reviewInviteDelayMs).toBe(0);
    expect(loadConfig({ REVIEW_INVITE_DELAY_HOURS: '48' }).reviewInviteDelayMs).toBe(48 * 3_600_000);
    expect(() => loadConfig({ REVIEW_INVITE_DELAY_HOURS: '-1' })).toThrow(/REVIEW_INVITE_DELAY_HOURS/);
  });

  it('reminds of a bag left 4 hours unless ABANDONED_CART_HOURS says otherwise (0: at the next run)', () => {
    expect(loadConfig({}).abandonedCartMs).toBe(4 * 3_600_000);
    expect(loadConfig({ ABANDONED_CART_HOURS: '0' }).abandonedCartMs).toBe(0);
    expect(loadConfig({ ABANDONED_CART_HOURS: '1.5' }).abandonedCartMs).toBe(5_400_000);
    expect(() => loadConfig({ ABANDONED_CART_HOURS: 'soon' })).toThrow(/ABANDONED_CART_HOURS/);
  });

  it('does not seed demo data on PostgreSQL unless asked', () => {
    const scale = { DATABASE_URL: 'postgres://u@h/db', PAYMENTS_TEST_MODE: 'true', SECRET_KEY: KEY_HEX };
    expect(loadConfig(scale).seedDemoData).toBe(false);
    expect(loadConfig({ ...scale, SEED_DEMO_DATA: 'true' }).seedDemoData).toBe(true);
  });

  it('refuses scale mode without payment keys unless PAYMENTS_TEST_MODE=true says test mode is meant', () => {
    const db = { DATABASE_URL: 'postgres://u@h/db', SECRET_KEY: KEY_HEX };
    const stripe = { STRIPE_SECRET_KEY: 'sk_live_abc', STRIPE_PUBLISHABLE_KEY: 'pk_live_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc' };
    expect(() => loadConfig(db)).toThrow(
      new ConfigError(
        'Invalid configuration:\n  PAYSTACK_SECRET_KEY and STRIPE_SECRET_KEY: required when DATABASE_URL is set (set PAYMENTS_TEST_MODE=true to take test payments instead)',
      ),
    );
    expect(() => loadConfig({ ...db, ...stripe })).toThrow(
      new ConfigError(
        'Invalid configuration:\n  PAYSTACK_SECRET_KEY: required when DATABASE_URL is set (set PAYMENTS_TEST_MODE=true to take test payments instead)',
      ),
    );
    expect(() => loadConfig({ ...db, PAYMENTS_TEST_MODE: 'false' })).toThrow(ConfigError);
    expect(loadConfig({ ...db, ...stripe, PAYSTACK_SECRET_KEY: 'sk_live_xyz' }).paystack).toMatchObject({ secretKey: 'sk_live_xyz' });
    expect(loadConfig({ ...db, PAYMENTS_TEST_MODE: 'true' })).toMatchObject({ paystack: null, stripe: null });
    // The embedded shop keeps its test mode without being told.
    expect(loadConfig({})).toMatchObject({ paystack: null, stripe: null });
    expect(() => loadConfig({ ...db, PAYMENTS_TEST_MODE: 'yes' })).toThrow(/PAYMENTS_TEST_MODE/);
  });

  it('reads SECRET_KEY as hex or base64, requires it in scale mode and never repeats a bad one', () => {
    const key = Buffer.from(KEY_HEX, 'hex');
    const previous = Buffer.alloc(32, 7);
    expect(loadConfig({}).secretKey).toBeUndefined();
    expect(loadConfig({ SECRET_KEY: KEY_HEX }).secretKey).toEqual({ current: key, previous: undefined });
    expect(loadConfig({ SECRET_KEY: key.toString('base64'), SECRET_KEY_PREVIOUS: previous.toString('base64') }).secretKey).toEqual({
      current: key,
      previous,
    });
    expect(() => loadConfig({ DATABASE_URL: 'postgres://u@h/db', PAYMENTS_TEST_MODE: 'true' })).toThrow(
      new ConfigError(`Invalid configuration:\n  SECRET_KEY: required when DATABASE_URL is set (${KEY_FORMAT})`),
    );
    expect(() => loadConfig({ SECRET_KEY_PREVIOUS: KEY_HEX })).toThrow(
      new ConfigError('Invalid configuration:\n  SECRET_KEY: required when SECRET_KEY_PREVIOUS is set (the new key)'),
    );
    const shortKey = KEY_HEX.slice(0, 40);
    expect(() => loadConfig({ SECRET_KEY: shortKey })).toThrow(
      new ConfigError(`Invalid configuration:\n  SECRET_KEY: ${KEY_FORMAT} (got 40 characters)`),
    );
    expect(() => loadConfig({ SECRET_KEY: KEY_HEX, SECRET_KEY_PREVIOUS: 'not a key' })).toThrow(
      new ConfigError(`Invalid configuration:\n  SECRET_KEY_PREVIOUS: ${KEY_FORMAT} (got 9 characters)`),
    );
  });

  it('treats empty values as unset and trims a trailing slash from PUBLIC_URL', () => {
    const c = loadConfig({ PORT: '', PUBLIC_URL: 'https://shop.example/' });
    expect(c.port).toBe(3000);
    expect(c.publicUrl).toBe('https://shop.example');
  });

  it('names every bad variable in one message', () => {
    expect(() => loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', REDIS_URL: 'http://r' })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', REDIS_URL: 'http://r' });
    } catch (err) {
      const message = (err as Error).message;
      expect(message).toMatch(/^Invalid configuration:/);
      expect(message).toContain('PORT:');
      expect(message).toContain('DATABASE_URL:');
      expect(message).toContain('REDIS_URL:');
      expect(message).toContain('(got "abc")');
    }
  });

  it('reads S3 storage settings only with a bucket, and keys in pairs', () => {
    expect(loadConfig({}).s3).toBeNull();
    expect(
      loadConfig({
        S3_BUCKET: 'zaron-media',
        S3_ENDPOINT: 'http://127.0.0.1:4568',
        S3_REGION: 'eu-west-2',
        S3_ACCESS_KEY_ID: 'AKIA1',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: 'true',
      }).s3,
    ).toEqual({
      bucket: 'zaron-media',
      endpoint: 'http://127.0.0.1:4568',
      region: 'eu-west-2',
      credentials: { accessKeyId: 'AKIA1', secretAccessKey: 'secret' },
      forcePathStyle: true,
    });
    expect(loadConfig({ S3_BUCKET: 'zaron' }).s3).toEqual({
      bucket: 'zaron',
      endpoint: undefined,
      region: 'us-east-1',
      credentials: undefined,
      forcePathStyle: false,
    });
    expect(() => loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:4568' })).toThrow('S3_BUCKET is required when S3_ENDPOINT is set');
    expect(() => loadConfig({ S3_BUCKET: 'zaron', S3_ACCESS_KEY_ID: 'AKIA1' })).toThrow(
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both or neither',
    );
    expect(() => loadConfig({ S3_BUCKET: 'Zaron_Media' })).toThrow('S3_BUCKET: must be a bucket name');
    expect(() => loadConfig({ S3_BUCKET: 'zaron', S3_ENDPOINT: 'ftp://x' })).toThrow('S3_ENDPOINT:');
    expect(() => loadConfig({ S3_BUCKET: 'zaron', S3_FORCE_PATH_STYLE: 'yes' })).toThrow('S3_FORCE_PATH_STYLE:');
  });

  it('serves metrics only when METRICS_TOKEN or METRICS_PORT is set, and checks both', () => {
    const token = 'a'.repeat(32);
    expect(loadConfig({}).metrics).toEqual({ token: undefined, port: undefined });
    expect(loadConfig({ METRICS_TOKEN: token, METRICS_PORT: '9464' }).metrics).toEqual({ token, port: 9464 });
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(
      'METRICS_TOKEN: must be 32 to 256 letters, digits or ._~+/=- (e.g. openssl rand -hex 32) (got "short")',
    );
    expect(() => loadConfig({ METRICS_TOKEN: `${token} x` })).toThrow('METRICS_TOKEN: must be 32 to 256');
    expect(() => loadConfig({ METRICS_PORT: '70000' })).toThrow('METRICS_PORT:');
    expect(() => loadConfig({ METRICS_PORT: '3000' })).toThrow(
      new ConfigError('Invalid configuration:\n  METRICS_PORT: must differ from PORT (both 3000)'),
    );
  });

  it('waits SHUTDOWN_DELAY_SECONDS before closing the port on SIGTERM (none by default)', () => {
    expect(loadConfig({}).shutdownDelayMs).toBe(0);
    expect(loadConfig({ SHUTDOWN_DELAY_SECONDS: '2.5' }).shutdownDelayMs).toBe(2500);
    expect(() => loadConfig({ SHUTDOWN_DELAY_SECONDS: '61' })).toThrow('SHUTDOWN_DELAY_SECONDS:');
  });
});
