import type { AddressView } from '../../../domain/accounts/addresses';
import type { Quote } from '../../../domain/checkout/delivery';
import { CARD_NEEDS_SCRIPTS } from '../../../domain/checkout/payments';
import type { BagView } from '../../../domain/cart/view';
import { linesOf } from '../../lib/bag-server';
import type { DeliveryChoice } from '../../lib/checkout-form.server';
import type { FormRefusal } from '../../lib/form-action.server';
import { FormAlert } from '../form/form-alert';
import { inputClass, labelClass, primaryButton } from '../form/styles';
import { CheckoutProducts } from './checkout-products';
import { ChooseDelivery, EmptyBasket } from './checkout-frame';
import { RadioCard } from './checkout-ui';
import { RecapView } from './delivery-recap';
import { OrderSummary } from './order-summary';
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

/** Where the order goes and how, as the scripted step shows it. */
function Recap({ step: { choice, address } }: { step: CheckoutStep }) {
  return <RecapView pickup={choice.pickup} address={address} method={choice.pickup ? 'Pickup' : choice.method || 'Home delivery'} />;
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
    return <ChooseDelivery problem={step.problem} />;
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
