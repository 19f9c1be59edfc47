import { useEffect, useRef, useState } from 'react';
import { deferred } from '../../lib/deferred';
import { useHydrated } from '../form/form-alert';
import { primaryButton } from '../form/styles';
import { PlusIcon } from '../icons';

/**
 * The dialog, its form and their checks are fetched when she first reaches for the button (a tap,
 * or a mouse coming over it): the delivery step and her address book draw without them. A shopper
 * with no address yet will need them, so for her they are fetched as soon as the page runs.
 */
const dialog = deferred(() => import('./address-dialog'));

/** 'Add Address' and the dialog it opens (address-dialog.tsx); `addressCount` is undefined until her addresses are known. */
export function AddAddressDialog({ addressCount }: { addressCount: number | undefined }) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const loaded = dialog.useModule(wanted);
  // The address list comes rendered from the server: the button opens nothing until the page's scripts run.
  const hydrated = useHydrated();
  useEffect(() => {
    if (hydrated && addressCount === 0) dialog.preload().catch(() => {});
  }, [hydrated, addressCount]);
  return (
    <>
      <button
        ref={button}
        type="button"
        className={primaryButton}
        disabled={!hydrated}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={dialog.warmForMouse}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <PlusIcon width={18} height={18} />
        Add Address
      </button>
      {loaded && <loaded.AddressDialog open={open} onOpenChange={setOpen} hasAddresses={(addressCount ?? 0) > 0} opener={button} />}
    </>
  );
}
