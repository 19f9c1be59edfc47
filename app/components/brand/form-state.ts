import { useState, type ChangeEvent } from 'react';
import { GENERIC_ERROR } from '../../lib/api';
import { OFFLINE, serverErrors } from '../form/server-errors';

/** Values of a form kept as typed (so nothing is lost when the server refuses them), and its one error. */

interface FormError<K extends string> {
  /** The field the server named, to mark and focus; null when the message is about the whole form. */
  field: K | null;
  text: string;
}

/** The first field reason of a refusal (structured 4xx `fields`), else its message above the form. */
function formError<K extends string>(err: unknown, fields: readonly K[]): FormError<K> {
  const found = serverErrors(err, fields, OFFLINE);
  const field = fields.find((name) => found.fields[name]);
  return field ? { field, text: found.fields[field]! } : { field: null, text: found.form ?? GENERIC_ERROR };
}

/** `otherFields` are fields kept outside `values` (files, checkboxes) that the server may still name. */
export function useFormValues<T extends Record<string, string>>(prefix: string, initial: T, otherFields: readonly string[] = []) {
  const [values, setValues] = useState(initial);
  const [error, setError] = useState<FormError<string> | null>(null);
  /** Props for a text-like control: stable id, value, and an onChange that clears that field's error. */
  const bind = (name: keyof T & string) => ({
    id: `${prefix}-${name}`,
    value: values[name],
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
      const value = e.target.value;
      setValues((v) => ({ ...v, [name]: value }));
      setError((current) => (current?.field === name ? null : current));
    },
    error: error?.field === name ? error.text : undefined,
  });
  /** Sets one value from a control that is not a text box (radio group). */
  const set = (name: keyof T & string, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    setError((current) => (current?.field === name ? null : current));
  };
  /** Shows a refusal and moves focus to the field it names, so keyboard and screen-reader users land on it. */
  const fail = (err: unknown) => {
    const e = formError(err, [...Object.keys(initial), ...otherFields]);
    setError(e);
    if (e.field) requestAnimationFrame(() => document.getElementById(`${prefix}-${e.field}`)?.focus());
  };
  const reset = () => {
    setValues(initial);
    setError(null);
  };
  return { values, set, bind, error, setError, fail, reset };
}
