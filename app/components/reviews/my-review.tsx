import { useEffect, useState } from 'react';
import { REVIEW_STATUS_LABELS } from '../../../domain/reviews/rules';
import type { OwnReview, ReviewEligibility } from '../../../domain/reviews/views';
import { api } from '../../lib/api';
import { secondaryButton, textLink } from '../form/styles';
import { ReviewForm } from './review-form';

/**
 * The signed-in shopper's part of the Reviews tab: the form when she received the product, her
 * own review (with its status) to edit or delete, or a word on who may review. `openAtStart`
 * opens the form straight away (the invitation mail's link).
 */
export function MyReview({
  productId,
  signedIn,
  loginHref,
  openAtStart,
}: {
  productId: number;
  signedIn: boolean;
  loginHref: string;
  openAtStart: boolean;
}) {
  const [state, setState] = useState<ReviewEligibility | null>(null);
  const [editing, setEditing] = useState(false);
  const [note, setNote] = useState<string | null>(null);

  useEffect(() => {
    if (!signedIn) return;
    let live = true;
    api<ReviewEligibility>(`/api/product/${productId}/reviews/mine`)
      .then((s) => {
        if (!live) return;
        setState(s);
        if (openAtStart && s.can_review) setEditing(true);
      })
      .catch(() => live && setState(null));
    return () => {
      live = false;
    };
  }, [productId, signedIn, openAtStart]);

  if (!signedIn) {
    return (
      <p className="text-sm text-cocoa-700">
        Bought this product?{' '}
        <a href={loginHref} className={textLink}>
          Sign in to review it
        </a>
      </p>
    );
  }
  if (!state) return null;

  const saved = (review: OwnReview, message: string) => {
    setState({ can_review: false, review });
    setEditing(false);
    setNote(message);
  };
  const remove = async () => {
    if (!state.review || !window.confirm('Delete your review?')) return;
    const res = await api<{ message: string }>(`/api/reviews/${state.review.id}`, { method: 'DELETE' });
    setState({ can_review: true, review: null });
    setNote(res.message);
  };

  if (editing) {
    return <ReviewForm productId={productId} existing={state.review} onSaved={saved} onCancel={() => setEditing(false)} />;
  }
  return (
    <div className="flex flex-col gap-3">
      {note && (
        <p role="status" className="rounded-xl bg-sand-100 px-4 py-3 text-sm text-cocoa-900">
          {note}
        </p>
      )}
      {state.review ? (
        <div className="flex flex-wrap items-center gap-3 text-sm text-cocoa-700">
          <span>
            Your review: <span className="font-semibold text-cocoa-950">{REVIEW_STATUS_LABELS[state.review.status]}</span>
          </span>
          <button type="button" onClick={() => setEditing(true)} className={textLink}>
            Edit
          </button>
          <button type="button" onClick={remove} className={textLink}>
            Delete
          </button>
        </div>
      ) : state.can_review ? (
        <button type="button" onClick={() => setEditing(true)} className={`${secondaryButton} w-fit`}>
          Write a review
        </button>
      ) : (
        <p className="text-sm text-cocoa-700">Reviews come from customers who received this product.</p>
      )}
    </div>
  );
}
