import { useState } from 'react';
import { hideReviewBody, publishReviewBody, replyBody } from '../../../domain/reviews/requests';
import { REVIEW_STATUS_LABELS } from '../../../domain/reviews/rules';
import type { AdminReview } from '../../../domain/reviews/views';
import { formatDateTime } from '../../lib/format';
import { Stars } from '../catalog/stars';
import { TextAreaField, TextField } from '../form/field';
import { FormAlert, useHydrated } from '../form/form-alert';
import { secondaryButton } from '../form/styles';
import { useZodForm } from '../form/use-zod-form';
import { submitTo, useAdminChange } from './admin-api';

const small = `${secondaryButton} h-10 px-5`;

/** One review for moderation: her words as text, its flags, and publish / hide / reply. */
export function ReviewCard({ review }: { review: AdminReview }) {
  const hydrated = useHydrated();
  const path = `/api/admin/reviews/${review.id}`;
  const [hiding, setHiding] = useState(false);
  const [replying, setReplying] = useState(false);
  const publishForm = useZodForm(publishReviewBody, { defaultValues: {} });
  const publish = useAdminChange(`${path}/publish`, { onError: publishForm.fail });
  const hideForm = useZodForm(hideReviewBody, { defaultValues: { reason: '' } });
  const hide = useAdminChange(`${path}/hide`, { onError: hideForm.fail, onSuccess: () => setHiding(false) });
  const replyForm = useZodForm(replyBody, { defaultValues: { text: review.reply?.text ?? '' } });
  const reply = useAdminChange(`${path}/reply`, { onError: replyForm.fail, onSuccess: () => setReplying(false) });
  const onPublish = submitTo(publishForm, publish);
  const onHide = submitTo(hideForm, hide);
  const onReply = submitTo(replyForm, reply);
  return (
    <article aria-label={`Review ${review.title}`} className="rounded-2xl border border-sand-200 bg-white p-4 sm:p-5">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <Stars value={review.stars} size={14} label={`${review.stars} out of 5 stars`} />
        <span className="font-semibold text-cocoa-950">{review.title}</span>
        <span className="rounded-full bg-sand-100 px-2.5 py-0.5 text-xs font-semibold text-cocoa-800">
          {REVIEW_STATUS_LABELS[review.status]}
        </span>
        {review.has_link && (
          <span className="rounded-full bg-terracotta-600/10 px-2.5 py-0.5 text-xs font-semibold text-terracotta-600">
            Contains a link or email
          </span>
        )}
      </div>
      <p className="mt-1 text-xs text-cocoa-600">
        <a href={`/product/${review.product.slug}#reviews`} className="underline underline-offset-2">
          {review.product.name}
        </a>{' '}
        · {review.customer.name} ({review.customer.email}) · {formatDateTime(review.updated_at)} · {review.helpful_count} found it helpful
      </p>
      <p className="mt-3 text-sm leading-relaxed whitespace-pre-line text-cocoa-900">{review.text}</p>
      {review.hidden_reason && <p className="mt-2 text-xs text-cocoa-600">Hidden because: {review.hidden_reason}</p>}
      {review.reply && (
        <p className="mt-3 rounded-xl bg-sand-100 px-3 py-2 text-sm text-cocoa-800">
          <span className="font-semibold">Our reply:</span> {review.reply.text}
        </p>
      )}
      <FormAlert message={publishForm.formError} />
      <form onSubmit={(e) => void onPublish(e)} noValidate aria-label="Moderate review" className="mt-4 flex flex-wrap gap-2">
        {review.status !== 'published' && (
          <button type="submit" className={small} disabled={publish.isPending || !hydrated}>
            Publish
          </button>
        )}
        {review.status !== 'hidden' && (
          <button type="button" className={small} onClick={() => setHiding((v) => !v)} aria-expanded={hiding}>
            Hide…
          </button>
        )}
        <button type="button" className={small} onClick={() => setReplying((v) => !v)} aria-expanded={replying}>
          {review.reply ? 'Edit reply…' : 'Reply…'}
        </button>
      </form>
      {hiding && (
        <form
          onSubmit={(e) => void onHide(e)}
          noValidate
          aria-label="Hide review"
          className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end"
        >
          <TextField
            label="Reason (staff only)"
            error={hideForm.formState.errors.reason?.message ?? hideForm.formError ?? undefined}
            className="flex-1"
            {...hideForm.register('reason')}
          />
          <button type="submit" className={small} disabled={hide.isPending}>
            Hide review
          </button>
        </form>
      )}
      {replying && (
        <form onSubmit={(e) => void onReply(e)} noValidate aria-label="Reply to review" className="mt-4 flex flex-col gap-3">
          <TextAreaField
            label="Public reply from the shop"
            hint="Shown under the review on the product page. Leave empty to remove it."
            error={replyForm.formState.errors.text?.message ?? replyForm.formError ?? undefined}
            {...replyForm.register('text')}
          />
          <button type="submit" className={`${small} w-fit`} disabled={reply.isPending}>
            Save reply
          </button>
        </form>
      )}
    </article>
  );
}
