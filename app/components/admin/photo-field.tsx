import { useId, useState } from 'react';
import { uploadProductPhoto } from './auth-files';
import { FieldError } from '../form/field';
import { messageOf } from '../form/server-errors';
import { labelClass } from '../form/styles';

/** One product photo: chosen from the phone or computer, uploaded at once, previewed at its storefront size. */
export function PhotoField({
  label,
  stem,
  onChange,
  error,
}: {
  label: string;
  /** The stored image's stem ('' before one is uploaded). */
  stem: string;
  onChange: (stem: string) => void;
  error?: string | null;
}) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  async function choose(file: File | undefined) {
    if (!file) return;
    setBusy(true);
    setUploadError(null);
    try {
      onChange((await uploadProductPhoto(file)).image);
    } catch (err) {
      setUploadError(messageOf(err));
    } finally {
      setBusy(false);
    }
  }
  const message = uploadError ?? error;
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <div className="flex items-center gap-4">
        <div className="size-24 shrink-0 overflow-hidden rounded-2xl border border-sand-200 bg-sand-100">
          {stem && <img src={`/media/${stem}-480.webp`} alt={`${label} preview`} className="size-full object-cover" />}
        </div>
        <input
          id={id}
          type="file"
          accept="image/png,image/jpeg,image/webp"
          onChange={(e) => void choose(e.target.files?.[0])}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${id}-error` : undefined}
          className="w-full min-w-0 flex-1 text-sm text-cocoa-700 file:mr-3 file:rounded-full file:border-0 file:bg-cocoa-900 file:px-4 file:py-2 file:text-sand-50"
        />
      </div>
      {busy && <p className="mt-1.5 text-sm text-cocoa-700">Uploading…</p>}
      <FieldError id={`${id}-error`} message={message} />
    </div>
  );
}
