import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { api } from '../../lib/api';
import { useToast } from '../../lib/toast';
import { useFormValues } from './form-state';
import { TextAreaField, TextField } from '../form/field';
import { FormAlert } from '../form/form-alert';
import { primaryButton } from '../form/styles';

const EMPTY = { name: '', businessName: '', designation: '', state: '', city: '', phoneNumber: '', email: '', comments: '' };

/** The session form's success toast. */
const BOOKING_TOAST = {
  title: 'Registration Successful!',
  description: "Thank you for your interest! We'll contact you soon to schedule your Zaron Experience.",
} as const;

/** The session booking form, stored by POST /api/forms/booking; on success a toast and the form clears. */
export function BookingForm() {
  const form = useFormValues('booking', EMPTY);
  const { bind } = form;
  const toast = useToast();
  const mutation = useMutation({
    mutationFn: (body: typeof EMPTY) => api<{ message: string }>('/api/forms/booking', { body, errorStyle: 'raw' }),
    onSuccess: () => {
      toast({ ...BOOKING_TOAST, variant: 'success' });
      form.reset();
    },
    onError: form.fail,
  });
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    form.setError(null);
    mutation.mutate(form.values);
  };
  const busy = mutation.isPending;
  return (
    <form onSubmit={onSubmit} aria-labelledby="register-title" className="grid gap-5 sm:grid-cols-2">
      <TextField {...bind('name')} label="Full name" required autoComplete="name" maxLength={120} disabled={busy} />
      <TextField
        {...bind('businessName')}
        label="Business / organisation name"
        required
        autoComplete="organization"
        maxLength={120}
        disabled={busy}
      />
      <TextField
        {...bind('designation')}
        label="Designation"
        required
        autoComplete="organization-title"
        placeholder="e.g. HR Manager"
        maxLength={120}
        disabled={busy}
      />
      <TextField {...bind('phoneNumber')} label="Phone number" type="tel" required autoComplete="tel" maxLength={20} disabled={busy} />
      <TextField
        {...bind('state')}
        label="State"
        required
        autoComplete="address-level1"
        placeholder="e.g. Lagos"
        maxLength={120}
        disabled={busy}
      />
      <TextField {...bind('city')} label="City" required autoComplete="address-level2" maxLength={120} disabled={busy} />
      <TextField
        {...bind('email')}
        label="Email"
        type="email"
        required
        autoComplete="email"
        maxLength={254}
        disabled={busy}
        className="sm:col-span-2"
      />
      <TextAreaField
        {...bind('comments')}
        label="Comments"
        maxLength={2000}
        disabled={busy}
        className="sm:col-span-2"
        placeholder="Group size, preferred dates, the kind of session you have in mind…"
      />
      <div className="sm:col-span-2">
        <FormAlert message={form.error && !form.error.field ? form.error.text : null} />
      </div>
      <div className="sm:col-span-2">
        <button type="submit" disabled={busy} className={`${primaryButton} w-full sm:w-auto`}>
          {busy ? 'Registering…' : 'Register Interest'}
        </button>
      </div>
    </form>
  );
}
