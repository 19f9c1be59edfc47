import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, matchStep, otpauthUrl, stepAt, totpCode } from './totp';

// RFC 6238 appendix B, SHA-1: the ASCII secret "12345678901234567890"; 8-digit values, of which
// a 6-digit code is the last six digits.
const RFC_SECRET = base32Encode(Buffer.from('12345678901234567890'));

describe('TOTP (RFC 6238)', () => {
  it.each([
    [59, '287082'],
    [1111111109, '081804'],
    [1111111111, '050471'],
    [1234567890, '005924'],
    [2000000000, '279037'],
    [20000000000, '353130'],
  ])('matches the RFC test vector at T=%i', (seconds, code) => {
    expect(totpCode(RFC_SECRET, stepAt(seconds * 1000))).toBe(code);
  });

  it('round-trips base32', () => {
    expect(RFC_SECRET).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    expect(base32Decode(RFC_SECRET).toString()).toBe('12345678901234567890');
  });

  it('accepts one step of drift and refuses two', () => {
    const now = 1_700_000_000_000;
    const step = stepAt(now);
    expect(matchStep(RFC_SECRET, totpCode(RFC_SECRET, step - 1), now)).toBe(step - 1);
    expect(matchStep(RFC_SECRET, totpCode(RFC_SECRET, step + 1), now)).toBe(step + 1);
    expect(matchStep(RFC_SECRET, totpCode(RFC_SECRET, step - 2), now)).toBeNull();
  });

  it('builds the otpauth URL apps scan', () => {
    expect(otpauthUrl('ABC', 'owner@zaron.test')).toBe(
      'otpauth://totp/Zaron%20Shop%3Aowner%40zaron.test?secret=ABC&issuer=Zaron+Shop&algorithm=SHA1&digits=6&period=30',
    );
  });
});
