import { describe, expect, it } from 'vitest';
import { checkoutPath, choiceOf } from './checkout-form.server';

describe('the delivery choice carried from /shipping to /checkout', () => {
  it('reads a posted form, trimmed, its code in capitals', () => {
    const form = new FormData();
    form.set('delivery', 'address');
    form.set('address', ' 12 ');
    form.set('method', 'Express');
    form.set('code', ' amaka ');
    expect(choiceOf(form)).toEqual({ pickup: false, address: '12', method: 'Express', code: 'AMAKA' });
  });

  it('reads what is missing as empty, and anything but pickup as delivery to an address', () => {
    expect(choiceOf(new URLSearchParams('delivery=door'))).toEqual({ pickup: false, address: '', method: '', code: '' });
    expect(choiceOf(new URLSearchParams('delivery=pickup&address=3'))).toEqual({ pickup: true, address: '3', method: '', code: '' });
  });

  it('puts the choice in the address of /checkout, which reads it back the same', () => {
    const choice = { pickup: false, address: '12', method: 'Royal Mail Tracked', code: 'AMAKA' };
    const path = checkoutPath(choice);
    expect(path).toBe('/checkout?delivery=address&address=12&method=Royal+Mail+Tracked&code=AMAKA');
    expect(choiceOf(new URL(path, 'http://shop.test').searchParams)).toEqual(choice);
  });

  it('leaves a pickup’s address out', () => {
    expect(checkoutPath({ pickup: true, address: '12', method: '', code: '' })).toBe('/checkout?delivery=pickup');
  });
});
