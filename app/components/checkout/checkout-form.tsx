import { Link } from 'react-router';
import type { AddressView } from '../../../domain/accounts/addresses';
import type { Quote } from '../../../domain/checkout/delivery';
import { CARD_NEEDS_SCRIPTS } from '../../../domain/checkout/payments';
import type { BagView } from '../../../domain/cart/view';
import { countryName } from '../account/address-list';
import { linesOf } from '../../lib/bag-server';
import type { DeliveryChoice } from '../../lib/checkout-form.server';
import type { FormRefusal } from '../../lib/form-action.server';
import { FormAlert } from '../form/form-alert';
import { inputClass, labelClass, primaryButton } from '../form/styles';
import { CheckoutProducts } from './checkout-products';
import { EmptyBasket } from './checkout-frame';
import { RadioCard } from './checkout-ui';
import { OrderSummary } from './order-summary';
import { PICKUP_STATION_ADDRESS } from './pickup-station';
import type { CountryCode } from '../../../domain/country';

export interface CheckoutStep {
  country: CountryCode;
  choice: DeliveryChoice;
  bag: BagView;
  address: AddressView | null;
  quote: Quote | null;
  problem: string | null;
  attemptKey: string;
}

/** The delivery chosen on /shipping, sent again with each form of the page. */
function ChoiceFields({ choice, withCode }: { choice: DeliveryChoice; withCode: boolean }) {
  return (
    <>
      <input type="hidden" name="delivery" value={choice.pickup ? 'pickup' : 'address'} />
      {choice.address && <input type="hidden" name="address" value={choice.address} />}
      {choice.method && <input type="hidden" name="method" value={choice.method} />}
      {withCode && choice.code && <input type="hidden" name="code" value={choice.code} />}
    </>
  );
}

function Recap({ step }: { step: CheckoutStep }) {
  const { choice, address } = step;
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
        <div>
          <h3 className="text-xs font-semibold tracking-[0.14em] text-cocoa-700 uppercase">{choice.pickup ? 'Pickup at' : 'Deliver to'}</h3>
          {choice.pickup || !address ? (
            <address className="mt-1 text-[15px] leading-relaxed text-cocoa-950 not-italic">{PICKUP_STATION_ADDRESS}</address>
          ) : (
            <address className="mt-1 text-[15px] leading-relaxed text-cocoa-950 not-italic">
              <span className="block font-medium">{address.address}</span>
              <span className="block text-cocoa-700">{[address.city, address.state, address.zip_code].filter(Boolean).join(', ')}</span>
              <span className="block text-cocoa-700">{countryName(address.country)}</span>
            </address>
          )}
        </div>
        <div>
          <h3 className="text-xs font-semibold tracking-[0.14em] text-cocoa-700 uppercase">Delivery method</h3>
          <p className="mt-1 text-[15px] font-medium text-cocoa-950">{choice.pickup ? 'Pickup' : choice.method || 'Home delivery'}</p>
        </div>
      </div>
    </section>
  );
}

function DiscountForm({ choice, refusal }: { choice: DeliveryChoice; refusal: FormRefusal | null }) {
  return (
    <form method="post" className="mt-6">
      <input type="hidden" name="intent" value="code" />
      <ChoiceFields choice={choice} withCode={false} />
      {refusal && (
        <div className="mb-3">
          <FormAlert message={refusal.message} />
        </div>
      )}
      <label htmlFor="discount-code" className={labelClass}>
        Discount code
      </label>
      <div className="flex gap-2">
        <input
          id="discount-code"
          name="discount_code"
          autoComplete="off"
          autoCapitalize="characters"
          placeholder={choice.code ? `${choice.code} applied` : 'Enter code'}
          className={`${inputClass} uppercase placeholder:normal-case`}
        />
        <button
          type="submit"
          className="inline-flex h-12 shrink-0 items-center gap-2 rounded-xl bg-cocoa-900 px-5 text-[12px] font-semibold tracking-[0.16em] text-sand-50 uppercase transition-colors hover:bg-cocoa-950"
        >
          Apply
        </button>
      </div>
      {choice.code && (
        <p className="mt-2 text-xs text-cocoa-700">
          Code <span className="font-semibold text-cocoa-950">{choice.code}</span> is applied to this order.
        </p>
      )}
    </form>
  );
}

/** NG: 'Confirm Order' places the order from the server's bag and goes on to the payment page. */
function ConfirmOrderForm({ step, refusal }: { step: CheckoutStep; refusal: FormRefusal | null }) {
  return (
    <form method="post">
      <input type="hidden" name="intent" value="pay" />
      <input type="hidden" name="attempt" value={step.attemptKey} />
      <ChoiceFields choice={step.choice} withCode />
      <fieldset>
        <legend className="font-serif text-lg text-cocoa-950">Payment method</legend>
        <div className="mt-3 grid gap-3">
          <RadioCard
            name="ng-payment"
            value="card"
            defaultChecked
            title="Card"
            detail="Visa, Mastercard and Verve, on Paystack's secure page."
          />
          <RadioCard name="ng-payment" value="paystack" title="Paystack" detail="Bank transfer, USSD or card with Paystack." />
        </div>
      </fieldset>
      {refusal && (
        <div className="mt-4">
          <FormAlert message={refusal.message} />
        </div>
      )}
      <button type="submit" className={`${primaryButton} mt-6 w-full`}>
        Confirm Order
      </button>
    </form>
  );
}

/**
 * Outside NG the card form is the provider's script. Shown as the server renders the page, not in a
 * <noscript>: it is also what a shopper whose scripts failed to load reads, and it is replaced by the
 * card form as soon as they run.
 */
export function CardNeedsScripts() {
  return (
    <p role="status" className="rounded-xl border border-gold-600/30 bg-gold-400/15 px-4 py-3 text-sm text-cocoa-900">
      {CARD_NEEDS_SCRIPTS}
    </p>
  );
}

/**
 * /checkout as the server renders it, whole without scripts: the server's own price of her bag for
 * the delivery she chose, a discount code form, and (in Nigeria) Confirm Order.
 */
export function CheckoutForm({ step, refusal }: { step: CheckoutStep; refusal: FormRefusal | null }) {
  const items = linesOf(step.bag);
  if (items.length === 0) return <EmptyBasket />;
  const refusedFor = (intent: string) => (refusal && refusal.values.intent === intent ? refusal : null);
  if (!step.quote) {
    return (
      <div className="rounded-[1.75rem] bg-sand-100 px-6 py-14 text-center">
        <p className="font-serif text-2xl text-cocoa-950">Choose how your order reaches you</p>
        {step.problem ? (
          <p role="alert" className="mt-2 text-sm text-terracotta-600">
            {step.problem}
          </p>
        ) : (
          <p className="mt-2 text-sm text-cocoa-700">Pick a delivery address or pickup, and a delivery method, before you pay.</p>
        )}
        <Link
          to="/shipping"
          className="mt-6 inline-block rounded-full bg-cocoa-950 px-8 py-3 text-sm font-semibold text-sand-50 hover:bg-cocoa-900"
        >
          Delivery Information
        </Link>
      </div>
    );
  }
  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_420px] lg:gap-12">
      <div className="min-w-0">
        <Recap step={step} />
        <CheckoutProducts items={items} country={step.country} />
      </div>
      <OrderSummary
        country={step.country}
        quote={step.quote}
        loading={false}
        error={null}
        discount={<DiscountForm choice={step.choice} refusal={refusedFor('code')} />}
        payment={step.country === 'NG' ? <ConfirmOrderForm step={step} refusal={refusedFor('pay')} /> : <CardNeedsScripts />}
      />
    </div>
  );
}
