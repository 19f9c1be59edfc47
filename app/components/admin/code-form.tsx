import { useMutation } from '@tanstack/react-query';
import { twoFactorCodeBody } from '../../../domain/admin/two-factor';
import { TextField } from '../form/field';
import { FormAlert, SubmitButton, useHydrated } from '../form/form-alert';
import { useZodForm } from '../form/use-zod-form';

/** One code field and its button; the shared schema checks the shape before the server does. */
export function CodeForm<T>({
  label,
  hint,
  submit,
  pendingLabel,
  children,
  onDone,
  autoFocus,
}: {
  label: string;
  hint: string;
  submit: (code: string) => Promise<T>;
  pendingLabel: string;
  children: string;
  onDone: (result: T) => void;
  autoFocus?: boolean;
}) {
  const hydrated = useHydrated();
  const form = useZodForm(twoFactorCodeBody, { defaultValues: { code: '' } });
  const mutation = useMutation({ mutationFn: submit, onSuccess: onDone, onError: form.fail });
  const onSubmit = form.handleSubmit(({ code }) => {
    form.setFormError(null);
    mutation.mutate(code);
  });
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="flex flex-col gap-4">
      <FormAlert message={form.formError} />
      <TextField
        label={label}
        hint={hint}
        error={form.formState.errors.code?.message}
        {...form.register('code')}
        inputMode="text"
        autoComplete="one-time-code"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={12}
        autoFocus={autoFocus}
        disabled={!hydrated}
      />
      <SubmitButton pending={mutation.isPending} pendingLabel={pendingLabel} disabled={!hydrated}>
        {children}
      </SubmitButton>
    </form>
  );
}
