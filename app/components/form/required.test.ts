import { describe, expect, it } from 'vitest';
import { registerBody } from '../../../domain/accounts/requests';
import { EMAIL_INVALID, PASSWORD_INVALID, PHONE_INVALID } from '../../../domain/validation';
import { allRequired } from './required';

const { first_name, last_name, phone, email, password } = registerBody.shape;
const signup = allRequired({ first_name, last_name, phone, email, password }, 'All fields are required.');
const messages = (input: Record<string, string>) => {
  const result = signup.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};
const FILLED = { first_name: 'Chioma', last_name: 'Obi', phone: '+234 803 555 0142', email: 'Chioma@Example.com', password: 'Glow1234' };

describe('sign-up validation from the shared register schema', () => {
  it("says 'All fields are required.' for each empty field (spaces count as empty), before any format rule", () => {
    expect(messages({ ...FILLED, last_name: '  ', email: '' })).toEqual({
      last_name: 'All fields are required.',
      email: 'All fields are required.',
    });
  });

  it("then says the server's own format messages", () => {
    expect(messages({ ...FILLED, phone: '12', email: 'chioma@example', password: 'short' })).toEqual({
      phone: PHONE_INVALID,
      email: EMAIL_INVALID,
      password: PASSWORD_INVALID,
    });
  });

  it('gives the values as the server reads them: names trimmed, email lower-cased', () => {
    expect(signup.parse({ ...FILLED, first_name: ' Chioma ' })).toEqual({ ...FILLED, email: 'chioma@example.com' });
  });
});
