import { formatMoney } from '../../../domain/money';
import { Spinner } from './checkout-ui';
import type { DeliveryFee } from './use-delivery-fee';

/** The NG delivery fee for the chosen address, or why there is none. */
export function NgFeeNote({ fee }: { fee: DeliveryFee }) {
  if (fee.unavailable) {
    return (
      <p role="alert" className="mt-4 rounded-xl bg-terracotta-600/[0.07] px-4 py-3 text-sm text-terracotta-600">
        We don't deliver to this address yet. Choose another address, or pick your order up from our Lagos station.
      </p>
    );
  }
  if (fee.loading)
    return (
      <p className="mt-4 flex items-center gap-2 text-sm text-cocoa-700">
        <Spinner /> Checking the delivery fee…
      </p>
    );
  if (fee.feeMinor === null) return null;
  return (
    <p className="mt-4 flex flex-wrap items-center justify-between gap-2 rounded-xl bg-sand-100/70 px-4 py-3 text-sm text-cocoa-900">
      <span>Delivery to this address{fee.duration ? ` · ${fee.duration}` : ''}</span>
      <span className="font-semibold">{formatMoney(fee.feeMinor, 'NG')}</span>
    </p>
  );
}
