import { useState } from 'react';
import { rejectReturnBody, receiveReturnBody, type ReceiveReturnBody, type RejectReturnBody } from '../../../domain/returns/requests';
import type { AdminReturn } from '../../../domain/returns/views';
import { submitTo, useAdminChange } from '../admin/admin-api';
import { useStaffMay } from '../admin/staff-access';
import { TextField } from '../form/field';
import { FormAlert, SubmitButton, useHydrated } from '../form/form-alert';
import { messageOf } from '../form/server-errors';
import { labelClass, primaryButton, secondaryButton } from '../form/styles';
import { useZodForm } from '../form/use-zod-form';
import { errorAt } from '../form/typed-values';

type Saved = { message: string; data: AdminReturn };

/** The answer's words after a move: refunded, pending at the provider, or the provider's refusal. */
function Done({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="status" className="rounded-xl bg-sand-100 px-4 py-3 text-sm text-cocoa-900">
      {message}
    </p>
  );
}

function Decide({ r, onDone }: { r: AdminReturn; onDone: (message: string) => void }) {
  const approve = useAdminChange<object, Saved>(`/api/admin/returns/${r.id}/approve`, { onSuccess: (s) => onDone(s.message) });
  const form = useZodForm(rejectReturnBody, { defaultValues: { reason: '' } });
  const reject = useAdminChange<RejectReturnBody, Saved>(`/api/admin/returns/${r.id}/reject`, {
    onSuccess: (s) => onDone(s.message),
    onError: form.fail,
  });
  const onReject = submitTo(form, reject);
  const hydrated = useHydrated();
  return (
    <div className="flex flex-col gap-4">
      <FormAlert message={approve.isError ? messageOf(approve.error) : form.formError} />
      <button
        type="button"
        className={`${primaryButton} w-full sm:w-auto`}
        disabled={approve.isPending || !hydrated}
        onClick={() => approve.mutate({})}
      >
        {approve.isPending ? 'Approving…' : 'Approve return (mails how to send it back)'}
      </button>
      <form
        onSubmit={(e) => void onReject(e)}
        noValidate
        aria-label="Reject return"
        className="flex flex-col gap-3 border-t border-sand-200 pt-4"
      >
        <TextField
          label="Reason for rejecting (mailed to the customer)"
          error={errorAt(form.formState.errors, 'reason')}
          {...form.register('reason')}
        />
        <SubmitButton pending={reject.isPending} pendingLabel="Rejecting…" className="w-full sm:w-auto">
          Reject return
        </SubmitButton>
      </form>
    </div>
  );
}

function Receive({ r, onDone }: { r: AdminReturn; onDone: (message: string) => void }) {
  const form = useZodForm(receiveReturnBody, { defaultValues: { lines: r.lines.map((l) => ({ line_id: l.line_id, restock: true })) } });
  const receive = useAdminChange<ReceiveReturnBody, Saved>(`/api/admin/returns/${r.id}/receive`, {
    onSuccess: (s) => onDone(s.message),
    onError: form.fail,
  });
  const onSubmit = submitTo(form, receive);
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate aria-label="Mark received" className="flex flex-col gap-4">
      <FormAlert message={form.formError} />
      <fieldset>
        <legend className={labelClass}>Back to stock?</legend>
        <ul className="flex flex-col gap-2">
          {r.lines.map((l, i) => (
            <li key={l.line_id}>
              <label className="flex min-h-11 items-center gap-3 text-[15px] text-cocoa-950">
                <input type="checkbox" className="size-5 accent-cocoa-900" {...form.register(`lines.${i}.restock`)} />
                {l.quantity} × {l.name} goes back to stock
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <SubmitButton pending={receive.isPending} pendingLabel="Refunding…" className="w-full sm:w-auto">
        Mark received and refund
      </SubmitButton>
    </form>
  );
}

function Retry({ r, onDone }: { r: AdminReturn; onDone: (message: string) => void }) {
  const retry = useAdminChange<object, Saved>(`/api/admin/returns/${r.id}/retry-refund`, { onSuccess: (s) => onDone(s.message) });
  const hydrated = useHydrated();
  return (
    <div className="flex flex-col gap-3">
      <FormAlert message={retry.isError ? messageOf(retry.error) : null} />
      <button
        type="button"
        className={`${secondaryButton} w-full sm:w-auto`}
        disabled={retry.isPending || !hydrated}
        onClick={() => retry.mutate({})}
      >
        Retry the refund
      </button>
    </div>
  );
}

/** What staff may do with this return now (as far as their role allows): decide, receive, or retry a failed refund. */
export function ReturnActions({ r }: { r: AdminReturn }) {
  const [done, setDone] = useState<string | null>(null);
  const may = useStaffMay();
  const move =
    r.status === 'requested'
      ? { access: 'returnsDecide' as const, view: <Decide r={r} onDone={setDone} /> }
      : r.status === 'approved'
        ? { access: 'returnsReceive' as const, view: <Receive r={r} onDone={setDone} /> }
        : r.status === 'refund_failed'
          ? { access: 'returnsReceive' as const, view: <Retry r={r} onDone={setDone} /> }
          : null;
  return (
    <div className="flex flex-col gap-4">
      <Done message={done} />
      {move && may(move.access) && move.view}
      {move && !may(move.access) && <p className="text-sm text-cocoa-700">Your role does not change returns in this state.</p>}
      {!move && <p className="text-sm text-cocoa-700">No further moves for this return.</p>}
    </div>
  );
}
