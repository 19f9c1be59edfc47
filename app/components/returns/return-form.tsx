import { useState, type FormEvent } from 'react';
import { formatMoney } from '../../../domain/money';
import type { ShippingCountry } from '../../../domain/country';
import { RETURN_MESSAGES, RETURN_NOTE_MAX, RETURN_REASON_LABELS, RETURN_REASONS } from '../../../domain/returns/returns';
import type { ReturnableLine } from '../../../domain/returns/views';
import { PhotoField } from '../brand/photo-field';
import { postMultipart } from '../brand/upload';
import { ProductImage } from '../catalog/product-image';
import { FormAlert, SubmitButton } from '../form/form-alert';
import { SelectField } from '../form/select-field';
import { messageOf } from '../form/server-errors';
import { labelClass, textAreaClass } from '../form/styles';

interface Props {
  orderNumber: string;
  country: ShippingCountry;
  lines: ReturnableLine[];
  onSent: (message: string) => void;
  onCancel: () => void;
}

const unitsOptions = (max: number) =>
  Array.from({ length: max + 1 }, (_, n) => ({ value: String(n), label: n === 0 ? 'None' : String(n) }));

/** "Return items": how many of each line, why, an optional note and photo; sent as multipart. */
export function ReturnForm({ orderNumber, country, lines, onSent, onCancel }: Props) {
  const [units, setUnits] = useState<Record<number, number>>({});
  const [reason, setReason] = useState('');
  const [note, setNote] = useState('');
  const [photo, setPhoto] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const open = lines.filter((l) => l.returnable > 0);
  const chosen = Object.entries(units)
    .filter(([, n]) => n > 0)
    .map(([id, n]) => ({ line_id: Number(id), quantity: n }));

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (chosen.length === 0) return setError(RETURN_MESSAGES.noLines);
    if (!reason) return setError('Choose a reason');
    const data = new FormData();
    data.append('lines', JSON.stringify(chosen));
    data.append('reason', reason);
    if (note.trim()) data.append('note', note.trim());
    if (photo) data.append('photo', photo);
    setError(null);
    setSending(true);
    try {
      const answer = await postMultipart<{ message: string }>(
        `/api/order/my-orders/${encodeURIComponent(orderNumber)}/returns`,
        data,
        () => {},
      );
      onSent(answer.message);
    } catch (err) {
      setError(messageOf(err));
    } finally {
      setSending(false);
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="return-form-title" className="flex flex-col gap-5">
      <h3 id="return-form-title" className="font-serif text-lg text-cocoa-950">
        Which items are you returning?
      </h3>
      <ul className="flex flex-col divide-y divide-sand-200">
        {open.map((l) => (
          <li key={l.line_id} className="flex items-center gap-3 py-3">
            <span className="block size-14 shrink-0 overflow-hidden rounded-xl bg-sand-100">
              <ProductImage src={l.image} alt="" sizes="56px" className="h-full w-full object-cover" />
            </span>
            <p className="min-w-0 flex-1 text-[15px] leading-snug text-cocoa-950">
              {l.name}
              <span className="mt-0.5 block text-sm text-cocoa-700">
                {formatMoney(l.unit_minor, country)} · {l.returnable} of {l.quantity} can be returned
              </span>
            </p>
            <SelectField
              label="Quantity"
              placeholder="Quantity"
              className="w-28 shrink-0"
              value={String(units[l.line_id] ?? 0)}
              options={unitsOptions(l.returnable)}
              onChange={(e) => {
                setUnits((u) => ({ ...u, [l.line_id]: Number(e.target.value) }));
                setError(null);
              }}
              disabled={sending}
            />
          </li>
        ))}
      </ul>
      <SelectField
        label="Reason"
        placeholder="Choose a reason"
        required
        value={reason}
        options={RETURN_REASONS.map((r) => ({ value: r, label: RETURN_REASON_LABELS[r] }))}
        onChange={(e) => {
          setReason(e.target.value);
          setError(null);
        }}
        disabled={sending}
      />
      <div>
        <label htmlFor="return-note" className={labelClass}>
          Note (optional)
        </label>
        <textarea
          id="return-note"
          className={textAreaClass}
          maxLength={RETURN_NOTE_MAX}
          value={note}
          onChange={(e) => setNote(e.target.value)}
          disabled={sending}
          placeholder="Tell us what happened"
        />
      </div>
      <PhotoField
        id="return-photo"
        label="Photo (optional)"
        hint="A picture of the item helps if it arrived damaged or wrong. PNG, JPEG or WebP, up to 5 MB."
        file={photo}
        onChange={setPhoto}
        disabled={sending}
        optional
      />
      <FormAlert message={error} />
      <div className="flex flex-col gap-3 sm:flex-row">
        <SubmitButton pending={sending} pendingLabel="Sending…" className="w-full sm:w-auto">
          Request return
        </SubmitButton>
        <button type="button" onClick={onCancel} className="h-12 text-sm font-semibold text-cocoa-700 underline underline-offset-4 sm:px-4">
          Cancel
        </button>
      </div>
    </form>
  );
}
