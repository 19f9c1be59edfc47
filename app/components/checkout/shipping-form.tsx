import { asksZipCode, type AddressView } from '../../../domain/accounts/addresses';
import type { DeliveryMethod } from '../../../domain/checkout/delivery';
import { offersPickup } from '../../../domain/checkout/delivery';
import type { BagView } from '../../../domain/cart/view';
import { cartSubtotalMinor } from '../../../domain/cart';
import { examplePhone, type CountryCode } from '../../../domain/country';
import { formatMoney, toMinor } from '../../../domain/money';
import { NG_STATES } from '../../../domain/nigeria';
import { linesOf } from '../../lib/bag-server';
import type { FormRefusal } from '../../lib/form-action.server';
import { productPrice } from '../../lib/price';
import { countryName } from '../account/address-list';
import { TextField } from '../form/field';
import { FormAlert, SubmitButton } from '../form/form-alert';
import { SelectField } from '../form/select-field';
import { primaryButton } from '../form/styles';
import { CartItemsMini } from './cart-items-mini';
import { EmptyBasket } from './checkout-frame';
import { RadioCard, StepCard, SummaryRow } from './checkout-ui';
import { PICKUP_STATION_ADDRESS } from './pickup-station';

export interface ShippingStep {
  country: CountryCode;
  bag: BagView;
  addresses: AddressView[];
  methods: DeliveryMethod[];
  lagosAreas: string[];
}

const DELIVERY_FORM = 'delivery-form';

/** A new address in her country, saved to her address book and chosen (the API checks every field). */
function NewAddressForm({ country, lagosAreas, refusal }: { country: CountryCode; lagosAreas: string[]; refusal: FormRefusal | null }) {
  const typed = refusal?.values ?? {};
  return (
    <StepCard title="Add a delivery address">
      <form method="post" aria-label="Add a delivery address" className="space-y-5">
        <input type="hidden" name="intent" value="address" />
        <FormAlert message={refusal?.message} />
        <TextField label="Country" value={countryName(country)} readOnly />
        {asksZipCode(country) ? (
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField label="State / County" name="state" autoComplete="address-level1" defaultValue={typed.state} />
            <TextField label="City" name="city" autoComplete="address-level2" defaultValue={typed.city} />
            <TextField
              label={country === 'US' ? 'ZIP code' : 'Postal code'}
              name="zip_code"
              optional
              autoComplete="postal-code"
              defaultValue={typed.zip_code}
            />
          </div>
        ) : (
          <div className="grid gap-5 sm:grid-cols-2">
            <SelectField label="State" name="state" placeholder="Select a state" options={NG_STATES} defaultValue={typed.state ?? ''} />
            {/* In Lagos the city is one of the shop's areas: listed here to pick from, checked by the API. */}
            <TextField label="City or area" name="city" list="lagos-areas" autoComplete="address-level2" defaultValue={typed.city} />
            <datalist id="lagos-areas">
              {lagosAreas.map((a) => (
                <option key={a} value={a} />
              ))}
            </datalist>
          </div>
        )}
        <TextField
          label="Address"
          name="address"
          autoComplete="street-address"
          placeholder="House number and street"
          defaultValue={typed.address}
        />
        <TextField label="Landmark" name="landmark" optional defaultValue={typed.landmark} />
        <TextField
          label="Phone number"
          name="phone"
          type="tel"
          autoComplete="tel"
          placeholder={examplePhone(country)}
          defaultValue={typed.phone}
        />
        <SubmitButton pending={false} pendingLabel="Saving…" posts className="w-full">
          Save Address
        </SubmitButton>
      </form>
    </StepCard>
  );
}

/**
 * /shipping as the server renders it, whole without scripts: how the order comes (mode, address,
 * method) is one form posted to the page, priced by the server before /checkout opens with it.
 */
