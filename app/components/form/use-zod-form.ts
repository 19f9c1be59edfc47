import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type DefaultValues, type FieldErrors, type FieldValues, type Path, type UseFormProps } from 'react-hook-form';
import type { z } from 'zod';
import type { FormRefusal } from '../../lib/form-action.server';
import { postedErrors, serverErrors } from './server-errors';

/**
 * react-hook-form with the shared zod schema as its resolver: the browser refuses what the server
 * would, with the same words, before any call. `fail(err)` places a server refusal: each named
 * field's reason beside it (focused), anything else in `formError` above the form. `posted` is the
 * refusal the page's action answered when the form was posted the browser's way: placed the same
 * way, so the server's page shows it, until the form is sent again.
 */
export function useZodForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  options: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, 'resolver' | 'defaultValues'> & {
    defaultValues: DefaultValues<z.input<S>>;
    offline?: string;
    posted?: FormRefusal;
  },
) {
  const { offline, posted, ...rest } = options;
  const names = Object.keys(options.defaultValues) as Path<z.input<S>>[];
  // Read once: the scripts' own errors replace them at the next submit.
  const [shown] = useState(() => (posted ? postedErrors(posted, names) : null));
  const [errors] = useState(() => (shown ? fieldErrors(shown.fields) : undefined));
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    ...rest,
    ...(errors ? { errors: errors as FieldErrors<z.input<S>> } : {}),
    resolver: zodResolver(schema),
  });
  const [formError, setFormError] = useState<string | null>(shown?.form ?? null);

  function fail(err: unknown) {
    const found = serverErrors(err, names, offline);
    setFormError(found.form);
    const placed = names.filter((name) => found.fields[name]);
    for (const name of placed) form.setError(name, { type: 'server', message: found.fields[name] }, { shouldFocus: name === placed[0] });
  }

  return { ...form, fail, formError, setFormError };
}

/** A refusal's field reasons as react-hook-form's errors, marked as the server's. */
const fieldErrors = (fields: Partial<Record<string, string>>) =>
  Object.fromEntries(Object.entries(fields).map(([name, message]) => [name, { type: 'server', message }]));
