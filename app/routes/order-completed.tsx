import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ResultPanel } from '../components/checkout/result-panel';
import { useCart } from '../lib/cart';
import { pageMeta } from '../lib/seo';
import type { Route } from './+types/order-completed';
import { primaryButton, secondaryButton } from '../components/form/styles';

/** The order success page; reaching it clears the cart, order data and client secret. */
export default function OrderCompleted() {
  const { clear } = useCart();
  const [params] = useSearchParams();
  const orderNumber = params.get('order');
  const cleared = useRef(false);
  useEffect(() => {
    if (cleared.current) return;
    cleared.current = true;
    clear();
  }, [clear]);

  return (
    <ResultPanel
      tone="success"
      title="Thank you! Your order has been placed."
      actions={
        <>
          <Link to="/my-orders" className={primaryButton}>
            View my orders
          </Link>
          <Link to="/" className={secondaryButton}>
            Continue shopping
          </Link>
        </>
      }
    >
      <p>We've sent a confirmation to your email.</p>
      {orderNumber && (
        <p className="mt-3">
          Order number <span className="font-semibold tracking-wide text-cocoa-950">{orderNumber}</span>
        </p>
      )}
    </ResultPanel>
  );
}

export const meta: Route.MetaFunction = () =>
  pageMeta({ title: 'Order Completed', description: 'Your Zaron order has been placed.', noindex: true });