export function ShippingForm({ step, chosen, refusal }: { step: ShippingStep; chosen: string | null; refusal: FormRefusal | null }) {
  const { country, bag, addresses, methods } = step;
  const items = linesOf(bag);
  if (items.length === 0) return <EmptyBasket />;
  const addressRefused = refusal?.values.intent === 'address';
  const typed = addressRefused ? {} : (refusal?.values ?? {});
  const preferred = typed.address ?? chosen ?? String((addresses.find((a) => a.is_default) ?? addresses[0])?.id ?? '');
  const pickup = offersPickup(country) && typed.delivery === 'pickup';
  const method = typed.method ?? methods[0]?.name;
  const subtotalMinor = cartSubtotalMinor(items.map((i) => ({ unitMinor: productPrice(i, country).unitMinor, quantity: i.quantity })));
  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_380px] lg:gap-12">
      <div className="flex min-w-0 flex-col gap-5">
        <form id={DELIVERY_FORM} method="post" aria-label="Delivery" className="flex flex-col gap-5">
          <input type="hidden" name="intent" value="delivery" />
          {!addressRefused && <FormAlert message={refusal?.message} />}
          <StepCard step={1} title="Delivery mode">
            <fieldset>
              <legend className="sr-only">Delivery mode</legend>
              <div className={`grid gap-3 ${offersPickup(country) ? 'sm:grid-cols-2' : ''}`}>
                <RadioCard
                  name="delivery"
                  value="address"
                  defaultChecked={!pickup}
                  title="Delivery to my address"
                  detail="We bring your order to your door."
                />
                {offersPickup(country) && (
                  <RadioCard
                    name="delivery"
                    value="pickup"
                    defaultChecked={pickup}
                    title="Pickup"
                    detail={`Collect it free: ${PICKUP_STATION_ADDRESS}.`}
                  />
                )}
              </div>
            </fieldset>
          </StepCard>
          <StepCard step={2} title="Delivery address">
            {addresses.length === 0 ? (
              <p className="rounded-2xl bg-sand-100/70 px-5 py-6 text-center text-sm text-cocoa-700">
                No address added yet. Add an address in {countryName(country)} below to continue.
              </p>
            ) : (
              <fieldset>
                <legend className="sr-only">Choose a delivery address</legend>
                <div className="grid gap-3">
                  {addresses.map((a) => (
                    <RadioCard
                      key={a.id}
                      name="address"
                      value={a.id}
                      defaultChecked={String(a.id) === preferred}
                      title={a.address}
                      detail={
                        <>
                          {[a.city, a.state, a.zip_code].filter(Boolean).join(', ')}
                          <span className="block text-cocoa-500">{a.phone}</span>
                        </>
                      }
                    />
                  ))}
                </div>
              </fieldset>
            )}
          </StepCard>
          {methods.length > 0 && (
            <StepCard step={3} title="Delivery method">
              <fieldset>
                <legend className="sr-only">Choose a delivery method</legend>
                <div className="grid gap-3">
                  {methods.map((m) => (
                    <RadioCard
                      key={m.id}
                      name="method"
                      value={m.name}
                      defaultChecked={m.name === method}
                      title={m.name}
                      detail={m.duration}
                      trailing={formatMoney(toMinor(m.price), country)}
                    />
                  ))}
                </div>
              </fieldset>
            </StepCard>
          )}
        </form>
        <NewAddressForm country={country} lagosAreas={step.lagosAreas} refusal={addressRefused ? refusal : null} />
      </div>
      <aside aria-labelledby="shipping-summary" className="rounded-[1.75rem] bg-sand-100 p-6 sm:p-8 lg:sticky lg:top-6 lg:self-start">
        <h2 id="shipping-summary" className="font-serif text-2xl text-cocoa-950">
          Order Summary
        </h2>
        <CartItemsMini items={items} country={country} />
        <dl className="mt-6 flex flex-col gap-3 border-t border-sand-200 pt-5">
          <SummaryRow label="Subtotal">{formatMoney(subtotalMinor, country)}</SummaryRow>
        </dl>
        <p className="mt-3 text-xs text-cocoa-700">
          The delivery fee and your total are shown on the next step, where you can also apply a discount code.
        </p>
        <button type="submit" form={DELIVERY_FORM} className={`${primaryButton} mt-6 w-full`}>
          Checkout
        </button>
      </aside>
    </div>
  );
}
