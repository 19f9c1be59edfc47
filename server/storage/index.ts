import type { Config } from '../config';
import { localStorage } from './local';
import { s3Storage } from './s3';
import type { Storage } from './types';

export type { Area, Storage, StoredObject } from './types';

/** S3-compatible storage when S3_BUCKET is set; otherwise the local DATA_DIR folders. */
export function createStorage(config: Pick<Config, 'dataDir' | 's3'>): Storage {
  return config.s3 ? s3Storage(config.s3) : localStorage(config.dataDir);
}
