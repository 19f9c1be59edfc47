import { MAX_QUANTITY } from '../../../domain/cart';
import { MinusIcon, PlusIcon } from '../icons';

const stepButton =
  'grid size-11 place-items-center text-cocoa-950 transition hover:bg-sand-100 disabled:cursor-not-allowed disabled:opacity-35 disabled:hover:bg-transparent';

/**
 * − n + control, kept between 1 and 99. With `submitName`, − and + are its form's submit buttons,
 * sending the quantity they lead to under that name (the form decides what a press does).
 */
export function QuantitySelector({
  value,
  onChange,
  submitName,
  disabled = false,
  label = 'Quantity',
  size = 'md',
}: {
  value: number;
  disabled?: boolean;
  label?: string;
  size?: 'sm' | 'md';
} & ({ onChange: (next: number) => void; submitName?: undefined } | { submitName: string; onChange?: undefined })) {
  const clamp = (n: number) => Math.max(1, Math.min(MAX_QUANTITY, n));
  const step = (n: number) =>
    submitName
      ? { type: 'submit' as const, name: submitName, value: clamp(n) }
      : { type: 'button' as const, onClick: () => onChange?.(clamp(n)) };
  return (
    <div
      role="group"
      aria-label={label}
      className={`inline-flex items-center rounded-full border border-cocoa-900/20 ${size === 'sm' ? 'h-9 [&_button]:size-9' : 'h-12'} ${disabled ? 'opacity-60' : ''}`}
    >
      <button
        {...step(value - 1)}
        aria-label="Decrease quantity"
        disabled={disabled || value <= 1}
        className={`${stepButton} rounded-l-full`}
      >
        <MinusIcon width={16} height={16} />
      </button>
      <output aria-live="polite" aria-label={label} className="min-w-8 text-center text-sm font-semibold tabular-nums">
        {value}
      </output>
      <button
        {...step(value + 1)}
        aria-label="Increase quantity"
        disabled={disabled || value >= MAX_QUANTITY}
        className={`${stepButton} rounded-r-full`}
      >
        <PlusIcon width={16} height={16} />
      </button>
    </div>
  );
}
