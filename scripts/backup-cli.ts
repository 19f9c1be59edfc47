import { BackupError } from '../server/backup/messages';
import { ConfigError } from '../server/config';

/** A refusal or a bad setting is one clear line; anything else keeps its stack for the operator. */
export function failWith(err: unknown): never {
  if (err instanceof BackupError || err instanceof ConfigError) console.error(err.message);
  else console.error(err);
  process.exit(1);
}
