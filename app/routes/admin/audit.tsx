import { useSearchParams } from 'react-router';
import { auditActionLabel, type AuditEntry, type Page, type StaffMember } from '../../../domain/admin/audit';
import { PageLoader } from '../../components/account/require-auth';
import { useAdminQuery } from '../../components/admin/admin-api';
import { AdminHeader } from '../../components/admin/admin-shell';
import { AuditValues } from '../../components/admin/audit-values';
import { FilterForm } from '../../components/admin/filter-form';
import { Pager } from '../../components/admin/pager';
import { formatDateTime } from '../../lib/format';
import { pageMeta } from '../../lib/seo';
import type { Route } from './+types/audit';
import { TextField } from '../../components/form/field';
import { SelectField } from '../../components/form/select-field';
import { messageOf } from '../../components/form/server-errors';
import { adminPageQueries, searchOf } from '../../components/admin/page-queries';

function AuditRow({ entry }: { entry: AuditEntry }) {
  return (
    <li className="grid gap-2 border-b border-sand-200 px-1 py-4 last:border-0 md:grid-cols-[170px_1fr_1.2fr] md:gap-6">
      <div className="text-sm text-cocoa-700">
        <time dateTime={entry.created_at}>{formatDateTime(entry.created_at)}</time>
        <p className="text-xs text-cocoa-500">from {entry.ip}</p>
      </div>
      <div>
        <p className="font-medium text-cocoa-950">{auditActionLabel(entry.action)}</p>
        <p className="text-sm text-cocoa-700">
          {entry.target_type} {entry.target_id} · by {entry.staff.name}
        </p>
      </div>
      <AuditValues before={entry.before} after={entry.after} />
    </li>
  );
}

/** /admin/audit: every staff change, newest first, filtered by staff member, action and target. */
export default function AuditLog() {
  const [params] = useSearchParams();
  const log = useAdminQuery<Page<AuditEntry>>(`/api/admin/audit?${params}`);
  const staff = useAdminQuery<{ data: StaffMember[] }>('/api/admin/staff');
  const actions = useAdminQuery<{ data: string[] }>('/api/admin/audit/actions');
  return (
    <>
      <AdminHeader
        title="Audit log"
        intro="Every change made by staff: who, when, from where, and the values before and after. Entries cannot be changed or removed."
      />
      <FilterForm label="Filter the audit log">
        <SelectField
          name="staff_id"
          label="Staff member"
          placeholder="Anyone"
          defaultValue={params.get('staff_id') ?? ''}
          options={(staff.data?.data ?? []).map((s) => ({ value: String(s.id), label: s.name }))}
        />
        <SelectField
          name="action"
          label="Action"
          placeholder="Any action"
          defaultValue={params.get('action') ?? ''}
          options={(actions.data?.data ?? []).map((a) => ({ value: a, label: auditActionLabel(a) }))}
        />
        <TextField name="target_type" label="Target" placeholder="order, customer…" defaultValue={params.get('target_type') ?? ''} />
        <TextField name="target_id" label="Target id" placeholder="ZR-7K2F9Q" defaultValue={params.get('target_id') ?? ''} />
      </FilterForm>
      {log.isPending ? (
        <PageLoader />
      ) : log.isError ? (
        <p role="alert" className="text-cocoa-700">
          {messageOf(log.error)}
        </p>
      ) : (
        <>
          <ul aria-label="Audit entries" className="rounded-3xl border border-sand-200 bg-white px-4 sm:px-6">
            {log.data.data.map((e) => (
              <AuditRow key={e.id} entry={e} />
            ))}
            {log.data.data.length === 0 && <li className="py-10 text-center text-cocoa-700">No entries match these filters.</li>}
          </ul>
          <Pager of={log.data} label="Audit log" />
        </>
      )}
    </>
  );
}

/** The page's data comes with it (see adminPageQueries). */
export const loader = ({ context, url }: Route.LoaderArgs) =>
  adminPageQueries(context, [`/api/admin/audit?${searchOf(url)}`, '/api/admin/staff', '/api/admin/audit/actions']);

export const meta: Route.MetaFunction = () => pageMeta({ title: 'Audit log', description: 'Staff changes.', noindex: true });
