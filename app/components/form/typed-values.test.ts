import type { FieldErrors } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { payoutBody } from '../../../domain/admin/influencers';
import { stockAdjustmentBody } from '../../../domain/admin/products';
import { errorAt, textOrNull, typedNumber } from './typed-values';

const firstIssue = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error && [result.error.issues[0]!.path.join('.'), result.error.issues[0]!.message];

describe('number and optional text fields as their schema reads them', () => {
  it('gives the number typed, null (or the given empty value) when empty, NaN when it is not a number', () => {
    expect(typedNumber()(' 12.50 ')).toBe(12.5);
    expect(typedNumber()('')).toBeNull();
    expect(typedNumber(0)('  ')).toBe(0);
    expect(typedNumber()('twelve')).toBeNaN();
    expect(textOrNull('')).toBeNull();
    expect(textOrNull('2026-12-31')).toBe('2026-12-31');
  });

  it("lets the shared schemas refuse an empty or mistyped number in their own words, as the server's route does", () => {
    const payout = (amount: string) => payoutBody.safeParse({ currency: 'NGN', amount: typedNumber()(amount), reference: 'GTB-1' });
    expect(firstIssue(payout(''))).toEqual(['amount', 'Enter a price']);
    expect(firstIssue(payout('1,500'))).toEqual(['amount', 'Enter a price']);
    expect(payout('1500.5').data).toEqual({ currency: 'NGN', amount: 150050, reference: 'GTB-1' });
    const units = (quantity: string) =>
      stockAdjustmentBody.safeParse({ country: 'GB', reason: 'damaged', quantity: typedNumber()(quantity) });
    expect(firstIssue(units('2.5'))).toEqual(['quantity', 'Whole units only']);
    expect(firstIssue(units('0'))).toEqual(['quantity', 'Enter at least 1 unit']);
  });
});

describe('the error shown beside a field', () => {
  it("is the field's own message, or the first message inside a list's items", () => {
    const errors = {
      prices: { GBP: { type: 'custom', message: 'At most two decimals' } },
      active_ingredients: [undefined, { name: { type: 'too_small', message: 'This field is required' } }],
      categories: { type: 'too_small', message: 'Choose at least one category', ref: { name: 'categories' } },
    } as unknown as FieldErrors;
    expect(errorAt(errors, 'prices.GBP')).toBe('At most two decimals');
    expect(errorAt(errors, 'prices.NGN')).toBeUndefined();
    expect(errorAt(errors, 'active_ingredients')).toBe('This field is required');
    expect(errorAt(errors, 'categories')).toBe('Choose at least one category');
    expect(errorAt(errors, 'name')).toBeUndefined();
  });
});
