import { startTransition, useState } from 'react';
import { Link } from 'react-router';

/**
 * The least page of this stack: a heading, a sentence, one link for React Router to take over and
 * one button whose tap React answers by drawing one number, as a transition (painted first, drawn
 * after, as the shop's bag buttons are): the least an interaction costs.
 */
export function FloorPage() {
  const [inBag, setInBag] = useState(0);
  return (
    <main>
      <h1>Zaron</h1>
      <p>Skincare and make-up for women of colour.</p>
      <Link to="/products">Shop all products</Link>
      <button type="button" onClick={() => startTransition(() => setInBag((n) => n + 1))}>
        Add to Cart
      </button>
      <p>In your bag: {inBag}</p>
    </main>
  );
}
