import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('has defaults for an embedded shop', () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.publicUrl).toBe('http://localhost:3000');
    expect(c.databaseUrl).toBeUndefined();
    expect(c.seedDemoData).toBe(true);
  });

  it('does not seed demo data on PostgreSQL unless asked', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db' }).seedDemoData).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db', SEED_DEMO_DATA: 'true' }).seedDemoData).toBe(true);
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
});
