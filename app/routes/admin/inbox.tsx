import { useState } from 'react';
import { NavLink, useParams, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { INBOX_KINDS, INBOX_STATUSES, INBOX_TITLES, inboxUpdateBody, type InboxItem, type InboxKind } from '../../../domain/admin/inbox';
import { PageLoader } from '../../components/account/require-auth';
import { submitTo, useAdminChange, useAdminQuery } from '../../components/admin/admin-api';
import { AdminHeader } from '../../components/admin/admin-shell';
import { download, useAuthImage } from '../../components/admin/auth-files';
import { FilterForm } from '../../components/admin/filter-form';
import { formatDateTime } from '../../lib/format';
import { pageMeta } from '../../lib/seo';
import type { Route } from './+types/inbox';
import { TextAreaField, TextField } from '../../components/form/field';
import { FormAlert, SubmitButton } from '../../components/form/form-alert';
import { SelectField } from '../../components/form/select-field';
import { messageOf } from '../../components/form/server-errors';
import { secondaryButton } from '../../components/form/styles';
import { useZodForm } from '../../components/form/use-zod-form';

type InboxUpdateValues = z.input<typeof inboxUpdateBody>;
import { adminPageQueries, searchOf } from '../../components/admin/page-queries';

const STATUS_LABELS = { new: 'New', contacted: 'Contacted', accepted: 'Accepted', declined: 'Declined' } as const;

function Photo({ label, url }: { label: string; url: string }) {
  const src = useAuthImage(url);
  return (
    <figure className="w-32">
      <div className="aspect-square overflow-hidden rounded-xl bg-sand-100">
        {src && <img src={src} alt={label} className="size-full object-cover" />}
      </div>
      <figcaption className="mt-1 text-xs text-cocoa-600">{label}</figcaption>
    </figure>
  );
}

function Item({ kind, item }: { kind: InboxKind; item: InboxItem }) {
  const form = useZodForm(inboxUpdateBody, { defaultValues: { status: item.status, note: item.note } });
  const save = useAdminChange<InboxUpdateValues>(`/api/admin/inbox/${kind}/${item.id}`, { onError: form.fail });
  const { errors } = form.formState;
  const onSubmit = submitTo(form, save);
  return (
    <li className="rounded-3xl border border-sand-200 bg-white p-4 sm:p-5">
      <details>
        <summary className="flex cursor-pointer flex-wrap items-baseline justify-between gap-2">
          <span className="font-medium text-cocoa-950">{item.title}</span>
          <span className="text-sm text-cocoa-600">
            {formatDateTime(item.created_at)} · {STATUS_LABELS[item.status]}
          </span>
        </summary>
        <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
          {item.fields.map((f) => (
            <div key={f.label}>
              <dt className="text-xs text-cocoa-500">{f.label}</dt>
              <dd className="break-words text-cocoa-900">{f.value || '—'}</dd>
            </div>
          ))}
        </dl>
        {item.photos && (
          <div className="mt-4 flex flex-wrap gap-4">
            {item.photos.map((p) => (
              <Photo key={p.url} {...p} />
            ))}
          </div>
        )}
        <form
          onSubmit={(e) => void onSubmit(e)}
          noValidate
          aria-label={`Follow-up of ${item.title}`}
          className="mt-4 grid gap-3 sm:grid-cols-[180px_1fr_auto] sm:items-end"
        >
          <div className="sm:col-span-3">
            <FormAlert message={form.formError} />
          </div>
          <SelectField
            label="Status"
            placeholder="Choose"
            options={INBOX_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }))}
            error={errors.status?.message}
            {...form.register('status')}
          />
          <TextAreaField label="Note" rows={2} error={errors.note?.message} {...form.register('note')} />
          <SubmitButton pending={save.isPending} pendingLabel="Saving…">
            Save
          </SubmitButton>
          {save.isSuccess && (
            <p role="status" className="text-sm text-cocoa-700 sm:col-span-3">
              Saved.
            </p>
          )}
        </form>
      </details>
    </li>
  );
}

/** /admin/inbox/:kind: wholesale, ambassador, bookings and newsletter lists with status, note and CSV export. */
export default function AdminInbox() {
  const kind = (useParams().kind ?? 'wholesale') as InboxKind;
  const [params] = useSearchParams();
  const list = useAdminQuery<{ data: InboxItem[] }>(`/api/admin/inbox/${kind}?${params}`);
  const [exportError, setExportError] = useState<string | null>(null);
  const exportCsv = () =>
    download(`/api/admin/inbox/${kind}/export?${params}`).then(
      () => setExportError(null),
      (e: unknown) => setExportError(messageOf(e)),
    );
  return (
    <>
      <AdminHeader
        title="Inbox"
        intro="Everything sent through the shop's forms."
        actions={
          <button type="button" className={secondaryButton} onClick={() => void exportCsv()}>
            Export CSV
          </button>
        }
      />
      <FormAlert message={exportError} />
      <nav aria-label="Lists" className="-mx-4 mb-4 overflow-x-auto px-4">
        <ul className="flex gap-2 whitespace-nowrap">
          {INBOX_KINDS.map((k) => (
            <li key={k}>
              <NavLink
                to={`/admin/inbox/${k}`}
                className={({ isActive }) =>
                  `inline-block rounded-full px-4 py-2 text-sm ${isActive || k === kind ? 'bg-cocoa-900 text-sand-50' : 'bg-sand-100 text-cocoa-800'}`
                }
              >
                {INBOX_TITLES[k]}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <FilterForm label={`Find in ${INBOX_TITLES[kind]}`}>
        <TextField name="q" label="Search" placeholder="Name or e-mail" defaultValue={params.get('q') ?? ''} />
        <SelectField
          name="status"
          label="Status"
          placeholder="Any status"
          defaultValue={params.get('status') ?? ''}
          options={INBOX_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }))}
        />
      </FilterForm>
      {list.isPending ? (
        <PageLoader />
      ) : list.isError ? (
        <p role="alert">{messageOf(list.error)}</p>
      ) : (
        <ul aria-label={INBOX_TITLES[kind]} className="grid gap-3">
          {list.data.data.map((item) => (
            <Item key={`${kind}-${item.id}`} kind={kind} item={item} />
          ))}
          {list.data.data.length === 0 && <li className="py-10 text-center text-cocoa-700">Nothing here yet.</li>}
        </ul>
      )}
    </>
  );
}

/** The page's data comes with it (see adminPageQueries). */
export const loader = ({ context, params, url }: Route.LoaderArgs) =>
  adminPageQueries(context, [`/api/admin/inbox/${params.kind ?? 'wholesale'}?${searchOf(url)}`]);

export const meta: Route.MetaFunction = () => pageMeta({ title: 'Inbox', description: 'Back office inbox.', noindex: true });
