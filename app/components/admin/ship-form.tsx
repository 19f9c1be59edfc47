import type { z } from 'zod';
import type { AdminOrder } from '../../../domain/admin/orders';
import { shipOrderBody } from '../../../domain/fulfilment/carriers';
import { TextField } from '../form/field';
import { FormAlert, SubmitButton } from '../form/form-alert';
import { SelectField } from '../form/select-field';
import { useZodForm } from '../form/use-zod-form';
import { submitTo, useAdminChange } from './admin-api';

type ShipValues = z.input<typeof shipOrderBody>;

/**
 * The carrier (those offered for the order's country, or Other with its name) and the tracking
 * number: marks the order shipped, or, for a shipped one, corrects its tracking.
 */
export function ShipForm({ order, correcting }: { order: AdminOrder; correcting: boolean }) {
  const form = useZodForm(shipOrderBody, {
    defaultValues: correcting
      ? {
          carrier: order.tracking!.carrier_id as ShipValues['carrier'],
          carrier_name: order.tracking!.carrier_id === 'other' ? order.tracking!.carrier : '',
          tracking_number: order.tracking!.number,
        }
      : { carrier: undefined, carrier_name: '', tracking_number: '' },
  });
  const path = `/api/admin/orders/${order.order_number}/${correcting ? 'tracking' : 'ship'}`;
  const save = useAdminChange<ShipValues>(path, { onError: form.fail });
  const { errors } = form.formState;
  const other = form.watch('carrier') === 'other';
  return (
    <form
      onSubmit={(e) => void submitTo(form, save)(e)}
      noValidate
      aria-label={correcting ? 'Correct tracking' : 'Ship order'}
      className="grid gap-4 sm:grid-cols-2"
    >
      <FormAlert message={form.formError} />
      <SelectField
        label="Carrier"
        placeholder="Choose a carrier"
        options={order.carriers.map((c) => ({ value: c.id, label: c.name }))}
        error={errors.carrier?.message}
        {...form.register('carrier')}
      />
      {other && (
        <TextField label="Carrier name" required maxLength={60} error={errors.carrier_name?.message} {...form.register('carrier_name')} />
      )}
      <TextField
        label="Tracking number"
        required
        maxLength={40}
        autoCapitalize="characters"
        spellCheck={false}
        error={errors.tracking_number?.message}
        {...form.register('tracking_number')}
        className="sm:col-start-1"
      />
      <div className="flex items-end">
        <SubmitButton pending={save.isPending} pendingLabel="Saving…">
          {correcting ? 'Save tracking number' : 'Mark shipped'}
        </SubmitButton>
      </div>
    </form>
  );
}
