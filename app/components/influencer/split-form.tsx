import { useId, useState, type FormEvent } from 'react';
import { ApiError, GENERIC_ERROR } from '../../lib/api';
import { ERROR_TOAST, useToast } from '../../lib/toast';
import { percentToBp, splitProblem, TOTAL_DISCOUNT_PERCENT } from '../../../domain/influencers/split';
import { useSetSplit } from './use-influencer-data';
import { FormAlert, SubmitButton, useHydrated } from '../form/form-alert';
import { inputClass, labelClass } from '../form/styles';

/** The influencer's discount split: the server's own rule, checked here only to save a round trip. */
const problemWith = (raw: string) => splitProblem(raw.trim() === '' ? null : percentToBp(Number(raw)));

/** Commission = 15 − customer share, shown while typing; a dash while the share is not valid. */
function commissionOf(raw: string): string {
  if (problemWith(raw)) return '—';
  return `${Math.round((TOTAL_DISCOUNT_PERCENT - Number(raw)) * 100) / 100}%`;
}

export function SplitForm({ initialPercent, onSaved }: { initialPercent: number; onSaved: () => void }) {
  const id = useId();
  const toast = useToast();
  const hydrated = useHydrated();
  const save = useSetSplit();
  const [value, setValue] = useState(String(initialPercent));
  // The toast sits outside the modal, which hides the rest of the page from screen readers, so the message also shows inside it.
  const [error, setError] = useState<string | null>(null);
  const refuse = (message: string) => {
    setError(message);
    toast({ title: 'Invalid Discount', description: message, variant: 'error' });
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const problem = problemWith(value);
    if (problem) return refuse(problem);
    setError(null);
    save.mutate(Number(value), {
      onSuccess: () => {
        toast({ title: 'Discount code set', description: 'The discount code has been set successfully.', variant: 'success' });
        onSaved();
      },
      // A failed save gets the shared error toast; the server's own words stay in the modal.
      onError: (err) => {
        setError(err instanceof ApiError ? err.message : GENERIC_ERROR);
        toast(ERROR_TOAST);
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-6">
      <div>
        <label htmlFor={`${id}-customer`} className={labelClass}>
          Customer discount (%)
        </label>
        <div className="relative">
          <input
            id={`${id}-customer`}
            type="number"
            inputMode="decimal"
            min={0}
            max={TOTAL_DISCOUNT_PERCENT}
            step="any"
            value={value}
            onChange={(e) => {
              setValue(e.target.value);
              setError(null);
            }}
            aria-describedby={`${id}-hint ${id}-commission`}
            aria-invalid={error ? true : undefined}
            className={`${inputClass} pr-10 tabular-nums [appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none`}
          />
          <span aria-hidden="true" className="pointer-events-none absolute top-1/2 right-4 -translate-y-1/2 text-cocoa-500">
            %
          </span>
        </div>
        <p id={`${id}-hint`} className="mt-1.5 text-xs text-cocoa-500">
          From 0 to 15. What your customers save on each order.
        </p>
      </div>
      <p
        id={`${id}-commission`}
        aria-live="polite"
        className="flex items-center justify-between rounded-2xl bg-sand-100 px-5 py-4 text-[15px] text-cocoa-900"
      >
        <span>
          Your commission: <strong className="font-semibold tabular-nums">{commissionOf(value)}</strong>
        </span>
        <span className="text-xs text-cocoa-500">of each order</span>
      </p>
      <FormAlert message={error} />
      <SubmitButton pending={save.isPending} pendingLabel="Saving…" disabled={!hydrated} className="w-full">
        Save
      </SubmitButton>
    </form>
  );
}
