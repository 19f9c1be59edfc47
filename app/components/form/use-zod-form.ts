import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type UseFormProps } from 'react-hook-form';
import type { z } from 'zod';
import { serverErrors } from './server-errors';

/**
 * react-hook-form with the shared zod schema as its resolver: the browser refuses what the server
 * would, with the same words, before any call. `fail(err)` places a server refusal: each named
 * field's reason beside it (focused), anything else in `formError` above the form.
 */
export function useZodForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  options: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, 'resolver' | 'defaultValues'> & {
    defaultValues: DefaultValues<z.input<S>>;
    offline?: string;
  },
) {
  const { offline, ...rest } = options;
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    ...rest,
    resolver: zodResolver(schema),
  });
  const [formError, setFormError] = useState<string | null>(null);
  const names = Object.keys(options.defaultValues) as Path<z.input<S>>[];

  function fail(err: unknown) {
    const found = serverErrors(err, names, offline);
    setFormError(found.form);
    const placed = names.filter((name) => found.fields[name]);
    for (const name of placed) form.setError(name, { type: 'server', message: found.fields[name] }, { shouldFocus: name === placed[0] });
  }

  return { ...form, fail, formError, setFormError };
}
