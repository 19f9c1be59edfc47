import { describe, expect, it } from 'vitest';
import { ApiError, GENERIC_ERROR } from '../../lib/api';
import { OFFLINE, postedErrors, serverErrors } from './server-errors';

const NAMES = ['email', 'website', 'phone'] as const;
const refusal = (status: number, message: string, fields: Record<string, string> = {}) => new ApiError(status, message, message, fields);

describe("the form kit's placing of a refusal", () => {
  it("puts each field's reason of a structured 400 beside that field, and nothing above the form", () => {
    const err = refusal(400, 'website: Please enter a valid website address, e.g. yourshop.com', {
      website: 'Please enter a valid website address, e.g. yourshop.com',
      phone: 'Please enter a valid phone number',
    });
    expect(serverErrors(err, NAMES)).toEqual({
      form: null,
      fields: { website: 'Please enter a valid website address, e.g. yourshop.com', phone: 'Please enter a valid phone number' },
    });
  });

  it('shows the message above the form when the server names a field the form does not have', () => {
    const err = refusal(400, 'referral: Too long', { referral: 'Too long', email: 'Please enter a valid email address' });
    expect(serverErrors(err, NAMES)).toEqual({ form: 'referral: Too long', fields: { email: 'Please enter a valid email address' } });
  });

  it("never reads a field out of the message's text: a 4xx without fields goes above the form", () => {
    expect(serverErrors(refusal(400, 'email: An account with this email already exists'), NAMES)).toEqual({
      form: 'email: An account with this email already exists',
      fields: {},
    });
    expect(serverErrors(refusal(429, 'Too many attempts. Please try again later.'), NAMES)).toEqual({
      form: 'Too many attempts. Please try again later.',
      fields: {},
    });
  });

  it('says the generic message for a server fault, and the offline one when no answer came', () => {
    expect(serverErrors(refusal(500, 'boom', { email: 'x' }), NAMES)).toEqual({ form: GENERIC_ERROR, fields: {} });
    expect(serverErrors(new TypeError('Failed to fetch'), NAMES)).toEqual({ form: GENERIC_ERROR, fields: {} });
    expect(serverErrors(new TypeError('Failed to fetch'), NAMES, OFFLINE)).toEqual({ form: OFFLINE, fields: {} });
  });

  it("places the refusal of a form the browser posted (the action answered it) as it places a call's", () => {
    const posted = (message: string, fields: Record<string, string> = {}) => ({ message, fields, values: { email: 'ada@example.com' } });
    expect(postedErrors(posted('phone: Please enter a valid phone number', { phone: 'Please enter a valid phone number' }), NAMES)).toEqual(
      {
        form: null,
        fields: { phone: 'Please enter a valid phone number' },
      },
    );
    expect(postedErrors(posted('Oops! Invalid email or password.'), NAMES)).toEqual({
      form: 'Oops! Invalid email or password.',
      fields: {},
    });
    expect(postedErrors(posted('Oops! Invalid reset token.', { token: 'Invalid reset token' }), NAMES)).toEqual({
      form: 'Oops! Invalid reset token.',
      fields: {},
    });
  });
});
