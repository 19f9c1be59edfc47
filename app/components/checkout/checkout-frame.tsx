import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CheckoutSteps } from './checkout-steps';

/** Frame of /shipping and /checkout: progress, heading, then the page. */
export function CheckoutFrame({ step, title, children }: { step: 'Delivery' | 'Payment'; title: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-6xl px-4 pt-8 pb-16 sm:px-6 sm:pt-12 lg:pb-24">
      <CheckoutSteps current={step} />
      <h1 className="mt-4 font-serif text-4xl leading-tight text-cocoa-950 sm:text-5xl">{title}</h1>
      <div className="mt-8 lg:mt-10">{children}</div>
    </div>
  );
}

/** 'Your basket is empty': the one empty state of /cart, /shipping and /checkout, with the way back to the shop. */
export function EmptyBasket() {
  return (
    <div className="rounded-[1.75rem] bg-sand-100 px-6 py-16 text-center">
      <p className="font-serif text-2xl text-cocoa-950">Your basket is empty</p>
      <p className="mt-2 text-sm text-cocoa-700">Add a few favourites to your bag, then come back to check out.</p>
      <Link to="/" className="mt-6 inline-block rounded-full bg-cocoa-950 px-8 py-3 text-sm font-semibold text-sand-50 hover:bg-cocoa-900">
        Continue shopping
      </Link>
    </div>
  );
}

/** /checkout before a delivery is chosen: the way to /shipping, and why it is needed (`problem`, when the server said). */
export function ChooseDelivery({ problem = null }: { problem?: string | null }) {
  return (
    <div className="rounded-[1.75rem] bg-sand-100 px-6 py-14 text-center">
      <p className="font-serif text-2xl text-cocoa-950">Choose how your order reaches you</p>
      {problem ? (
        <p role="alert" className="mt-2 text-sm text-terracotta-600">
          {problem}
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
