import { describe, expect, it } from 'vitest';
import { typedValues } from './form-action.server';

describe('typedValues', () => {
  it('gives back what she typed to fill the form again, never a password or a one-time code', () => {
    const form = new FormData();
    for (const [name, value] of Object.entries({
      email: 'ada@example.com',
      password: 'Glow-Skin-42',
      confirm_password: 'Glow-Skin-42',
      zip_code: 'NW1 6XE',
      discount_code: 'AMAKA',
      code: '123456',
    }))
      form.set(name, value);
    form.set('photo', new Blob(['x']), 'photo.jpg');
    expect(typedValues(form)).toEqual({ email: 'ada@example.com', zip_code: 'NW1 6XE', discount_code: 'AMAKA' });
  });
});
