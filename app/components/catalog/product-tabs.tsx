import { Tabs } from 'radix-ui';
import type { ProductDetail } from '../../../domain/catalog';
import { RatingSummary } from './rating-summary';

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

const TABS = [
  { value: 'description', label: 'Description' },
  { value: 'how-to-use', label: 'How to use' },
  { value: 'ingredient', label: 'Ingredient' },
  { value: 'reviews', label: 'Reviews' },
] as const;

/** Spec §2 product tabs: Description, How to use, Ingredient, Reviews. */
export function ProductTabs({ product }: { product: ProductDetail }) {
  return (
    <Tabs.Root defaultValue="description" className="mt-16">
      <Tabs.List aria-label="Product information" className="no-scrollbar flex gap-6 overflow-x-auto border-b border-sand-200 sm:gap-10">
        {TABS.map((tab) => (
          <Tabs.Trigger
            key={tab.value}
            value={tab.value}
            className="-mb-px shrink-0 border-b-2 border-transparent py-3 focus-visible:outline-offset-[-2px] text-sm font-medium whitespace-nowrap text-cocoa-700 transition hover:text-cocoa-950 data-[state=active]:border-cocoa-950 data-[state=active]:text-cocoa-950"
          >
            {tab.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value="description" className="pt-8">
        <Paragraphs text={product.long_description || product.description} />
      </Tabs.Content>
      <Tabs.Content value="how-to-use" className="pt-8">
        <Paragraphs text={product.how_to_use} />
      </Tabs.Content>
      <Tabs.Content value="ingredient" className="pt-8">
        <Ingredients product={product} />
      </Tabs.Content>
      <Tabs.Content value="reviews" className="pt-8">
        <RatingSummary />
      </Tabs.Content>
    </Tabs.Root>
  );
}
