import { archiveBody, type ArchiveInput } from '../../../domain/admin/archive';
import { FormAlert, useHydrated } from '../form/form-alert';
import { secondaryButton } from '../form/styles';
import { useZodForm } from '../form/use-zod-form';
import { submitTo, useAdminChange } from './admin-api';

/** Takes a product or a shop code out of use, or puts it back; a refusal shows under the button. */
export function ArchiveButton({
  path,
  archived,
  labels,
  className = '',
}: {
  /** The item's archive endpoint, e.g. `/api/admin/products/7/archive`. */
  path: string;
  archived: boolean;
  labels: { archive: string; restore: string };
  className?: string;
}) {
  // The body follows the item as the list refreshes: an archived item's button restores it.
  const hydrated = useHydrated();
  const next = { archived: !archived };
  const form = useZodForm(archiveBody, { defaultValues: next, values: next });
  const save = useAdminChange<ArchiveInput>(path, { onError: form.fail });
  const onSubmit = submitTo(form, save);
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="flex flex-col items-end gap-2">
      <button type="submit" className={`${secondaryButton} ${className}`} disabled={save.isPending || !hydrated}>
        {archived ? labels.restore : labels.archive}
      </button>
      <FormAlert message={form.formError} />
    </form>
  );
}
