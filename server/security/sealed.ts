import crypto from 'node:crypto';

/** The keys secrets are sealed under: new seals use `current`; `previous` still opens older ones. */
export interface SecretKeys {
  current: Buffer;
  previous?: Buffer;
}

const VERSION = 'v1';
const IV_BYTES = 12;

/** A short, stable name for a key (not the key): tells which key a stored secret was sealed under. */
export const keyIdOf = (key: Buffer) => crypto.createHash('sha256').update('zaron-secret-key-id').update(key).digest('hex').slice(0, 8);

/** Reads a key given as 64 hex characters or base64 of 32 bytes; null when it is neither. */
export function parseSecretKey(text: string): Buffer | null {
  const value = text.trim();
  if (/^[0-9a-fA-F]{64}$/.test(value)) return Buffer.from(value, 'hex');
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(value)) return null;
  const bytes = Buffer.from(value, value.includes('-') || value.includes('_') ? 'base64url' : 'base64');
  return bytes.length === 32 ? bytes : null;
}

export class SealedSecretError extends Error {}

/**
 * AES-256-GCM sealing of secrets kept in the database: `v1:<key id>:<iv>:<tag>:<ciphertext>`
 * (base64url). The tag makes any change to the stored text, or the wrong key, fail to open.
 */
export function createSealer(keys: SecretKeys) {
  const byId = new Map<string, Buffer>();
  if (keys.previous) byId.set(keyIdOf(keys.previous), keys.previous);
  const currentId = keyIdOf(keys.current);
  byId.set(currentId, keys.current);

  function seal(plain: string): string {
    const iv = crypto.randomBytes(IV_BYTES);
    const cipher = crypto.createCipheriv('aes-256-gcm', keys.current, iv);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return [VERSION, currentId, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join(':');
  }

  function open(sealed: string): string {
    const parts = sealed.split(':');
    if (parts.length !== 5 || parts[0] !== VERSION) throw new SealedSecretError('Stored secret is not a v1 sealed value');
    const [, keyId, iv, tag, body] = parts as [string, string, string, string, string];
    const key = byId.get(keyId);
    if (!key) {
      throw new SealedSecretError(
        `Stored secret was sealed under key ${keyId}, which is neither SECRET_KEY (${currentId}) nor SECRET_KEY_PREVIOUS`,
      );
    }
    try {
      // The full 16-byte tag is required: a shortened one would be easier to forge.
      const decipher = crypto.createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'), { authTagLength: 16 });
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    } catch {
      throw new SealedSecretError(`Stored secret sealed under key ${keyId} failed its integrity check`);
    }
  }

  return {
    seal,
    open,
    currentKeyId: currentId,
    /** Sealed at all (older rows may still hold the plain value). */
    isSealed: (stored: string) => stored.startsWith(`${VERSION}:`),
    /** Sealed under the current key: nothing to redo on rotation. */
    isCurrent: (stored: string) => stored.startsWith(`${VERSION}:${currentId}:`),
  };
}

export type Sealer = ReturnType<typeof createSealer>;
