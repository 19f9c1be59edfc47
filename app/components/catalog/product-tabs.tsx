import { lazy, Suspense, useEffect, useState } from 'react';
import type { ProductDetail } from '../../../domain/catalog';
import { Tabs } from '../tabs';

// The reviews, their form and helpful marks come when the tab is chosen, not with the page's first scripts.
const ReviewsPanel = lazy(() => import('../reviews/reviews-panel').then((m) => ({ default: m.ReviewsPanel })));

/** Text with blank lines between paragraphs (or one step a line) as paragraphs. */
function Paragraphs({ text }: { text: string }) {
  const parts = text
    .split(/\n\s*\n|\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  return (
    <div className="flex max-w-3xl flex-col gap-4 leading-relaxed text-cocoa-900">
      {parts.map((p, i) => (
        <p key={i}>{p}</p>
      ))}
    </div>
  );
}

function Ingredients({ product }: { product: ProductDetail }) {
  if (product.active_ingredients.length === 0) {
    return <p className="text-cocoa-700">No ingredient</p>;
  }
  return (
    <div className="flex max-w-3xl flex-col gap-8">
      <section aria-labelledby="active-ingredients">
        <h3 id="active-ingredients" className="text-xs font-semibold tracking-[0.2em] text-cocoa-700 uppercase">
          Active ingredients
        </h3>
        <dl className="mt-4 grid gap-5 sm:grid-cols-2">
          {product.active_ingredients.map((a) => (
            <div key={a.name} className="rounded-2xl bg-sand-100 p-5">
              <dt className="font-serif text-lg text-cocoa-950">{a.name}</dt>
              <dd className="mt-1 text-sm leading-relaxed text-cocoa-700">{a.description}</dd>
            </div>
          ))}
        </dl>
      </section>
      {product.other_ingredients && (
        <section aria-labelledby="other-ingredients">
          <h3 id="other-ingredients" className="text-xs font-semibold tracking-[0.2em] text-cocoa-700 uppercase">
            Other ingredients
          </h3>
          <p className="mt-3 text-sm leading-relaxed text-cocoa-700">{product.other_ingredients}</p>
        </section>
      )}
    </div>
  );
}

/**
 * Opens the Reviews tab when the address asks for it (`#reviews`, the rating link beside the name)
 * and says whether to open the review form at once (`?review=1`, the invitation mail's link).
 */
function useReviewsLink(choose: (value: string) => void) {
  const [openForm, setOpenForm] = useState(false);
  useEffect(() => {
    const follow = () => {
      if (window.location.hash !== '#reviews') return;
      choose('reviews');
      document.getElementById('reviews')?.scrollIntoView();
    };
    setOpenForm(new URLSearchParams(window.location.search).get('review') === '1');
    follow();
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, [choose]);
  return openForm;
}

/** Product tabs: Description, How to use, Ingredient, Reviews (from the product's buyers). */
export function ProductTabs({ product }: { product: ProductDetail }) {
  const [tab, setTab] = useState('description');
  const openForm = useReviewsLink(setTab);
  return (
    <Tabs
      label="Product information"
      className="mt-16"
      panelClassName="pt-8"
      value={tab}
      onValueChange={setTab}
      tabs={[
        { value: 'description', label: 'Description', panel: () => <Paragraphs text={product.long_description || product.description} /> },
        { value: 'how-to-use', label: 'How to use', panel: () => <Paragraphs text={product.how_to_use} /> },
        { value: 'ingredient', label: 'Ingredient', panel: () => <Ingredients product={product} /> },
        {
          value: 'reviews',
          label: 'Reviews',
          panel: () => (
            <Suspense fallback={<p className="text-sm text-cocoa-700">Loading reviews…</p>}>
              <ReviewsPanel product={product} openForm={openForm} />
            </Suspense>
          ),
        },
      ]}
    />
  );
}
