import type { DefaultValues } from 'react-hook-form';
import type { z } from 'zod';
import { shopCodeBody, type ShopCodeView } from '../../../domain/admin/discounts';
import { STOCK_COUNTRIES } from '../../../domain/admin/products';
import { PageLoader } from '../../components/account/require-auth';
import { submitTo, useAdminChange, useAdminQuery } from '../../components/admin/admin-api';
import { AdminHeader, Panel } from '../../components/admin/admin-shell';
import { ArchiveButton } from '../../components/admin/archive-button';
import { pageMeta } from '../../lib/seo';
import type { Route } from './+types/discounts';
import { FieldError, TextField } from '../../components/form/field';
import { FormAlert, SubmitButton } from '../../components/form/form-alert';
import { messageOf } from '../../components/form/server-errors';
import { labelClass } from '../../components/form/styles';
import { errorAt, textOrNull, typedNumber } from '../../components/form/typed-values';
import { useZodForm } from '../../components/form/use-zod-form';

type CodeValues = z.input<typeof shopCodeBody>;
const NO_CODE: DefaultValues<CodeValues> = {
  code: '',
  percent: undefined,
  starts_on: null,
  ends_on: null,
  usage_limit: null,
  per_customer_limit: null,
  countries: [...STOCK_COUNTRIES],
};
import { adminPageQueries } from '../../components/admin/page-queries';

function NewCodeForm() {
  const form = useZodForm(shopCodeBody, { defaultValues: NO_CODE });
  const save = useAdminChange<CodeValues>('/api/admin/discounts', { onSuccess: () => form.reset(), onError: form.fail });
  const err = (name: keyof CodeValues) => errorAt(form.formState.errors, name);
  const onSubmit = submitTo(form, save);
  return (
    <Panel title="New discount code">
      <form
        onSubmit={(e) => void onSubmit(e)}
        noValidate
        aria-label="New discount code"
        className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
      >
        <div className="sm:col-span-2 lg:col-span-3">
          <FormAlert message={form.formError} />
        </div>
        <TextField label="Code" autoCapitalize="characters" error={err('code')} {...form.register('code')} />
        <TextField
          label="Percent off (1–90)"
          inputMode="numeric"
          error={err('percent')}
          {...form.register('percent', { setValueAs: typedNumber() })}
        />
        <fieldset aria-describedby={err('countries') ? 'code-countries-error' : undefined}>
          <legend className={labelClass}>Countries</legend>
          <div className="flex h-12 items-center gap-4">
            {STOCK_COUNTRIES.map((c) => (
              <label key={c} className="flex items-center gap-2 text-sm">
                <input type="checkbox" value={c} className="size-4 accent-cocoa-900" {...form.register('countries')} />
                {c}
              </label>
            ))}
          </div>
          <FieldError id="code-countries-error" message={err('countries')} />
        </fieldset>
        <TextField
          label="Starts on"
          type="date"
          optional
          error={err('starts_on')}
          {...form.register('starts_on', { setValueAs: textOrNull })}
        />
        <TextField label="Ends on" type="date" optional error={err('ends_on')} {...form.register('ends_on', { setValueAs: textOrNull })} />
        <div />
        <TextField
          label="Total uses"
          inputMode="numeric"
          optional
          hint="Empty: no limit"
          error={err('usage_limit')}
          {...form.register('usage_limit', { setValueAs: typedNumber() })}
        />
        <TextField
          label="Uses per customer"
          inputMode="numeric"
          optional
          hint="Empty: no limit"
          error={err('per_customer_limit')}
          {...form.register('per_customer_limit', { setValueAs: typedNumber() })}
        />
        <div className="flex items-end">
          <SubmitButton pending={save.isPending} pendingLabel="Creating…" className="w-full">
            Create code
          </SubmitButton>
        </div>
      </form>
    </Panel>
  );
}

function CodeRow({ c }: { c: ShopCodeView }) {
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
      <ArchiveButton
        path={`/api/admin/discounts/${c.id}/archive`}
        archived={c.archived}
        labels={{ archive: 'Archive', restore: 'Restore' }}
        className="h-10 px-5"
      />
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
