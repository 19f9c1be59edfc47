import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { TWO_FACTOR_MESSAGES, twoFactorCodeBody } from '../../../domain/admin/two-factor';
import { ApiError } from '../../lib/api';
import { FormAlert, messageOf, SubmitButton, TextField, useHydrated } from '../account/form-field';

/** One code field and its button; the shared schema checks the shape before the server does. */
export function CodeForm<T>({ label, hint, submit, pendingLabel, children, onDone, autoFocus }: {
  label: string;
  hint: string;
  submit: (code: string) => Promise<T>;
  pendingLabel: string;
  children: string;
  onDone: (result: T) => void;
  autoFocus?: boolean;
}) {
  const hydrated = useHydrated();
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: submit,
    onSuccess: onDone,
    onError: (err) => setFieldError(err instanceof ApiError ? (err.fields.code ?? null) : null),
  });
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = twoFactorCodeBody.safeParse({ code });
    if (!parsed.success) return setFieldError(TWO_FACTOR_MESSAGES.codeFormat);
    setFieldError(null);
    mutation.mutate(parsed.data.code);
  };
  const formError = mutation.isError && !fieldError ? messageOf(mutation.error) : null;
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <FormAlert message={formError} />
      <TextField
        label={label} hint={hint} error={fieldError} value={code} onChange={(e) => setCode(e.target.value)}
        inputMode="text" autoComplete="one-time-code" autoCapitalize="characters" spellCheck={false} maxLength={12}
        autoFocus={autoFocus} disabled={!hydrated}
      />
      <SubmitButton pending={mutation.isPending} pendingLabel={pendingLabel} disabled={!hydrated}>{children}</SubmitButton>
    </form>
  );
}
