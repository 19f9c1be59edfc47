import type { Db } from '../db/client';
import type { Mailer } from '../mail/mailer';
import type { Mail } from '../mail/mailer';
import type { Storage } from '../storage';

/** What the form services need from the rest of the shop. */
export interface FormDeps {
  db: Db;
  mailer: Mailer;
  /** Where notifications go (SHOP_EMAIL). */
  shopEmail: string;
  publicUrl: string;
  /** Where uploaded photos are kept, privately (the `uploads` area). */
  storage: Storage;
  log: (err: unknown) => void;
}

/**
 * Sends after the row is stored and does not hold up the answer: the application is kept even
 * when a mail server is briefly unreachable, and the failure is logged.
 */
export function sendAll(deps: FormDeps, mails: Mail[]) {
  for (const mail of mails) deps.mailer.send(mail).catch(deps.log);
}
