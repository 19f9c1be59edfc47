import { describe, expect, it } from 'vitest';
import { countryTaxBody, nexusBody, percentToBp } from './requests';

describe('tax rates typed as percentages', () => {
  it('converts a rate to whole basis points exactly, and refuses one finer than a basis point', () => {
    expect([20, 7.5, 8.88, 0.07, 0, 100, 19.99].map(percentToBp)).toEqual([2000, 750, 888, 7, 0, 10_000, 1999]);
    expect([8.875, 20.005, 0.001].map(percentToBp)).toEqual([null, null, null]);
  });

  it('answers each bad value of a rule in its own words', () => {
    const message = (body: unknown) => countryTaxBody.safeParse(body).error?.issues[0]?.message;
    expect(message({ name: 'VAT', rate: -0.01, included: true })).toBe('Enter a rate from 0 to 100 %');
    expect(message({ name: 'VAT', rate: 100.01, included: true })).toBe('Enter a rate from 0 to 100 %');
    expect(message({ name: 'VAT', rate: 8.875, included: true })).toBe('Enter the rate to at most 2 decimal places');
    expect(message({ name: 'VAT', rate: 20, included: true, registration: 'x'.repeat(41) })).toBe('At most 40 characters');
    expect(countryTaxBody.parse({ name: ' VAT ', rate: 20, included: true, registration: ' GB1 ' })).toEqual({
      name: 'VAT',
      rate: 20,
      included: true,
      registration: 'GB1',
    });
  });

  it('takes a nexus threshold in dollars and cents, with orders or none', () => {
    expect(nexusBody.parse({ sales: 100_000.5, orders: null })).toEqual({ sales: 100_000.5, orders: null });
    expect(nexusBody.safeParse({ sales: 20_000_000.01, orders: 1 }).error?.issues[0]?.message).toBe('At most $20,000,000');
  });
});
