import crypto from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { createLoginThrottle, LOGIN_THROTTLE } from './login-throttle';
import { memoryRateLimiter, redisRateLimiter, type RateLimiter } from './rate-limit';

const stores: RateLimiter[] = [];
afterAll(() => Promise.all(stores.map((s) => s.close())));

function clock() {
  let t = 1_000_000;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

describe('login throttle', () => {
  it('holds back only an address that failed, with waits that double per failure on the account', async () => {
    const c = clock();
    const throttle = createLoginThrottle(memoryRateLimiter(), LOGIN_THROTTLE, c.now);
    const owner = 'owner@example.com';
    expect(await throttle.failed(owner, '203.0.113.1')).toBe(0);
    expect(await throttle.failed(owner, '203.0.113.1')).toBe(0);
    // The third failure from one address: 1 s, then 2 s, 4 s, … as failures on the account add up.
    expect(await throttle.failed(owner, '203.0.113.1')).toBe(1_000);
    expect(await throttle.waitMs(owner, '203.0.113.1')).toBe(1_000);
    expect(await throttle.waitMs(owner, '198.51.100.7')).toBe(0);
    expect(await throttle.waitMs('someone.else@example.com', '203.0.113.1')).toBe(0);
    c.advance(1_000);
    expect(await throttle.waitMs(owner, '203.0.113.1')).toBe(0);
    expect(await throttle.failed(owner, '203.0.113.1')).toBe(2_000);
    expect(await throttle.failed(owner, '203.0.113.1')).toBe(4_000);
  });

  it('lets the owner in from an address that has not failed, however many failed elsewhere', async () => {
    const throttle = createLoginThrottle(memoryRateLimiter(), LOGIN_THROTTLE, clock().now);
    for (let i = 0; i < 50; i++) await throttle.failed('owner@example.com', `10.0.0.${i}`);
    for (let i = 0; i < 2; i++) await throttle.failed('owner@example.com', '10.0.1.1');
    expect(await throttle.waitMs('owner@example.com', '192.0.2.44')).toBe(0);
    // Even an address with two failures of its own (typos) is not held.
    expect(await throttle.waitMs('owner@example.com', '10.0.1.1')).toBe(0);
    // A third failure there meets the account's history: the longest wait, 15 minutes.
    expect(await throttle.failed('owner@example.com', '10.0.1.1')).toBe(15 * 60_000);
  });

  it('never holds anyone back for longer than 15 minutes, however long the attack goes on', async () => {
    const c = clock();
    const throttle = createLoginThrottle(memoryRateLimiter(), LOGIN_THROTTLE, c.now);
    const waits: number[] = [];
    // An attacker who tries again as soon as allowed, for 6 hours.
    while (c.now() < 1_000_000 + 6 * 3_600_000) {
      const wait = await throttle.waitMs('owner@example.com', '203.0.113.9');
      if (wait > 0) {
        c.advance(wait);
        continue;
      }
      waits.push(await throttle.failed('owner@example.com', '203.0.113.9'));
    }
    expect(Math.max(...waits)).toBe(15 * 60_000);
    expect(waits.slice(0, 13)).toEqual([0, 0, 1_000, 2_000, 4_000, 8_000, 16_000, 32_000, 64_000, 128_000, 256_000, 512_000, 900_000]);
    // 6 hours of attack bought about 35 guesses; the owner from home is still let in.
    expect(waits.length).toBeLessThan(40);
    expect(await throttle.waitMs('owner@example.com', '192.0.2.1')).toBe(0);
  });

  it('clears an address after it signs in successfully', async () => {
    const throttle = createLoginThrottle(memoryRateLimiter(), LOGIN_THROTTLE, clock().now);
    for (let i = 0; i < 3; i++) await throttle.failed('owner@example.com', '192.0.2.5');
    expect(await throttle.waitMs('owner@example.com', '192.0.2.5')).toBe(1_000);
    await throttle.succeeded('owner@example.com', '192.0.2.5');
    expect(await throttle.waitMs('owner@example.com', '192.0.2.5')).toBe(0);
    expect(await throttle.failed('owner@example.com', '192.0.2.5')).toBe(0);
  });
});

describe.skipIf(!process.env.TEST_REDIS_URL)('login throttle shared through Redis', () => {
  it('holds an address back on another instance', async () => {
    const a = redisRateLimiter(process.env.TEST_REDIS_URL!);
    const b = redisRateLimiter(process.env.TEST_REDIS_URL!);
    stores.push(a, b);
    const email = `shared.${crypto.randomBytes(6).toString('hex')}@example.com`;
    const onA = createLoginThrottle(a);
    const onB = createLoginThrottle(b);
    await onA.failed(email, '203.0.113.3');
    await onB.failed(email, '203.0.113.3');
    expect(await onA.failed(email, '203.0.113.3')).toBe(1_000);
    const wait = await onB.waitMs(email, '203.0.113.3');
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(1_000);
    expect(await onB.waitMs(email, '203.0.113.4')).toBe(0);
  });
});
