import { useId, useState, type FormEvent } from 'react';
import { api } from '../../lib/api';
import { useCountry } from '../../lib/country';
import { useToast } from '../../lib/toast';
import { SpinnerIcon } from '../icons-later';
import { usePaymentErrorToast } from './use-payment-error-toast';
import { inputClass, labelClass } from '../form/styles';

/**
 * Apply is disabled when the code is empty or being applied; the server answers with
 * the customer's percent ('Discount applied') or a message shown unchanged in an 'Error' toast.
 */
export function DiscountCode({ applied, onApplied }: { applied?: string; onApplied: (code: string) => void }) {
  const id = useId();
  const toast = useToast();
  const showError = usePaymentErrorToast();
  const { country } = useCountry();
  const [code, setCode] = useState('');
  const [applying, setApplying] = useState(false);

  async function apply(e: FormEvent) {
    e.preventDefault();
    const value = code.trim();
    if (!value || applying) return;
    setApplying(true);
    try {
      await api<number>('/api/order/add-discount-code', { body: { code: value, country }, errorStyle: 'raw' });
      onApplied(value.toUpperCase());
      setCode('');
      toast({ title: 'Discount applied', variant: 'success' });
    } catch (err) {
      showError(err);
    } finally {
      setApplying(false);
    }
  }

  return (
    <form onSubmit={apply} className="mt-6">
      <label htmlFor={id} className={labelClass}>
        Discount code
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          placeholder={applied ? `${applied} applied` : 'Enter code'}
          className={`${inputClass} uppercase placeholder:normal-case`}
        />
        <button
          type="submit"
          disabled={!code.trim() || applying}
          aria-busy={applying || undefined}
          className="inline-flex h-12 shrink-0 items-center gap-2 rounded-xl bg-cocoa-900 px-5 text-[12px] font-semibold tracking-[0.16em] text-sand-50 uppercase transition-colors hover:bg-cocoa-950 disabled:cursor-not-allowed disabled:bg-cocoa-900/40"
        >
          {applying && <SpinnerIcon width={16} height={16} />}
          Apply
        </button>
      </div>
      {applied && (
        <p className="mt-2 text-xs text-cocoa-700">
          Code <span className="font-semibold text-cocoa-950">{applied}</span> is applied to this order.
        </p>
      )}
    </form>
  );
}
