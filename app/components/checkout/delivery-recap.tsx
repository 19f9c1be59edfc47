import { Link } from 'react-router';
import { choosesDeliveryMethod } from '../../../domain/checkout/delivery';
import type { OrderAddress, OrderData } from '../../lib/order-data';
import { countryName } from '../account/address-list';
import { PinIcon } from '../icons-later';
import { PICKUP_STATION_ADDRESS } from './pickup-station';
import { useDeliveryMethods, useNgFee } from './queries';
import type { CountryCode } from '../../../domain/country';

/** How long the chosen delivery takes, from the same (cached) queries /shipping used. */
function useDuration(country: CountryCode, orderData: OrderData) {
  const byMethod = choosesDeliveryMethod(country);
  const methods = useDeliveryMethods(country, byMethod);
  const ngFee = useNgFee(orderData.address, !byMethod && !orderData.isPickup);
  if (!byMethod) return orderData.isPickup ? null : (ngFee.data?.duration ?? null);
  return methods.data?.find((m) => m.name === orderData.delivery_method?.name)?.duration ?? null;
}

/** /checkout repeats where the order goes and how, with the way back to change it. */
export function DeliveryRecap({ country, orderData }: { country: CountryCode; orderData: OrderData }) {
  const duration = useDuration(country, orderData);
  const method = !choosesDeliveryMethod(country)
    ? orderData.isPickup
      ? 'Pickup'
      : 'Home delivery'
    : (orderData.delivery_method?.name ?? '');
  return <RecapView pickup={orderData.isPickup} address={orderData.address} method={method} duration={duration} />;
}

/** Where the order goes (an address, or the pickup station) and how, with the way back to /shipping. */
export function RecapView({
  pickup,
  address,
  method,
  duration = null,
}: {
  pickup: boolean;
  address: OrderAddress | null;
  method: string;
  duration?: string | null;
}) {
  return (
    <section aria-labelledby="delivery-recap" className="mb-6 rounded-[1.75rem] border border-sand-200 bg-white p-5 sm:p-7">
      <div className="flex items-center justify-between gap-4">
        <h2 id="delivery-recap" className="font-serif text-xl text-cocoa-950 sm:text-2xl">
          Delivery
        </h2>
        <Link to="/shipping" className="text-sm font-semibold text-cocoa-950 underline underline-offset-4 hover:text-terracotta-600">
          Change<span className="sr-only"> delivery</span>
        </Link>
      </div>
      <div className="mt-4 grid gap-5 sm:grid-cols-2">
        <div className="flex items-start gap-3">
          <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-sand-100 text-cocoa-900">
            <PinIcon />
          </span>
          <div className="min-w-0">
            <h3 className="text-xs font-semibold tracking-[0.14em] text-cocoa-700 uppercase">{pickup ? 'Pickup at' : 'Deliver to'}</h3>
            {pickup || !address ? (
              <address className="mt-1 text-[15px] leading-relaxed text-cocoa-950 not-italic">{PICKUP_STATION_ADDRESS}</address>
            ) : (
              <address className="mt-1 text-[15px] leading-relaxed text-cocoa-950 not-italic">
                <span className="block font-medium">{address.address}</span>
                <span className="block text-cocoa-700">{[address.city, address.state, address.zip_code].filter(Boolean).join(', ')}</span>
                <span className="block text-cocoa-700">{countryName(address.country)}</span>
                <span className="block text-sm text-cocoa-700">{address.phone}</span>
              </address>
            )}
          </div>
        </div>
        <div>
          <h3 className="text-xs font-semibold tracking-[0.14em] text-cocoa-700 uppercase">Delivery method</h3>
          <p className="mt-1 text-[15px] font-medium text-cocoa-950">{method}</p>
          {duration && <p className="text-sm text-cocoa-700">{duration}</p>}
        </div>
      </div>
    </section>
  );
}
