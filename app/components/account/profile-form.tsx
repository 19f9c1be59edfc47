import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { phoneSchema } from '../../../domain/validation';
import { api } from '../../lib/api';
import type { User } from '../../lib/auth';
import { useToast } from '../../lib/toast';
import { FormAlert, messageOf, SubmitButton, TextField } from './form-field';

interface ProfileBody {
  first_name: string;
  last_name: string;
  phone: string;
}

const NAME_REQUIRED = 'Please enter your first and last name';

/** Settings › My Account (spec §2): names and phone editable, email shown but not editable (spec §3). */
export function ProfileForm({ user }: { user: User }) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const [fields, setFields] = useState<ProfileBody>({ first_name: user.first_name, last_name: user.last_name, phone: user.phone });
  const [errors, setErrors] = useState<{ name?: string; phone?: string }>({});
  const save = useMutation({
    mutationFn: (body: ProfileBody) => api<{ user: User }>('/api/auth/profile', { body }),
    onSuccess: async () => {
      toast({ title: 'Profile updated', variant: 'success' });
      // The header greets the shopper by first name: refresh every copy of the current user.
      await queryClient.invalidateQueries({ queryKey: ['user'] });
    },
  });
  const set = (key: keyof ProfileBody) => (e: { target: { value: string } }) => setFields((f) => ({ ...f, [key]: e.target.value }));

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const body = { first_name: fields.first_name.trim(), last_name: fields.last_name.trim(), phone: fields.phone.trim() };
    const phone = phoneSchema.safeParse(body.phone);
    const found = {
      name: !body.first_name || !body.last_name ? NAME_REQUIRED : undefined,
      phone: phone.success ? undefined : phone.error.issues[0]?.message,
    };
    setErrors(found);
    if (found.name || found.phone) return;
    save.mutate(body);
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-label="My Account details" className="space-y-5">
      <FormAlert message={save.isError ? messageOf(save.error) : errors.name} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="First name" autoComplete="given-name" value={fields.first_name} onChange={set('first_name')}
          aria-invalid={errors.name && !fields.first_name.trim() ? true : undefined} />
        <TextField label="Last name" autoComplete="family-name" value={fields.last_name} onChange={set('last_name')}
          aria-invalid={errors.name && !fields.last_name.trim() ? true : undefined} />
      </div>
      <TextField label="Phone number" type="tel" autoComplete="tel" inputMode="tel" value={fields.phone} onChange={set('phone')} error={errors.phone} />
      <TextField label="Email" type="email" value={user.email} readOnly hint="Your email is how you sign in, so it cannot be changed here." />
      <SubmitButton pending={save.isPending} pendingLabel="Saving…">Save</SubmitButton>
    </form>
  );
}
