import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { PASSWORD_INVALID, PASSWORD_REQUIRED, passwordSchema } from '../../../domain/validation';
import { api } from '../../lib/api';
import { ERROR_TOAST, useToast } from '../../lib/toast';
import { PasswordChecklist } from './password-checklist';
import { PASSWORDS_DIFFER } from './reset-password-form';
import { FormAlert, SubmitButton } from '../form/form-alert';
import { PasswordField } from '../form/password-field';
import { messageOf } from '../form/server-errors';

const EMPTY = { current: '', next: '', confirm: '' };
type Errors = Partial<Record<keyof typeof EMPTY, string>>;

function check(f: typeof EMPTY): Errors {
  const errors: Errors = {};
  if (!f.current) errors.current = 'Current password is required';
  if (!f.next) errors.next = PASSWORD_REQUIRED;
  else if (!passwordSchema.safeParse(f.next).success) errors.next = PASSWORD_INVALID;
  if (f.next !== f.confirm) errors.confirm = PASSWORDS_DIFFER;
  return errors;
}

/** Settings › Security (spec §2): current, new and confirm password; other devices are signed out on success. */
export function SecurityForm() {
  const toast = useToast();
  const [fields, setFields] = useState(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const change = useMutation({
    mutationFn: (body: { current_password: string; password: string }) =>
      api<{ message: string }>('/api/auth/change-password', { body, errorStyle: 'auth' }),
    onSuccess: () => {
      setFields(EMPTY);
      toast({ title: 'Password updated', variant: 'success' });
    },
    onError: () => toast(ERROR_TOAST),
  });
  const set = (key: keyof typeof EMPTY) => (e: { target: { value: string } }) => {
    setFields((f) => ({ ...f, [key]: e.target.value }));
    setErrors((all) => ({ ...all, [key]: undefined }));
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const found = check(fields);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    change.mutate({ current_password: fields.current, password: fields.next });
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Change password" className="space-y-5">
      <FormAlert message={change.isError ? messageOf(change.error) : null} />
      <PasswordField
        label="Current password"
        autoComplete="current-password"
        value={fields.current}
        onChange={set('current')}
        error={errors.current}
      />
      <div>
        <PasswordField
          label="New password"
          autoComplete="new-password"
          describedById="settings-password-rules"
          value={fields.next}
          onChange={set('next')}
          error={errors.next}
        />
        <PasswordChecklist id="settings-password-rules" password={fields.next} />
      </div>
      <PasswordField
        label="Confirm new password"
        autoComplete="new-password"
        value={fields.confirm}
        onChange={set('confirm')}
        error={errors.confirm}
      />
      <p className="text-sm text-cocoa-500">Changing your password signs you out on your other devices.</p>
      <SubmitButton pending={change.isPending} pendingLabel="Saving…">
        Save
      </SubmitButton>
    </form>
  );
}
