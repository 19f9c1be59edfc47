import { useState } from 'react';
import type { PublicReview } from '../../../domain/reviews/views';
import { ApiError, api } from '../../lib/api';
import { formatDate } from '../../lib/format';
import { Stars } from '../catalog/stars';

/** One published review: stars, title, her words as plain text, who and when, and the shop's reply. */
export function ReviewItem({ review, signedIn, loginHref }: { review: PublicReview; signedIn: boolean; loginHref: string }) {
  const [count, setCount] = useState(review.helpful_count);
  const [note, setNote] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const markHelpful = async () => {
    setBusy(true);
    try {
      const res = await api<{ helpful_count: number; message: string }>(`/api/reviews/${review.id}/helpful`, { method: 'POST', body: {} });
      setCount(res.helpful_count);
      setNote(res.message);
    } catch (err) {
      setNote(err instanceof ApiError && err.serverMessage ? err.serverMessage : 'Oops! Something went wrong.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <article className="border-b border-sand-200 py-6 last:border-b-0" aria-labelledby={`review-${review.id}-title`}>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Stars value={review.stars} size={15} label={`${review.stars} out of 5 stars`} />
        <h3 id={`review-${review.id}-title`} className="font-medium text-cocoa-950">
          {review.title}
        </h3>
      </div>
      <p className="mt-1 flex flex-wrap items-center gap-x-2 text-xs text-cocoa-500">
        <span className="font-medium text-cocoa-700">{review.author}</span>
        <span aria-hidden="true">·</span>
        <time dateTime={review.published_at}>{formatDate(review.published_at)}</time>
        <span aria-hidden="true">·</span>
        <span className="font-semibold text-[#3f6b4a]">Verified buyer</span>
        {review.skin_type && (
          <>
            <span aria-hidden="true">·</span>
            <span>Skin type: {review.skin_type}</span>
          </>
        )}
        {review.skin_concern && (
          <>
            <span aria-hidden="true">·</span>
            <span>Concern: {review.skin_concern}</span>
          </>
        )}
      </p>
      <p className="mt-3 leading-relaxed whitespace-pre-line text-cocoa-900">{review.text}</p>
      {review.reply && (
        <div className="mt-4 rounded-2xl bg-sand-100 px-4 py-3 text-sm">
          <p className="font-semibold text-cocoa-950">Reply from Zaron</p>
          <p className="mt-1 leading-relaxed whitespace-pre-line text-cocoa-800">{review.reply.text}</p>
        </div>
      )}
      <div className="mt-3 flex flex-wrap items-center gap-3 text-xs text-cocoa-700">
        {signedIn ? (
          <button
            type="button"
            onClick={markHelpful}
            disabled={busy || note !== null}
            className="rounded-full border border-sand-200 px-3 py-1.5 font-medium transition hover:border-cocoa-500 disabled:opacity-60"
          >
            Helpful ({count})
          </button>
        ) : (
          <a href={loginHref} className="rounded-full border border-sand-200 px-3 py-1.5 font-medium transition hover:border-cocoa-500">
            Helpful ({count})
          </a>
        )}
        {note && <span role="status">{note}</span>}
      </div>
    </article>
  );
}
