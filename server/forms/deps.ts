import type { Db, Tx } from '../db/client';
import type { Mail } from '../mail/mailer';
import { enqueueMail } from '../mail/outbox';

/** What the form services need from the rest of the shop. */
export interface FormDeps {
  db: Db;
  /** Where notifications go (SHOP_EMAIL). */
  shopEmail: string;
  publicUrl: string;
  /** Uploaded photos live under `${dataDir}/uploads/`. */
  dataDir: string;
  log: (err: unknown) => void;
}

/**
 * Stores a form's row and queues its mails in one transaction: both or neither. The mails go out
 * from the outbox without holding up the answer, and are retried while a mail server is away.
 */
export async function storeWithMails<T>(deps: FormDeps, insert: (tx: Tx) => Promise<T>, mails: (row: T) => Mail[]): Promise<T> {
  return deps.db.transaction(async (tx) => {
    const row = await insert(tx);
    for (const mail of mails(row)) await enqueueMail(tx, mail);
    return row;
  });
}
