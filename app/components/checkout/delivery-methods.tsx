import { useEffect } from 'react';
import { formatMoney, toMinor } from '../../../domain/money';
import { useOrderData } from '../../lib/order-data';
import { RadioCard, Spinner, StepCard } from './checkout-ui';
import { useDeliveryMethods } from './queries';
import { messageOf } from '../form/server-errors';
import type { CountryCode } from '../../../domain/country';

/** Outside NG: the country's delivery methods; the first is preselected when they load. */
export function DeliveryMethods({ country, freeDelivery }: { country: CountryCode; freeDelivery: boolean }) {
  const methods = useDeliveryMethods(country, true);
  const { orderData, setDeliveryMethod } = useOrderData();
  const chosen = methods.data?.find((m) => m.name === orderData.delivery_method?.name) ?? null;

  useEffect(() => {
    if (!methods.data || chosen) return;
    const first = methods.data[0];
    if (first || orderData.delivery_method) setDeliveryMethod(first ? { name: first.name } : null);
  }, [methods.data, chosen, orderData.delivery_method, setDeliveryMethod]);

  return (
    <StepCard step={3} title="Delivery method">
      {methods.isPending ? (
        <Spinner />
      ) : methods.isError ? (
        <p role="alert" className="text-sm text-terracotta-600">
          {messageOf(methods.error)}
        </p>
      ) : (
        <fieldset>
          <legend className="sr-only">Choose a delivery method</legend>
          <div className="grid gap-3">
            {methods.data.map((m) => (
              <RadioCard
                key={m.id}
                name="delivery-method"
                value={m.name}
                checked={chosen?.id === m.id}
                onChange={() => setDeliveryMethod({ name: m.name })}
                title={m.name}
                detail={m.duration}
                trailing={formatMoney(toMinor(m.price), country)}
              />
            ))}
          </div>
          {freeDelivery && (
            <p className="mt-4 rounded-xl bg-gold-400/15 px-4 py-3 text-sm text-cocoa-900">
              Your order qualifies for free delivery: orders of $80 or more ship free in the US.
            </p>
          )}
        </fieldset>
      )}
    </StepCard>
  );
}
