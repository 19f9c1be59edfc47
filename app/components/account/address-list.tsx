import { SELECTABLE_COUNTRIES } from '../../../domain/country';
import { PinIcon } from '../icons-later';
import type { Address } from './use-addresses';

export const countryName = (code: string) => SELECTABLE_COUNTRIES.find((c) => c.code === code)?.name ?? code;

function AddressCard({ address }: { address: Address }) {
  const place = [address.city, address.state, address.zip_code].filter(Boolean).join(', ');
  return (
    <li className={`relative rounded-3xl border bg-white p-6 shadow-sm ${address.is_default ? 'border-cocoa-900' : 'border-sand-200'}`}>
      <div className="flex items-start justify-between gap-4">
        <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-sand-100 text-cocoa-900">
          <PinIcon />
        </span>
        {address.is_default && (
          <span className="rounded-full bg-cocoa-900 px-3 py-1 text-[11px] font-semibold tracking-[0.16em] text-sand-50 uppercase">
            Default
          </span>
        )}
      </div>
      <address className="mt-4 space-y-1 text-[15px] leading-relaxed text-cocoa-950 not-italic">
        <p className="font-medium">{address.address}</p>
        {address.landmark && <p className="text-cocoa-700">Near {address.landmark}</p>}
        <p className="text-cocoa-700">{place}</p>
        <p className="text-cocoa-700">{countryName(address.country)}</p>
        <p className="pt-2 text-sm text-cocoa-500">{address.phone}</p>
      </address>
    </li>
  );
}

/** The customer's saved delivery addresses, the default one marked, or an empty state. */
export function AddressList({ addresses }: { addresses: Address[] }) {
  if (addresses.length === 0) {
    return (
      <div className="rounded-3xl bg-sand-100 px-6 py-16 text-center">
        <span className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-white text-cocoa-700">
          <PinIcon width={26} height={26} />
        </span>
        <p className="mt-5 font-serif text-2xl text-cocoa-950">No address added yet</p>
        <p className="mt-2 text-sm text-cocoa-700">Save where we should deliver and checkout takes seconds.</p>
      </div>
    );
  }
  return (
    <ul aria-label="Saved addresses" className="grid gap-5 sm:grid-cols-2">
      {addresses.map((a) => (
        <AddressCard key={a.id} address={a} />
      ))}
    </ul>
  );
}
