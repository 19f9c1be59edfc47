import crypto from 'node:crypto';

/** 256 random bits from the CSPRNG, URL-safe. */
export const newToken = () => crypto.randomBytes(32).toString('base64url');

/** Tokens are stored only as their SHA-256, so a database leak reveals no usable token. */
export const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');
