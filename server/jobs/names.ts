/** The timed jobs' names: their turns in `job_slots`, and what causes nudge them by. */
export const JOB = {
  housekeeping: 'housekeeping',
  reviewInvites: 'review-invites',
  lowStock: 'low-stock-alerts',
  backInStock: 'back-in-stock',
  bagReminders: 'bag-reminders',
} as const;
