import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * When each timed job is next due, shared by every instance: the instance that moves a job's
 * `next_at` forward (a conditional update) is the one that runs it this time.
 */
export const jobSlots = pgTable('job_slots', {
  name: text('name').primaryKey(),
  nextAt: timestamp('next_at', { withTimezone: true }).notNull(),
});
