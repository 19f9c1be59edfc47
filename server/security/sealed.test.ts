import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createSealer, keyIdOf, parseSecretKey, SealedSecretError } from './sealed';
import { loadSecretKeys } from './secret-key';

const keyA = Buffer.alloc(32, 0xa1);
const keyB = Buffer.alloc(32, 0xb2);
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

describe('sealed secrets', () => {
  it('round-trips as v1:<key id>:<iv>:<tag>:<ciphertext>, with a fresh iv every time', () => {
    const sealer = createSealer({ current: keyA });
    const sealed = sealer.seal(SECRET);
    const parts = sealed.split(':');
    expect(parts).toHaveLength(5);
    expect(parts[0]).toBe('v1');
    expect(parts[1]).toBe(keyIdOf(keyA));
    expect(parts[1]).toMatch(/^[0-9a-f]{8}$/);
    expect(Buffer.from(parts[2]!, 'base64url')).toHaveLength(12);
    expect(Buffer.from(parts[3]!, 'base64url')).toHaveLength(16);
    expect(Buffer.from(parts[4]!, 'base64url')).toHaveLength(SECRET.length);
    expect(sealed).not.toContain(SECRET);
    expect(sealer.open(sealed)).toBe(SECRET);
    expect(sealer.seal(SECRET)).not.toBe(sealed);
    expect(sealer.isSealed(sealed)).toBe(true);
    expect(sealer.isSealed(SECRET)).toBe(false);
    expect(sealer.isCurrent(sealed)).toBe(true);
  });

  it('refuses a secret sealed under a key it does not have', () => {
    const sealed = createSealer({ current: keyA }).seal(SECRET);
    const other = createSealer({ current: keyB });
    expect(() => other.open(sealed)).toThrow(
      new SealedSecretError(
        `Stored secret was sealed under key ${keyIdOf(keyA)}, which is neither SECRET_KEY (${keyIdOf(keyB)}) nor SECRET_KEY_PREVIOUS`,
      ),
    );
    // A wrong key under the right name fails the tag check too.
    const [v, , iv, tag, body] = sealed.split(':');
    expect(() => other.open([v, keyIdOf(keyB), iv, tag, body].join(':'))).toThrow(
      new SealedSecretError(`Stored secret sealed under key ${keyIdOf(keyB)} failed its integrity check`),
    );
  });

  it('refuses a changed ciphertext, tag or iv, and a shortened tag (GCM authentication)', () => {
    const sealer = createSealer({ current: keyA });
    const [v, id, iv, tag, body] = sealer.seal(SECRET).split(':') as [string, string, string, string, string];
    const flip = (b64: string) => {
      const bytes = Buffer.from(b64, 'base64url');
      bytes[0] = bytes[0]! ^ 0x01;
      return bytes.toString('base64url');
    };
    const refused = new SealedSecretError(`Stored secret sealed under key ${id} failed its integrity check`);
    expect(() => sealer.open([v, id, iv, tag, flip(body)].join(':'))).toThrow(refused);
    expect(() => sealer.open([v, id, iv, flip(tag), body].join(':'))).toThrow(refused);
    expect(() => sealer.open([v, id, flip(iv), tag, body].join(':'))).toThrow(refused);
    const shortTag = Buffer.from(tag, 'base64url').subarray(0, 4).toString('base64url');
    expect(() => sealer.open([v, id, iv, shortTag, body].join(':'))).toThrow(refused);
    expect(() => sealer.open(SECRET)).toThrow(new SealedSecretError('Stored secret is not a v1 sealed value'));
  });

  it('opens with the previous key when the key id names it, and seals only with the current one', () => {
    const old = createSealer({ current: keyA }).seal(SECRET);
    const rotated = createSealer({ current: keyB, previous: keyA });
    expect(rotated.open(old)).toBe(SECRET);
    expect(rotated.isCurrent(old)).toBe(false);
    const fresh = rotated.seal(SECRET);
    expect(fresh.split(':')[1]).toBe(keyIdOf(keyB));
    expect(rotated.isCurrent(fresh)).toBe(true);
    expect(createSealer({ current: keyB }).open(fresh)).toBe(SECRET);
  });

  it('reads keys as 64 hex characters or base64 of 32 bytes, nothing else', () => {
    const key = crypto.randomBytes(32);
    expect(parseSecretKey(key.toString('hex'))).toEqual(key);
    expect(parseSecretKey(key.toString('base64'))).toEqual(key);
    expect(parseSecretKey(key.toString('base64url'))).toEqual(key);
    expect(parseSecretKey(`${key.toString('hex')}\n`)).toEqual(key);
    expect(parseSecretKey(key.subarray(0, 16).toString('hex'))).toBeNull();
    expect(parseSecretKey(crypto.randomBytes(31).toString('base64'))).toBeNull();
    expect(parseSecretKey('correct horse battery staple')).toBeNull();
  });
});

describe('the embedded shop key', () => {
  it('is made once in DATA_DIR/secret-key, readable by its owner only, with a warning to back it up', () => {
    const dataDir = path.join(os.tmpdir(), `zaron-key-${crypto.randomBytes(4).toString('hex')}`);
    const warnings: string[] = [];
    const log = { warn: (m: string) => warnings.push(m) };
    const first = loadSecretKeys({ secretKey: undefined, dataDir, databaseUrl: undefined }, log);
    const file = path.join(dataDir, 'secret-key');
    expect(warnings).toEqual([
      `SECRET_KEY is not set: a new key for secrets at rest was written to ${file}. Back it up with the data: without it staff two-factor secrets cannot be read.`,
    ]);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(fs.readFileSync(file, 'utf8')).toBe(`${first.current.toString('hex')}\n`);
    expect(first.current).toHaveLength(32);
    const second = loadSecretKeys({ secretKey: undefined, dataDir, databaseUrl: undefined }, log);
    expect(second.current).toEqual(first.current);
    expect(warnings).toHaveLength(1);
    fs.rmSync(dataDir, { recursive: true });
  });

  it('is SECRET_KEY when set, and no file is made', () => {
    const dataDir = path.join(os.tmpdir(), `zaron-key-${crypto.randomBytes(4).toString('hex')}`);
    const keys = loadSecretKeys({ secretKey: { current: keyA, previous: keyB }, dataDir, databaseUrl: undefined }, { warn: () => {} });
    expect(keys).toEqual({ current: keyA, previous: keyB });
    expect(fs.existsSync(dataDir)).toBe(false);
  });
});
