import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';
import { parseSecretKey, type SecretKeys } from './sealed';

export const SECRET_KEY_FILE = 'secret-key';

/**
 * The keys for secrets at rest: SECRET_KEY (and SECRET_KEY_PREVIOUS) when set. An embedded shop
 * without one keeps its own in DATA_DIR/secret-key, made once (readable by this user only); the
 * sealed secrets cannot be read without it, so it is backed up with the data.
 */
export function loadSecretKeys(
  config: Pick<Config, 'secretKey' | 'dataDir' | 'databaseUrl'>,
  log: { warn: (m: string) => void },
): SecretKeys {
  if (config.secretKey) return config.secretKey;
  if (config.databaseUrl) throw new Error('SECRET_KEY: required when DATABASE_URL is set');
  const file = path.join(config.dataDir, SECRET_KEY_FILE);
  if (!fs.existsSync(file)) {
    fs.mkdirSync(config.dataDir, { recursive: true });
    try {
      fs.writeFileSync(file, `${crypto.randomBytes(32).toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
      log.warn(
        `SECRET_KEY is not set: a new key for secrets at rest was written to ${file}. Back it up with the data: without it staff two-factor secrets cannot be read.`,
      );
    } catch (err) {
      // Another process made it first: theirs is the one.
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
  }
  const key = parseSecretKey(fs.readFileSync(file, 'utf8'));
  if (!key) throw new Error(`${file}: not a secret key (64 hex characters); restore it from the backup or set SECRET_KEY`);
  return { current: key };
}
