import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { users, type EmailPreferences } from './schema';

/** Turns some of an account's email preferences on or off (the rest stay), by its email, in the caller's transaction. */
export async function mergeEmailPreferences(tx: Executor, email: string, prefs: Partial<EmailPreferences>) {
  await tx
    .update(users)
    .set({ emailPreferences: sql`${users.emailPreferences} || ${JSON.stringify(prefs)}::jsonb`, updatedAt: new Date() })
    .where(eq(users.email, email));
}
