import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { profileBody } from '../../../domain/accounts/requests';
import { api } from '../../lib/api';
import type { User } from '../../lib/auth';
import { useToast } from '../../lib/toast';
import { useSavedUser } from './saved-user';
import { TextField } from '../form/field';
import { FormAlert, SubmitButton } from '../form/form-alert';
import { useZodForm } from '../form/use-zod-form';

const NAME_REQUIRED = 'Please enter your first and last name';

// The server's profileBody, with empty names said once, above the form, before its own rules.
const filledName = (schema: typeof profileBody.shape.first_name) => z.string().trim().min(1, NAME_REQUIRED).pipe(schema);
const profileSchema = profileBody.extend({
  first_name: filledName(profileBody.shape.first_name),
  last_name: filledName(profileBody.shape.last_name),
});
type ProfileBody = z.output<typeof profileSchema>;

/** Settings › My Account: names and phone editable, email shown but not editable. */
export function ProfileForm({ user }: { user: User }) {
  const toast = useToast();
  const savedUser = useSavedUser();
  const saved = { first_name: user.first_name, last_name: user.last_name, phone: user.phone };
  const form = useZodForm(profileSchema, { defaultValues: saved });
  const save = useMutation({
    mutationFn: (body: ProfileBody) => api<{ user: User }>('/api/auth/profile', { body }),
    onSuccess: ({ user: saved }) => {
      toast({ title: 'Profile updated', variant: 'success' });
      // The header greets the shopper by first name.
      savedUser(saved);
    },
    onError: form.fail,
  });
  const { errors } = form.formState;
  const nameMissing = errors.first_name?.message === NAME_REQUIRED || errors.last_name?.message === NAME_REQUIRED;
  const onSubmit = form.handleSubmit((body) => {
    form.setFormError(null);
    save.mutate(body);
  });

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} aria-label="My Account details" className="space-y-5">
      <FormAlert message={nameMissing ? NAME_REQUIRED : form.formError} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="First name"
          autoComplete="given-name"
          {...form.register('first_name')}
          // In the server's page too (react-hook-form fills its fields only once the scripts run).
          defaultValue={saved.first_name}
          aria-invalid={errors.first_name ? true : undefined}
          error={errors.first_name?.message === NAME_REQUIRED ? null : errors.first_name?.message}
        />
        <TextField
          label="Last name"
          autoComplete="family-name"
          {...form.register('last_name')}
          defaultValue={saved.last_name}
          aria-invalid={errors.last_name ? true : undefined}
          error={errors.last_name?.message === NAME_REQUIRED ? null : errors.last_name?.message}
        />
      </div>
      <TextField
        label="Phone number"
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        {...form.register('phone')}
        defaultValue={saved.phone}
        error={errors.phone?.message}
      />
      <TextField
        label="Email"
        type="email"
        value={user.email}
        readOnly
        hint="Your email is how you sign in, so it cannot be changed here."
      />
      <SubmitButton pending={save.isPending} pendingLabel="Saving…">
        Save
      </SubmitButton>
    </form>
  );
}
