import { offersPickup } from '../../../domain/checkout/delivery';
import { useOrderData } from '../../lib/order-data';
import { RadioCard, StepCard } from './checkout-ui';
import type { CountryCode } from '../../../domain/country';

/** Choosing pickup sets isPickup, choosing address delivery clears it. Pickup is NG only, and shown in NG only. */
export function DeliveryMode({ country }: { country: CountryCode }) {
  const { orderData, selectPickup, removePickup } = useOrderData();
  const pickupAllowed = offersPickup(country);
  const isPickup = pickupAllowed && orderData.isPickup;
  return (
    <StepCard step={1} title="Delivery mode">
      <fieldset>
        <legend className="sr-only">Delivery mode</legend>
        <div className={`grid gap-3 ${pickupAllowed ? 'sm:grid-cols-2' : ''}`}>
          <RadioCard
            name="delivery-mode"
            value="address"
            checked={!isPickup}
            onChange={removePickup}
            title="Delivery to my address"
            detail="We bring your order to your door."
          />
          {/* Pickup is offered in Nigeria only; elsewhere it is not shown at all. */}
          {pickupAllowed && (
            <RadioCard
              name="delivery-mode"
              value="pickup"
              checked={isPickup}
              onChange={selectPickup}
              title="Pickup"
              detail="Collect it free from our Lekki station."
            />
          )}
        </div>
      </fieldset>
    </StepCard>
  );
}
