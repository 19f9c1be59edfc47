/**
 * Test mode's card checks. They run in the browser only: no card number, expiry or CVC is ever
 * sent to the server (checkout contract). The outcome stands in for a card network's answer.
 */
const TEST_CARD_PAY = '4242424242424242';
const TEST_CARD_DECLINE = '4000000000000002';

type CardCheck = { ok: true; outcome: 'pay' | 'decline' } | { ok: false; message: string };

const luhn = (digits: string) => {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
};

/** '4242424242424242' → '4242 4242 4242 4242', as the shopper types. */
export const formatCardNumber = (raw: string) =>
  raw
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

/** '1230' → '12 / 30'. */
export function formatExpiry(raw: string) {
  const d = raw.replace(/\D/g, '').slice(0, 4);
  return d.length > 2 ? `${d.slice(0, 2)} / ${d.slice(2)}` : d;
}

export function checkCard(number: string, expiry: string, cvc: string, now = new Date()): CardCheck {
  const digits = number.replace(/\s/g, '');
  if (!/^\d{12,19}$/.test(digits) || !luhn(digits)) return { ok: false, message: 'Your card number is invalid.' };
  const m = /^(\d{2})\s*\/\s*(\d{2})$/.exec(expiry.trim());
  const month = m ? Number(m[1]) : 0;
  if (!m || month < 1 || month > 12) return { ok: false, message: "Your card's expiry date is incomplete. Use MM/YY." };
  const year = 2000 + Number(m[2]);
  if (year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1)) {
    return { ok: false, message: "Your card's expiry date is in the past." };
  }
  if (!/^\d{3,4}$/.test(cvc.trim())) return { ok: false, message: "Your card's security code is incomplete." };
  if (digits === TEST_CARD_PAY) return { ok: true, outcome: 'pay' };
  if (digits === TEST_CARD_DECLINE) return { ok: true, outcome: 'decline' };
  return { ok: false, message: 'Test mode takes only the test cards 4242 4242 4242 4242 and 4000 0000 0000 0002.' };
}
