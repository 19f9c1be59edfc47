import { useEffect, useMemo, type ReactNode } from 'react';
import { AddAddressDialog } from '../account/add-address-dialog';
import { countryName } from '../account/address-list';
import { useAddresses } from '../account/use-addresses';
import { useOrderData } from '../../lib/order-data';
import { RadioCard, Spinner, StepCard } from './checkout-ui';
import { messageOf } from '../form/server-errors';
import type { CountryCode } from '../../../domain/country';

/**
 * The customer's addresses in the visitor's country (the server delivers an order only within its
 * country); the chosen one is kept in order data, the default one preselected.
 */
export function AddressPicker({ country, feeNote }: { country: CountryCode; feeNote?: ReactNode }) {
  const addresses = useAddresses();
  const { orderData, setAddress } = useOrderData();
  const list = useMemo(() => (addresses.data ?? []).filter((a) => a.country === country), [addresses.data, country]);
  const chosen = list.find((a) => a.id === orderData.address?.id) ?? null;

  useEffect(() => {
    if (!addresses.data || chosen) return;
    const preferred = list.find((a) => a.is_default) ?? list[0] ?? null;
    if (preferred || orderData.address) setAddress(preferred);
  }, [addresses.data, chosen, list, orderData.address, setAddress]);

  return (
    <StepCard step={2} title="Delivery address" aside={<AddAddressDialog addressCount={addresses.data?.length} />}>
      {addresses.isPending ? (
        <Spinner />
      ) : addresses.isError ? (
        <p role="alert" className="text-sm text-terracotta-600">
          {messageOf(addresses.error)}
        </p>
      ) : list.length === 0 ? (
        <div className="rounded-2xl bg-sand-100/70 px-5 py-8 text-center">
          <p className="font-serif text-xl text-cocoa-950">No address added yet</p>
          <p className="mt-1 text-sm text-cocoa-700">Add an address in {countryName(country)} to continue.</p>
        </div>
      ) : (
        <fieldset>
          <legend className="sr-only">Choose a delivery address</legend>
          <div className="grid gap-3">
            {list.map((a) => (
              <RadioCard
                key={a.id}
                name="address"
                value={a.id}
                checked={chosen?.id === a.id}
                onChange={() => setAddress(a)}
                title={a.address}
                detail={
                  <>
                    {[a.landmark && `Near ${a.landmark}`, [a.city, a.state, a.zip_code].filter(Boolean).join(', ')]
                      .filter(Boolean)
                      .join(' · ')}
                    <span className="block text-cocoa-500">{a.phone}</span>
                  </>
                }
                trailing={
                  a.is_default ? (
                    <span className="rounded-full bg-cocoa-900 px-2.5 py-1 text-[10px] tracking-[0.16em] text-sand-50 uppercase">
                      Default
                    </span>
                  ) : undefined
                }
              />
            ))}
          </div>
        </fieldset>
      )}
      {feeNote}
    </StepCard>
  );
}
