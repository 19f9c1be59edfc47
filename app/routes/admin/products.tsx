import { Link, useSearchParams } from 'react-router';
import type { Page } from '../../../domain/admin/audit';
import type { AdminProductRow } from '../../../domain/admin/products';
import { PageLoader } from '../../components/account/require-auth';
import { useAdminQuery } from '../../components/admin/admin-api';
import { AdminHeader } from '../../components/admin/admin-shell';
import { FilterForm } from '../../components/admin/filter-form';
import { Pager } from '../../components/admin/pager';
import { pageMeta } from '../../lib/seo';
import type { Route } from './+types/products';
import { TextField } from '../../components/form/field';
import { SelectField } from '../../components/form/select-field';
import { messageOf } from '../../components/form/server-errors';
import { primaryButton } from '../../components/form/styles';
import { adminPageQueries, searchOf } from '../../components/admin/page-queries';

function ProductRow({ p }: { p: AdminProductRow }) {
  const waiting = p.waiting.NG + p.waiting.GB + p.waiting.US;
  return (
    <li>
      <Link to={`/admin/products/${p.id}`} className="flex items-center gap-4 px-1 py-3 hover:bg-sand-50">
        <img src={`/media/${p.image}-480.webp`} alt="" width={56} height={56} className="size-14 shrink-0 rounded-xl object-cover" />
        <span className="min-w-0 flex-1">
          <span className="block truncate font-medium text-cocoa-950">{p.name}</span>
          <span className="block truncate text-xs text-cocoa-500">/{p.slug}</span>
          {waiting > 0 && (
            <span
              className="mt-1 inline-block rounded-full bg-gold-400/25 px-2 py-0.5 text-[11px] font-semibold text-cocoa-900"
              aria-label={`Waiting to hear it is back: NG ${p.waiting.NG}, GB ${p.waiting.GB}, US ${p.waiting.US}`}
            >
              {waiting} waiting for it
            </span>
          )}
        </span>
        <span
          className="grid grid-cols-3 gap-2 text-center text-xs tabular-nums"
          aria-label={`Stock NG ${p.stock.NG}, GB ${p.stock.GB}, US ${p.stock.US}`}
        >
          {(['NG', 'GB', 'US'] as const).map((c) => (
            <span
              key={c}
              className={`w-11 rounded-lg px-1 py-1 ${p.stock[c] === 0 ? 'bg-terracotta-600/10 text-terracotta-600' : 'bg-sand-100 text-cocoa-800'}`}
            >
              <span className="block text-[10px] opacity-70">{c}</span>
              {p.stock[c]}
            </span>
          ))}
        </span>
      </Link>
    </li>
  );
}

/** /admin/products: search, category filter, stock per market and shoppers waiting for it at a glance, a page at a time. */
export default function AdminProducts() {
  const [params] = useSearchParams();
  const list = useAdminQuery<Page<AdminProductRow>>(`/api/admin/products?${params}`);
  const categories = useAdminQuery<{ data: { slug: string; name: string }[] }>('/api/admin/products/categories');
  return (
    <>
      <AdminHeader
        title="Products"
        intro="Prices, stock and photos. Changes show in the shop at once."
        actions={
          <Link to="/admin/products/new" className={primaryButton}>
            New product
          </Link>
        }
      />
      <FilterForm label="Find products">
        <TextField name="q" label="Search" placeholder="Name" defaultValue={params.get('q') ?? ''} />
        <SelectField
          key={categories.data?.data.length ?? 0}
          name="category"
          label="Category"
          placeholder="All categories"
          defaultValue={params.get('category') ?? ''}
          options={(categories.data?.data ?? []).map((c) => ({ value: c.slug, label: c.name }))}
        />
        <SelectField
          name="archived"
          label="Showing"
          placeholder="On sale"
          defaultValue={params.get('archived') ?? ''}
          options={[{ value: '1', label: 'Archived' }]}
        />
      </FilterForm>
      {list.isPending ? (
        <PageLoader />
      ) : list.isError ? (
        <p role="alert">{messageOf(list.error)}</p>
      ) : (
        <>
          <ul aria-label="Products" className="divide-y divide-sand-200 rounded-3xl border border-sand-200 bg-white px-3 sm:px-5">
            {list.data.data.map((p) => (
              <ProductRow key={p.id} p={p} />
            ))}
            {list.data.data.length === 0 && <li className="py-10 text-center text-cocoa-700">No products match.</li>}
          </ul>
          <Pager of={list.data} label="Products" />
        </>
      )}
    </>
  );
}

/** The page's data comes with it (see adminPageQueries). */
export const loader = ({ context, url }: Route.LoaderArgs) =>
  adminPageQueries(context, [`/api/admin/products?${searchOf(url)}`, '/api/admin/products/categories']);

export const meta: Route.MetaFunction = () => pageMeta({ title: 'Products', description: 'Back office products.', noindex: true });
