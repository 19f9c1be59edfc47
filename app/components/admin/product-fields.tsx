import { useId, useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { ProductInput } from '../../../domain/admin/products';
import { FieldError, TextAreaField } from '../form/field';
import { SelectField } from '../form/select-field';
import { labelClass } from '../form/styles';

type Ingredient = ProductInput['active_ingredients'][number];

/** "Name: what it does" per line ↔ the list of active ingredients. */
const ingredientsText = (list: readonly Partial<Ingredient>[]) => list.map((a) => `${a.name ?? ''}: ${a.description ?? ''}`).join('\n');
const ingredientsOf = (text: string): Ingredient[] =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .map((line) => {
      const at = line.indexOf(':');
      return at < 0 ? { name: line, description: '' } : { name: line.slice(0, at).trim(), description: line.slice(at + 1).trim() };
    });

/** The active ingredients typed one per line; the form gets the list (the text is kept as typed). */
export function IngredientsField({
  value,
  onChange,
  onBlur,
  error,
  ref,
}: {
  value: readonly Partial<Ingredient>[];
  onChange: (list: Ingredient[]) => void;
  onBlur: () => void;
  error?: string;
  ref?: React.Ref<HTMLTextAreaElement>;
}) {
  const [text, setText] = useState(() => ingredientsText(value));
  return (
    <TextAreaField
      label="Active ingredients"
      hint="One per line: Name: what it does"
      value={text}
      onChange={(e) => {
        setText(e.target.value);
        onChange(ingredientsOf(e.target.value));
      }}
      onBlur={onBlur}
      ref={ref}
      error={error}
      className="sm:col-span-2"
      rows={3}
    />
  );
}

/** Ticks of one list (categories, a filter group); its error sits under the ticks. */
export function CheckboxGroup({
  legend,
  options,
  field,
  error,
}: {
  legend: string;
  options: { value: string; label: string }[];
  field: UseFormRegisterReturn;
  error?: string;
}) {
  const errorId = `${useId()}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className={labelClass}>{legend}</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-2">
        {options.map((o) => (
          <label key={o.value} className="flex items-center gap-2 text-sm text-cocoa-900">
            <input type="checkbox" value={o.value} className="size-4 accent-cocoa-900" {...field} />
            {o.label}
          </label>
        ))}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}

const RELATED_SLOTS = [0, 1, 2];

/** Up to three related products, one per select; the form gets the chosen ids in slot order. */
export function RelatedField({
  value,
  onChange,
  choices,
  error,
}: {
  value: readonly number[];
  onChange: (ids: number[]) => void;
  choices: { value: string; label: string }[];
  error?: string;
}) {
  const errorId = `${useId()}-error`;
  const [slots, setSlots] = useState(() => RELATED_SLOTS.map((i) => value[i] ?? null));
  const choose = (slot: number, id: number | null) => {
    const next = slots.map((s, i) => (i === slot ? id : s));
    setSlots(next);
    onChange(next.filter((s): s is number => s !== null));
  };
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      {RELATED_SLOTS.map((i) => (
        <SelectField
          key={i}
          label={`Related ${i + 1}`}
          placeholder="None"
          options={choices}
          value={slots[i] === null ? '' : String(slots[i])}
          onChange={(e) => choose(i, e.target.value === '' ? null : Number(e.target.value))}
        />
      ))}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
