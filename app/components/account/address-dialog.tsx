import { Dialog } from 'radix-ui';
import { useEffect, type RefObject } from 'react';
import { useCountry } from '../../lib/country';
import { useToast } from '../../lib/toast';
import { CloseIcon } from '../icons-later';
import { AddAddressForm, addressSchema, EMPTY_ADDRESS } from './add-address-form';
import { useZodForm } from '../form/use-zod-form';

/**
 * The 'Add Address' dialog, fetched when she first opens it (add-address-dialog.tsx). Its form is
 * made at that first opening and outlives the dialog from then on, so closing it or a failed save
 * keeps what was typed; a change of the visitor's country starts the region over. Closing it gives
 * the focus back to the button that opened it.
 */
export function AddressDialog({ open, onOpenChange, hasAddresses, opener }: AddressDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <AddressDialogContent open={open} onClose={() => onOpenChange(false)} hasAddresses={hasAddresses} opener={opener} />
    </Dialog.Root>
  );
}

interface AddressDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  hasAddresses: boolean;
  opener: RefObject<HTMLButtonElement | null>;
}

function AddressDialogContent({ open, onClose, hasAddresses, opener }: Omit<AddressDialogProps, 'onOpenChange'> & { onClose: () => void }) {
  const { country } = useCountry();
  const toast = useToast();
  const form = useZodForm(addressSchema, { defaultValues: EMPTY_ADDRESS, reValidateMode: 'onSubmit', shouldFocusError: false });
  const { clearErrors, setFormError, setValue } = form;
  useEffect(() => {
    for (const name of ['state', 'city', 'zip_code'] as const) setValue(name, '');
  }, [country, setValue]);
  // Each opening starts without the last attempt's messages; what was typed stays.
  useEffect(() => {
    if (!open) return;
    clearErrors();
    setFormError(null);
  }, [open, clearErrors, setFormError]);
  const onSaved = () => {
    onClose();
    form.reset(EMPTY_ADDRESS);
    toast({ title: 'Address saved', variant: 'success', durationMs: 5_000 });
  };
  return (
    <Dialog.Portal>
      <Dialog.Overlay className="fixed inset-0 z-50 bg-cocoa-950/40 transition-opacity duration-300 starting:opacity-0" />
      <Dialog.Content
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          opener.current?.focus();
        }}
        className="fixed inset-x-0 bottom-0 z-50 flex max-h-[92dvh] flex-col rounded-t-[2rem] bg-sand-50 shadow-2xl transition duration-300 ease-out starting:translate-y-8 starting:opacity-0 sm:inset-auto sm:top-1/2 sm:left-1/2 sm:max-h-[88vh] sm:w-[36rem] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-[2rem]"
      >
        <div className="flex items-start justify-between gap-4 border-b border-sand-200 px-6 pt-6 pb-4 sm:px-8">
          <div>
            <Dialog.Title className="font-serif text-2xl text-cocoa-950">Add Address</Dialog.Title>
            <Dialog.Description className="mt-1 text-sm text-cocoa-700">Where should we deliver your order?</Dialog.Description>
          </div>
          <Dialog.Close aria-label="Close" className="rounded-full p-2 hover:bg-sand-100">
            <CloseIcon />
          </Dialog.Close>
        </div>
        <div className="overflow-y-auto px-6 py-6 sm:px-8">
          <AddAddressForm form={form} country={country} onSaved={onSaved} canBeDefault={hasAddresses} />
        </div>
      </Dialog.Content>
    </Dialog.Portal>
  );
}
