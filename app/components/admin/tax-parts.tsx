import type { ReactNode } from 'react';
import { FormAlert } from '../form/form-alert';
import { secondaryButton } from '../form/styles';
import { messageOf } from '../form/server-errors';
import { useAdminChange } from './admin-api';

/** The small buttons of a settings table's rows. */
export const rowButton = secondaryButton.replace('h-12 ', 'h-9 ').replace('px-8 ', 'px-4 ');

/** A column past the first: on a phone the first cell says it instead (see `PhoneSummary`). */
export const wideCell = 'hidden py-3 pr-3 sm:table-cell';

/** What the hidden columns say, under the row's first cell on a phone. */
export const PhoneSummary = ({ children }: { children: ReactNode }) => <p className="mt-1 text-sm text-cocoa-700 sm:hidden">{children}</p>;

/** A settings table: on a phone, its first column and the actions (the rest in the first cell's summary). */
export function SettingsTable({ label, head, children }: { label: string; head: string[]; children: ReactNode }) {
  return (
    <div className="relative -mx-5 overflow-x-auto px-5 sm:mx-0 sm:px-0">
      <table aria-label={label} className="w-full text-left text-sm">
        <thead>
          <tr className="border-b border-sand-200 text-[11px] tracking-[0.16em] text-cocoa-700 uppercase">
            {head.map((h, i) => (
              <th key={h} scope="col" className={`py-2 pr-3 font-semibold ${i > 0 ? 'hidden sm:table-cell' : ''}`}>
                {h}
              </th>
            ))}
            <th scope="col" className="py-2">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-sand-200 text-cocoa-900">{children}</tbody>
      </table>
    </div>
  );
}

/** A row's Edit and Remove buttons; a refused removal says why under them. */
export function RowActions({ what, removePath, onEdit }: { what: string; removePath: string; onEdit: () => void }) {
  const remove = useAdminChange<undefined>(removePath, { method: 'DELETE' });
  return (
    <td className="py-3 text-right">
      <div className="flex flex-col items-end gap-2 sm:flex-row sm:justify-end">
        <button type="button" className={rowButton} onClick={onEdit} aria-label={`Edit ${what}`}>
          Edit
        </button>
        <button
          type="button"
          className={rowButton}
          disabled={remove.isPending}
          onClick={() => remove.mutate(undefined)}
          aria-label={`Remove ${what}`}
        >
          Remove
        </button>
      </div>
      {remove.isError && <FormAlert message={messageOf(remove.error)} />}
    </td>
  );
}
