import { startTransition, type ReactNode } from 'react';
import type { BagForm as BagChange } from '../../../domain/cart/requests';
import { useCart } from '../../lib/cart';

/**
 * A form that changes the bag. Before the page's scripts have started (or without them) it posts to
 * the bag page, whose action makes the change on the server and shows the bag. Once the page's copy
 * of the bag is loaded, its buttons change the copy at once instead (`onPress`, given the pressed
 * button's value), which is then sent to the server: a tap makes its change one way, never both.
 * A line the copy does not hold yet is changed by posting, as before the scripts.
 * The change is drawn as a transition: the tap's own paint (the pressed button) does not wait for
 * every part of the page that shows the bag to be drawn again.
 */
export function BagForm({
  intent,
  productId,
  onPress,
  className,
  children,
}: {
  intent: BagChange['intent'];
  productId?: number;
  onPress: (value: string | undefined) => void;
  className?: string;
  children: ReactNode;
}) {
  const cart = useCart();
  return (
    <form
      method="post"
      action="/cart"
      className={className}
      onSubmit={(event) => {
        // A change to a line the page's copy does not hold yet (the server's rendering of her bag) is the server's to make.
        const held = productId === undefined || intent === 'add' || cart.items.some((i) => i.id === productId);
        if (!cart.loaded || !held) return;
        event.preventDefault();
        const pressed = (event.nativeEvent as SubmitEvent).submitter;
        const value = pressed instanceof HTMLButtonElement && pressed.name ? pressed.value : undefined;
        startTransition(() => onPress(value));
      }}
    >
      <input type="hidden" name="intent" value={intent} />
      {productId !== undefined && <input type="hidden" name="product_id" value={productId} />}
      {children}
    </form>
  );
}
