import type { FormEvent } from 'react';
import type { ShopCodeView } from '../../../domain/admin/discounts';
import { STOCK_COUNTRIES } from '../../../domain/admin/products';
import { PageLoader } from '../../components/account/require-auth';
import { useAdminQuery } from '../../components/admin/admin-api';
import { AdminHeader, Panel } from '../../components/admin/admin-shell';
import { numberOf, textOf, useAdminForm } from '../../components/admin/use-admin-form';
import { pageMeta } from '../../lib/seo';
import type { Route } from './+types/discounts';
import { TextField } from '../../components/form/field';
import { FormAlert, SubmitButton } from '../../components/form/form-alert';
import { messageOf } from '../../components/form/server-errors';
import { labelClass, secondaryButton } from '../../components/form/styles';
import { adminPageQueries } from '../../components/admin/page-queries';

function NewCodeForm() {
  const form = useAdminForm('/api/admin/discounts');
  const err = form.fieldError;
  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const target = e.currentTarget;
    const f = new FormData(target);
    const ok = await form.submit({
      code: textOf(f, 'code'),
      percent: numberOf(f, 'percent'),
      starts_on: textOf(f, 'starts_on') || null,
      ends_on: textOf(f, 'ends_on') || null,
      usage_limit: numberOf(f, 'usage_limit'),
      per_customer_limit: numberOf(f, 'per_customer_limit'),
      countries: f.getAll('countries').map(String),
    });
    if (ok) target.reset();
  }
  return (
    <Panel title="New discount code">
      <form onSubmit={onSubmit} noValidate aria-label="New discount code" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <div className="sm:col-span-2 lg:col-span-3">
          <FormAlert message={form.error} />
        </div>
        <TextField label="Code" name="code" autoCapitalize="characters" error={err('code')} />
        <TextField label="Percent off (1–90)" name="percent" inputMode="numeric" error={err('percent')} />
        <fieldset>
          <legend className={labelClass}>Countries</legend>
          <div className="flex h-12 items-center gap-4">
            {STOCK_COUNTRIES.map((c) => (
              <label key={c} className="flex items-center gap-2 text-sm">
                <input type="checkbox" name="countries" value={c} defaultChecked className="size-4 accent-cocoa-900" />
                {c}
              </label>
            ))}
          </div>
          {err('countries') && (
            <p role="alert" className="mt-1.5 text-sm text-terracotta-600">
              {err('countries')}
            </p>
          )}
        </fieldset>
        <TextField label="Starts on" name="starts_on" type="date" optional error={err('starts_on')} />
        <TextField label="Ends on" name="ends_on" type="date" optional error={err('ends_on')} />
        <div />
        <TextField label="Total uses" name="usage_limit" inputMode="numeric" optional hint="Empty: no limit" error={err('usage_limit')} />
        <TextField
          label="Uses per customer"
          name="per_customer_limit"
          inputMode="numeric"
          optional
          hint="Empty: no limit"
          error={err('per_customer_limit')}
        />
        <div className="flex items-end">
          <SubmitButton pending={form.pending} pendingLabel="Creating…" className="w-full">
            Create code
          </SubmitButton>
        </div>
      </form>
    </Panel>
  );
}

function CodeRow({ c }: { c: ShopCodeView }) {
  const archive = useAdminForm(`/api/admin/discounts/${c.id}/archive`);
  const limits = [
    c.usage_limit ? `${c.uses} of ${c.usage_limit} used` : `${c.uses} used`,
    c.per_customer_limit ? `${c.per_customer_limit} per customer` : null,
    c.starts_on ? `from ${c.starts_on}` : null,
    c.ends_on ? `until ${c.ends_on}` : null,
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div>
        <p className="font-medium text-cocoa-950">
          {c.code}{' '}
          <span className="font-normal text-cocoa-700">
            · {c.percent}% · {c.countries.join(', ')}
            {c.archived ? ' · archived' : ''}
          </span>
        </p>
        <p className="text-sm text-cocoa-600">{limits}</p>
      </div>
      <button
        type="button"
        className={`${secondaryButton} h-10 px-5`}
        disabled={archive.pending}
        onClick={() => void archive.submit({ archived: !c.archived })}
      >
        {c.archived ? 'Restore' : 'Archive'}
      </button>
    </li>
  );
}

/** /admin/discounts: the shop's own codes besides influencer codes. */
export default function AdminDiscounts() {
  const list = useAdminQuery<{ data: ShopCodeView[] }>('/api/admin/discounts');
  return (
    <>
      <AdminHeader
        title="Discount codes"
        intro="Shop codes for checkout's discount field. Influencer codes are managed under Influencers."
      />
      <div className="grid gap-6">
        <NewCodeForm />
        <Panel title="Codes">
          {list.isPending ? (
            <PageLoader />
          ) : list.isError ? (
            <p role="alert">{messageOf(list.error)}</p>
          ) : (
            <ul aria-label="Discount codes" className="divide-y divide-sand-200">
              {list.data.data.map((c) => (
                <CodeRow key={c.id} c={c} />
              ))}
              {list.data.data.length === 0 && <li className="py-6 text-center text-cocoa-700">No shop codes yet.</li>}
            </ul>
          )}
        </Panel>
      </div>
    </>
  );
}

/** The page's data comes with it (see adminPageQueries). */
export const loader = ({ context }: Route.LoaderArgs) => adminPageQueries(context, ['/api/admin/discounts']);

export const meta: Route.MetaFunction = () =>
  pageMeta({ title: 'Discount codes', description: 'Back office discount codes.', noindex: true });
