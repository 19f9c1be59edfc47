import { describe, it, expect } from 'vitest';
import type { z } from 'zod';
import { emailSchema, passwordChecklist, passwordSchema, phoneSchema, slugSchema } from './validation';

function messages(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => i.message);
}

describe('emailSchema', () => {
  it('trims and lower-cases', () => {
    expect(emailSchema.parse('  Ada.Obi@Example.COM ')).toBe('ada.obi@example.com');
    expect(emailSchema.parse('first+tag@mail.co.uk')).toBe('first+tag@mail.co.uk');
  });

  it.each([[''], ['   ']])('%j → Email is required', (value) => {
    expect(messages(emailSchema, value)).toEqual(['Email is required']);
  });

  it('non-strings → Email is required', () => {
    expect(messages(emailSchema, undefined)).toEqual(['Email is required']);
  });

  it.each([['ada'], ['ada@'], ['@example.com'], ['ada@example'], ['ada example@x.com']])(
    '%j → Please enter a valid email address',
    (value) => {
      expect(messages(emailSchema, value)).toEqual(['Please enter a valid email address']);
    },
  );

  it('allows 254 characters and refuses 255', () => {
    const local = 'a'.repeat(64);
    const domain = `${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(57)}.com`;
    const ok = `${local}@${domain}`;
    expect(ok.length).toBe(254);
    expect(emailSchema.safeParse(ok).success).toBe(true);
    expect(messages(emailSchema, `a${ok}`)).toEqual(['Email must be at most 254 characters']);
  });
});

describe('passwordSchema', () => {
  it.each(['Abcde1', 'Passw0rd', 'Zaron 2025!', 'aB3'.repeat(42) + 'aB'])('accepts %j', (pw) => {
    expect(passwordSchema.parse(pw)).toBe(pw);
  });

  it('does not trim', () => {
    expect(passwordSchema.parse(' Abcde1 ')).toBe(' Abcde1 ');
  });

  it('empty → Password is required', () => {
    expect(messages(passwordSchema, '')).toEqual(['Password is required']);
    expect(messages(passwordSchema, undefined)).toEqual(['Password is required']);
  });

  it.each([
    ['Abcd1', 'too short'],
    ['abcdef1', 'no uppercase'],
    ['ABCDEF1', 'no lowercase'],
    ['Abcdefg', 'no digit'],
    ['!!!!!!', 'symbols only'],
    ['aB3'.repeat(43), 'over 128 characters'],
  ])('%j (%s) → Password does not meet the requirements', (pw) => {
    expect(messages(passwordSchema, pw)).toEqual(['Password does not meet the requirements']);
  });
});

describe('passwordChecklist', () => {
  const labels = ['At least 6 characters', 'One uppercase letter', 'One lowercase letter', 'One number'];

  it('lists the four requirements in order', () => {
    expect(passwordChecklist('').map((i) => i.label)).toEqual(labels);
  });

  it.each([
    ['', [false, false, false, false]],
    ['abc', [false, false, true, false]],
    ['ABCDEF', [true, true, false, false]],
    ['abc123', [true, false, true, true]],
    ['Abc123', [true, true, true, true]],
  ])('%j → %j', (pw, oks) => {
    expect(passwordChecklist(pw)).toEqual(labels.map((label, i) => ({ label, ok: oks[i] })));
  });

  it('agrees with the schema', () => {
    for (const pw of ['', 'abc', 'Abc123', 'ABC123', 'abcdeF7', 'Short1']) {
      expect(passwordChecklist(pw).every((i) => i.ok)).toBe(passwordSchema.safeParse(pw).success);
    }
  });
});

describe('phoneSchema', () => {
  it.each(['+234 803 555 0142', '08035550142', '(020) 7946-0958', '+44 20 7946 0958', '1234567'])('accepts %j', (phone) => {
    expect(phoneSchema.parse(phone)).toBe(phone);
  });

  it('trims', () => {
    expect(phoneSchema.parse('  0803 555 0142 ')).toBe('0803 555 0142');
  });

  it('empty → Phone number is required', () => {
    expect(messages(phoneSchema, '  ')).toEqual(['Phone number is required']);
  });

  it.each(['123456', '1'.repeat(21), '0803-555-O142', '+234.803.555', '+++ ---', '(12) 34-5', 'tel:0803555'])(
    '%j → Please enter a valid phone number',
    (phone) => {
      expect(messages(phoneSchema, phone)).toEqual(['Please enter a valid phone number']);
    },
  );

  it('allows exactly 20 characters', () => {
    expect(phoneSchema.safeParse('+1 (234) 567-8901 23').success).toBe(true);
  });
});

describe('slugSchema', () => {
  it.each(['serum', 'vitamin-c-serum', 'lip-gloss-2', 'a', 'a'.repeat(120)])('accepts %j', (slug) => {
    expect(slugSchema.parse(slug)).toBe(slug);
  });

  it.each([
    ['', 'Slug is required'],
    ['a'.repeat(121), 'Slug must be at most 120 characters'],
    ['Vitamin-C', 'Slug must be lower-case words joined by hyphens'],
    ['-serum', 'Slug must be lower-case words joined by hyphens'],
    ['serum-', 'Slug must be lower-case words joined by hyphens'],
    ['lip--gloss', 'Slug must be lower-case words joined by hyphens'],
    ['lip gloss', 'Slug must be lower-case words joined by hyphens'],
    ['lip_gloss', 'Slug must be lower-case words joined by hyphens'],
  ])('%j → %s', (slug, message) => {
    expect(messages(slugSchema, slug)).toEqual([message]);
  });
});
