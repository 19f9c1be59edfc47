import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { api } from '../../lib/api';
import type { User } from '../../lib/auth';
import { useToast } from '../../lib/toast';
import { useSavedUser } from './saved-user';
import { FormAlert, SubmitButton } from '../form/form-alert';
import { messageOf } from '../form/server-errors';

type Preferences = User['email_preferences'];

const OPTIONS: { key: keyof Preferences; label: string; hint: string }[] = [
  { key: 'newsletter', label: 'Newsletter', hint: 'Launches, shade drops and skincare tips for melanin-rich skin.' },
  { key: 'offers', label: 'Offers and promotions', hint: 'Sales, discount codes and early access.' },
  { key: 'orderUpdates', label: 'Order updates', hint: 'Confirmation, dispatch and delivery news about your orders.' },
  { key: 'reviewInvites', label: 'Review invitations', hint: 'One email after a delivery, asking how the products suit your skin.' },
  { key: 'bagReminders', label: 'Bag reminders', hint: 'One email when products wait in your bag, at most once a week.' },
];

/** Settings › Preferences: email subscription checkboxes. */
export function PreferencesForm({ user }: { user: User }) {
  const toast = useToast();
  const savedUser = useSavedUser();
  const [prefs, setPrefs] = useState<Preferences>(user.email_preferences);
  const save = useMutation({
    mutationFn: (body: Preferences) => api<{ user: User; message: string }>('/api/auth/preferences', { body }),
    onSuccess: ({ user: saved, message }) => {
      // Ticking the newsletter sends a confirmation link first (double opt-in): the answer says so.
      toast({ title: 'Preferences saved', description: message === 'Preferences saved' ? undefined : message, variant: 'success' });
      savedUser(saved);
    },
  });
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(prefs);
  };
  return (
    <form onSubmit={onSubmit} aria-label="Email preferences" className="space-y-5">
      <FormAlert message={save.isError ? messageOf(save.error) : null} />
      <fieldset>
        <legend className="text-[15px] font-medium text-cocoa-950">Email me about</legend>
        <div className="mt-4 divide-y divide-sand-200 rounded-2xl border border-sand-200 bg-white">
          {OPTIONS.map(({ key, label, hint }) => (
            <label key={key} className="flex cursor-pointer items-start gap-4 px-5 py-4 transition-colors hover:bg-sand-50">
              <input
                type="checkbox"
                checked={prefs[key]}
                onChange={(e) => setPrefs((p) => ({ ...p, [key]: e.target.checked }))}
                aria-labelledby={`pref-${key}-label`}
                aria-describedby={`pref-${key}-hint`}
                className="mt-0.5 h-5 w-5 shrink-0 accent-cocoa-900"
              />
              <span>
                <span id={`pref-${key}-label`} className="block text-[15px] text-cocoa-950">
                  {label}
                </span>
                <span id={`pref-${key}-hint`} className="mt-0.5 block text-sm text-cocoa-500">
                  {hint}
                </span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <SubmitButton pending={save.isPending} pendingLabel="Saving…">
        Save
      </SubmitButton>
    </form>
  );
}
