import type { RouterContextProvider } from 'react-router';
import { MAX_QUANTITY } from '../../domain/cart';
import { bagForm } from '../../domain/cart/requests';
import type { BagView } from '../../domain/cart/view';
import { page } from './page-context';

/** Why a change of the bag was not made, and the status its page is answered with. */
export interface BagRefusal {
  message: string;
  status: number;
}

const messageOf = (body: unknown) =>
  typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string'
    ? body.message
    : 'The bag could not be changed. Please try again.';

/** The visitor's bag as the shop's API answers it (`GET /api/cart`), priced for her country. */
export async function readBag(context: Readonly<RouterContextProvider>): Promise<BagView> {
  const { readApi } = page(context);
  if (!readApi) throw new Error('the bag is read on a visitor’s own page only');
  const answer = await readApi('/api/cart');
  if (answer.status !== 200) throw new Error(`GET /api/cart answered ${answer.status}`);
  return (answer.body as { data: BagView }).data;
}

/**
 * Makes the change a bag form posted, through the same API calls as the page's scripts (so the
 * same checks and messages); null when it was made, else what refused it.
 */
export async function changeBag(context: Readonly<RouterContextProvider>, form: FormData): Promise<BagRefusal | null> {
  const { sendApi } = page(context);
  if (!sendApi) throw new Error('the bag is changed from a visitor’s own page only');
  const parsed = bagForm.safeParse(Object.fromEntries(form));
  if (!parsed.success) return { message: parsed.error.issues[0]!.message, status: 400 };
  const change = parsed.data;
  let answer;
  switch (change.intent) {
    case 'add': {
      // Adding to a line she already has adds to its quantity, up to what one line holds.
      const held = (await readBag(context)).lines.find((l) => l.product.id === change.product_id)?.quantity ?? 0;
      const quantity = Math.min(MAX_QUANTITY, held + change.quantity);
      answer = await sendApi('PUT', `/api/cart/lines/${change.product_id}`, { quantity });
      break;
    }
    case 'set':
      answer = await sendApi('PUT', `/api/cart/lines/${change.product_id}`, { quantity: change.quantity });
      break;
    case 'remove':
      answer = await sendApi('DELETE', `/api/cart/lines/${change.product_id}`);
      break;
    case 'clear':
      answer = await sendApi('DELETE', '/api/cart');
      break;
  }
  return answer.status === 200 ? null : { message: messageOf(answer.body), status: answer.status };
}
