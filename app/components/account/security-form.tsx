import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { changePasswordBody } from '../../../domain/accounts/requests';
import { PASSWORD_CHANGED } from '../../../domain/accounts/session';
import { api } from '../../lib/api';
import { forgetSessionMarker } from '../../lib/session';
import { ERROR_TOAST, useToast } from '../../lib/toast';
import { PasswordChecklist } from './password-checklist';
import { PASSWORDS_DIFFER } from './reset-password-form';
import { FormAlert, SubmitButton } from '../form/form-alert';
import { PasswordField } from '../form/password-field';
import { useZodForm } from '../form/use-zod-form';

/** How long the confirmation shows before the sign-in page. */
const SIGN_IN_AGAIN_MS = 2_000;

const EMPTY = { current_password: '', password: '', confirm: '' };
type SecurityField = keyof typeof EMPTY;

/**
 * The server's changePasswordBody field by field, and the confirmation ('Passwords do not
 * match'), all judged at once so every field says its own reason on the same submit.
 */
const securitySchema = z.object({ current_password: z.string(), password: z.string(), confirm: z.string() }).superRefine((values, ctx) => {
  for (const name of ['current_password', 'password'] as const) {
    const checked = changePasswordBody.shape[name].safeParse(values[name]);
    if (!checked.success) ctx.addIssue({ code: 'custom', path: [name], message: checked.error.issues[0]?.message });
  }
  if (values.password !== values.confirm) ctx.addIssue({ code: 'custom', path: ['confirm'], message: PASSWORDS_DIFFER });
});

/** Settings › Security: current, new and confirm password; on success every session ends, this one too. */
export function SecurityForm() {
  const toast = useToast();
  // A field's reason stays until that field changes or the form is sent again.
  const form = useZodForm(securitySchema, { defaultValues: EMPTY, reValidateMode: 'onSubmit', shouldFocusError: false });
  const change = useMutation({
    mutationFn: (body: { current_password: string; password: string }) =>
      api<{ message: string }>('/api/auth/change-password', { body, errorStyle: 'auth' }),
    // Every session ended with the old password, this one too: sign in again with the new one.
    onSuccess: () => {
      form.reset(EMPTY);
      toast({ title: 'Password updated', description: PASSWORD_CHANGED, variant: 'success' });
      forgetSessionMarker();
      window.setTimeout(() => window.location.assign('/login'), SIGN_IN_AGAIN_MS);
    },
    onError: (err) => {
      form.fail(err);
      toast(ERROR_TOAST);
    },
  });
  const field = (name: SecurityField) => ({
    ...form.register(name, { onChange: () => form.clearErrors(name) }),
    error: form.formState.errors[name]?.message,
  });
  const onSubmit = form.handleSubmit(({ current_password, password }) => {
    form.setFormError(null);
    change.mutate({ current_password, password });
  });

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} aria-label="Change password" className="space-y-5">
      <FormAlert message={form.formError} />
      <PasswordField label="Current password" autoComplete="current-password" {...field('current_password')} />
      <div>
        <PasswordField label="New password" autoComplete="new-password" describedById="settings-password-rules" {...field('password')} />
        <PasswordChecklist id="settings-password-rules" password={form.watch('password')} />
      </div>
      <PasswordField label="Confirm new password" autoComplete="new-password" {...field('confirm')} />
      <p className="text-sm text-cocoa-500">Changing your password signs you out on your other devices.</p>
      <SubmitButton pending={change.isPending} pendingLabel="Saving…">
        Save
      </SubmitButton>
    </form>
  );
}
