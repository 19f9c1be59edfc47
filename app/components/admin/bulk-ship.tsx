import { useId, useRef, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { BULK_SHIP_MAX_BYTES, BULK_SHIP_MESSAGES, bulkShipBody, type BulkShipReport } from '../../../domain/fulfilment/bulk';
import { FieldFrame, describedBy } from '../form/field';
import { FormAlert, SubmitButton } from '../form/form-alert';
import { useZodForm } from '../form/use-zod-form';
import { submitTo, useAdminChange } from './admin-api';

type BulkValues = z.input<typeof bulkShipBody>;

function Report({ report }: { report: BulkShipReport }) {
  return (
    <div className="mt-5">
      <p role="status" className="text-sm font-semibold text-cocoa-950">
        {report.applied} shipped · {report.refused} refused
      </p>
      <ol aria-label="Report" className="mt-3 divide-y divide-sand-200 rounded-2xl border border-sand-200 text-sm">
        {report.lines.map((l) => (
          <li key={l.line} className="grid grid-cols-[64px_1fr] gap-x-3 gap-y-0.5 px-4 py-2.5 sm:grid-cols-[72px_130px_90px_1fr]">
            <span className="text-cocoa-500">Line {l.line}</span>
            <span className="font-medium text-cocoa-950">{l.order_number ?? '—'}</span>
            <span className={`col-start-2 sm:col-start-auto ${l.result === 'applied' ? 'text-emerald-800' : 'text-terracotta-600'}`}>
              {l.result === 'applied' ? 'Shipped' : 'Refused'}
            </span>
            {l.reason && <span className="col-start-2 text-cocoa-700 [overflow-wrap:anywhere] sm:col-start-auto">{l.reason}</span>}
          </li>
        ))}
      </ol>
    </div>
  );
}

/** Staff upload a CSV of `order_number,carrier,tracking_number`; each line is shipped or refused, and the report says which and why. */
export function BulkShip() {
  const id = useId();
  const [report, setReport] = useState<BulkShipReport | null>(null);
  // The file is read when the form is sent (so one chosen before the page's script ran is read too);
  // the button waits for it.
  const [reading, setReading] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const form = useZodForm(bulkShipBody, { defaultValues: { csv: '' } });
  const save = useAdminChange<BulkValues, BulkShipReport>('/api/admin/orders/bulk-ship', { onSuccess: setReport, onError: form.fail });
  const error = form.formState.errors.csv?.message;
  /** Says at once when the chosen file is too big; true when it is. */
  function refuseTooBig(file: File | undefined): boolean {
    form.clearErrors('csv');
    if (!file || file.size <= BULK_SHIP_MAX_BYTES) return false;
    form.setError('csv', { message: BULK_SHIP_MESSAGES.tooBig });
    return true;
  }
  async function send(event: FormEvent) {
    event.preventDefault();
    const file = fileInput.current?.files?.[0];
    if (refuseTooBig(file)) return;
    setReading(true);
    try {
      form.setValue('csv', file ? await file.text() : '');
    } finally {
      setReading(false);
    }
    await submitTo(form, save)(event);
  }
  return (
    <details className="mb-6 rounded-3xl border border-sand-200 bg-white p-5 sm:p-6">
      <summary className="cursor-pointer font-serif text-xl text-cocoa-950">Ship from a CSV</summary>
      <p className="mt-3 text-sm text-cocoa-700">
        One line per order: <code className="rounded bg-sand-100 px-1.5 py-0.5 break-all">order_number,carrier,tracking_number</code> (a
        header line is allowed). The carrier is its name or id, e.g. Royal Mail, DPD, GIG Logistics. At most 1 MB and 1000 lines.
      </p>
      <form onSubmit={(e) => void send(e)} noValidate aria-label="Ship from a CSV" className="mt-4 flex flex-col gap-4">
        <FormAlert message={form.formError} />
        <FieldFrame id={id} label="CSV file" error={error}>
          <input
            ref={fileInput}
            id={id}
            type="file"
            accept=".csv,text/csv"
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(id, { error })}
            onChange={(e) => {
              setReport(null);
              refuseTooBig(e.target.files?.[0]);
            }}
            className="block w-full text-sm text-cocoa-900 file:mr-4 file:rounded-full file:border-0 file:bg-sand-100 file:px-5 file:py-2.5 file:text-sm file:font-semibold file:text-cocoa-950 hover:file:bg-sand-200"
          />
        </FieldFrame>
        <SubmitButton pending={save.isPending} pendingLabel="Shipping…" disabled={reading} className="self-start">
          Ship orders
        </SubmitButton>
      </form>
      {report && <Report report={report} />}
    </details>
  );
}
