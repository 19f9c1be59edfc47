/**
 * Marketing mail she can agree to and stop: the newsletter, the invitations to review a delivered
 * order, and the reminder of a bag she left (decision 0054).
 */
export const MARKETING_TOPICS = ['newsletter', 'review-invites', 'bag-reminders'] as const;
export type MarketingTopic = (typeof MARKETING_TOPICS)[number];

/** requested: a confirmation link was sent; given: she confirmed it; withdrawn: she stopped it. */
export type ConsentAction = 'requested' | 'given' | 'withdrawn';

/** Where a consent or its withdrawal came from. */
export type ConsentSource = 'footer' | 'preferences' | 'confirmation-link' | 'unsubscribe-link' | 'account-deletion' | 'staff-erasure';

/** How long a newsletter confirmation link works. */
export const NEWSLETTER_CONFIRM_DAYS = 7;

export const NEWSLETTER_MESSAGES = {
  /** The footer's answer: nothing is sent until she confirms. */
  thanks: 'Thank you for subscribing! Please confirm your subscription from the email we just sent you.',
  confirmed: 'Your subscription is confirmed. Welcome to the Zaron newsletter!',
  confirmInvalid: 'This confirmation link is invalid, has expired or was already used. Please subscribe again.',
  unsubscribed: 'You have been unsubscribed. You will not receive these emails any more.',
  unsubscribeInvalid: 'This unsubscribe link is invalid. Please use the link in the latest email, or change your choices in Settings.',
  /** Settings › Preferences, when ticking Newsletter sent a confirmation mail. */
  preferencesConfirm: 'Preferences saved. Please confirm your newsletter subscription from the email we just sent you.',
} as const;
