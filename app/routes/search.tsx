import { data } from 'react-router';
import { productCard, type ProductSummary } from '../../domain/catalog';
import { Breadcrumb } from '../components/catalog/breadcrumb';
import { ListingResults } from '../components/catalog/listing-results';
import { FormAlert } from '../components/form/form-alert';
import { page } from '../lib/page-context';
import { pageMeta } from '../lib/seo';
import type { Route } from './+types/search';

/** As many results as the search API gives at once: a search that finds more is too broad to page through. */
const RESULT_LIMIT = 50;

/**
 * The header's search box sent the browser's way (`/search?q=…`, without scripts or before them):
 * the products the search API finds for the text, as a listing. Its answer and its refusal (an empty
 * or too long text) are the API's own.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const { readApi } = page(context);
  if (!readApi) throw new Error('search results are rendered for each visitor');
  const q = url.searchParams.get('q') ?? '';
  const answer = await readApi(`/api/product/search?${new URLSearchParams({ q, limit: String(RESULT_LIMIT) })}`);
  if (answer.status === 200) {
    const products = (answer.body as { data: ProductSummary[] }).data.map(productCard);
    return { q: q.trim(), products, refusal: null };
  }
  const body = answer.body as { fields?: { q?: unknown }; message?: unknown } | null;
  const reason = body?.fields?.q ?? body?.message;
  if (answer.status >= 500 || typeof reason !== 'string') throw new Error(`GET /api/product/search answered ${answer.status}`);
  return data({ q: q.trim(), products: [], refusal: reason }, { status: answer.status });
}

const noop = () => {};

export default function Search({ loaderData }: Route.ComponentProps) {
  const { q, products, refusal } = loaderData;
  return (
    <div className="mx-auto max-w-7xl px-4 pt-6 pb-16 sm:px-6 sm:pt-8">
      <Breadcrumb items={[{ label: 'Home', href: '/' }, { label: 'Search' }]} />
      <h1 className="mt-4 font-serif text-4xl text-cocoa-950 sm:text-5xl">{refusal ? 'Search' : `Results for “${q}”`}</h1>
      <div className="mt-8">
        {refusal ? (
          <FormAlert message={refusal} />
        ) : (
          <ListingResults products={products} total={products.length} filters={{}} limit={RESULT_LIMIT} busy={false} onClear={noop} />
        )}
      </div>
    </div>
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: loaderData?.q ? `Search: ${loaderData.q}` : 'Search',
    description: 'Search the Zaron range of skincare and make-up.',
    noindex: true,
  });
