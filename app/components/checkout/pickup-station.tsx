import { formatMoney } from '../../../domain/money';
import { PinIcon } from '../icons-later';
import { StepCard } from './checkout-ui';

/** Checkout contract: the NG pickup station, fee 0. */
export const PICKUP_STATION_ADDRESS = 'Zaron Pickup Station, 14 Admiralty Way, Lekki Phase 1, Lagos';

export function PickupStation() {
  return (
    <StepCard step={2} title="Pickup station">
      <div className="flex items-start gap-4 rounded-2xl bg-sand-100/70 p-5">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-white text-cocoa-900">
          <PinIcon />
        </span>
        <div className="min-w-0 flex-1">
          <address className="font-medium leading-relaxed text-cocoa-950 not-italic">{PICKUP_STATION_ADDRESS}</address>
          <p className="mt-1 text-sm text-cocoa-700">We'll email you when your order is ready to collect.</p>
        </div>
        <p className="shrink-0 text-sm font-semibold text-cocoa-950">
          <span className="sr-only">Pickup fee: </span>
          {formatMoney(0, 'NG')}
        </p>
      </div>
    </StepCard>
  );
}
