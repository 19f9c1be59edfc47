import { useState, type FormEvent } from 'react';
import { REVIEW_LIMITS, SKIN_CONCERN_OPTIONS, SKIN_TYPE_OPTIONS } from '../../../domain/reviews/rules';
import type { OwnReview } from '../../../domain/reviews/views';
import { ApiError, api } from '../../lib/api';
import { TextAreaField, TextField } from '../form/field';
import { FormAlert, SubmitButton } from '../form/form-alert';
import { SelectField } from '../form/select-field';
import { StarPicker } from './star-picker';

interface Draft {
  stars: number;
  title: string;
  text: string;
  skin_type: string;
  skin_concern: string;
}

const draftOf = (r: OwnReview | null): Draft => ({
  stars: r?.stars ?? 0,
  title: r?.title ?? '',
  text: r?.text ?? '',
  skin_type: r?.skin_type ?? '',
  skin_concern: r?.skin_concern ?? '',
});

/** Writing a review, or editing her own: the server checks every field and answers per field. */
export function ReviewForm({
  productId,
  existing,
  onSaved,
  onCancel,
}: {
  productId: number;
  existing: OwnReview | null;
  onSaved: (review: OwnReview, message: string) => void;
  onCancel: () => void;
}) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(existing));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setPending(true);
    setAlert(null);
    const body = { ...draft, skin_type: draft.skin_type || null, skin_concern: draft.skin_concern || null };
    try {
      const res = existing
        ? await api<{ data: OwnReview; message: string }>(`/api/reviews/${existing.id}`, { method: 'PUT', body })
        : await api<{ data: OwnReview; message: string }>(`/api/product/${productId}/reviews`, { body });
      setErrors({});
      onSaved(res.data, res.message);
    } catch (err) {
      const fields = err instanceof ApiError ? err.fields : {};
      setErrors(fields);
      setAlert(
        Object.keys(fields).length > 0
          ? null
          : err instanceof ApiError && err.serverMessage
            ? err.serverMessage
            : 'Oops! Something went wrong.',
      );
    } finally {
      setPending(false);
    }
  };

  return (
    <form
      onSubmit={onSubmit}
      aria-label={existing ? 'Edit your review' : 'Write a review'}
      className="flex flex-col gap-5 rounded-2xl border border-sand-200 bg-white p-5 sm:p-6"
    >
      <FormAlert message={alert} />
      <StarPicker value={draft.stars} onChange={(n) => set('stars', n)} error={errors.stars} />
      <TextField
        label="Title"
        value={draft.title}
        onChange={(e) => set('title', e.target.value)}
        maxLength={REVIEW_LIMITS.titleMax}
        error={errors.title}
        required
      />
      <TextAreaField
        label="Your review"
        value={draft.text}
        onChange={(e) => set('text', e.target.value)}
        rows={5}
        error={errors.text}
        hint={`${draft.text.trim().length} / ${REVIEW_LIMITS.textMax.toLocaleString('en-GB')} characters (at least ${REVIEW_LIMITS.textMin})`}
        required
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          label="Skin type"
          placeholder="Prefer not to say"
          options={SKIN_TYPE_OPTIONS}
          value={draft.skin_type}
          onChange={(e) => set('skin_type', e.target.value)}
          error={errors.skin_type}
          optional
        />
        <SelectField
          label="Skin concern"
          placeholder="Prefer not to say"
          options={SKIN_CONCERN_OPTIONS}
          value={draft.skin_concern}
          onChange={(e) => set('skin_concern', e.target.value)}
          error={errors.skin_concern}
          optional
        />
      </div>
      <p className="text-xs text-cocoa-500">Reviews appear once our team has checked them. Your first name and last initial are shown.</p>
      <div className="flex flex-wrap gap-3">
        <SubmitButton pending={pending} pendingLabel="Sending…">
          {existing ? 'Save review' : 'Send review'}
        </SubmitButton>
        <button type="button" onClick={onCancel} className="px-4 text-sm font-medium text-cocoa-700 underline underline-offset-4">
          Cancel
        </button>
      </div>
    </form>
  );
}
