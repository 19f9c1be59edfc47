// A sale's churn for `npm run bench:crowd -- --churn`: the back office flips the stock of a few
// products out and back in every second, and changes one product's price every 5 s, through the same
// staff API a person uses (the demo owner, two-factor set up on the way).
import { totpCode } from '../../server/staff/totp';

const OWNER = { email: 'owner@zaron.test', password: 'Zaron-Demo-1' };
const FLIP_EVERY_MS = 1_000;
const PRICE_EVERY_MS = 5_000;

export interface Churn {
  /** Stops the churn and says what it did. */
  stop: () => Promise<{ flips: number; prices: number; errors: string[] }>;
}

/** The demo owner's bearer token, with two-factor set up and this session verified. */
export async function signInOwner(base: string): Promise<Record<string, string>> {
  const post = async (path: string, body: unknown, headers: Record<string, string> = {}) => {
    const res = await fetch(base + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${path}: HTTP ${res.status} ${await res.text()}`);
    return res.json();
  };
  const login = await post('/api/auth/login', OWNER);
  const auth = { authorization: `Bearer ${login.token.original.access_token}` };
  const { secret } = await post('/api/admin/2fa/setup', {}, auth);
  await post('/api/admin/2fa/confirm', { code: totpCode(secret, Math.floor(Date.now() / 30_000)) }, auth);
  return auth;
}

/**
 * Starts the churn on `flipped` (products whose NG stock goes to 0 and back to `level`, one at a time
 * in turn) and `priced` (one product whose NG price goes up and down by ₦100).
 */
export async function startChurn(base: string, flipped: number[], priced: number): Promise<Churn> {
  const auth = { ...(await signInOwner(base)), 'content-type': 'application/json' };
  const errors: string[] = [];
  let flips = 0;
  let prices = 0;
  const send = async (path: string, body?: unknown) => {
    const res = await fetch(base + path, {
      method: body === undefined ? 'GET' : 'POST',
      headers: auth,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${path}: HTTP ${res.status} ${(await res.text()).slice(0, 80)}`);
    return res.json();
  };
  const levels = new Map<number, number>();
  for (const id of flipped) levels.set(id, (await send(`/api/admin/products/${id}`)).data.stock.NG as number);

  let turn = 0;
  const flip = setInterval(() => {
    const id = flipped[turn++ % flipped.length]!;
    const out = Math.floor((turn - 1) / flipped.length) % 2 === 0;
    const quantity = out ? 0 : levels.get(id)!;
    send(`/api/admin/products/${id}/stock`, { country: 'NG', reason: 'counted', quantity, note: 'sale churn' }).then(
      () => void flips++,
      (err: Error) => void errors.push(err.message),
    );
  }, FLIP_EVERY_MS);

  let up = true;
  const price = setInterval(() => {
    void (async () => {
      const {
        history: _h,
        stock: _s,
        low_stock: _l,
        waiting: _w,
        archived: _a,
        id: _id,
        ...form
      } = (await send(`/api/admin/products/${priced}`)).data;
      await send(`/api/admin/products/${priced}`, { ...form, prices: { ...form.prices, NGN: form.prices.NGN + (up ? 100 : -100) } });
      up = !up;
      prices++;
    })().catch((err: Error) => void errors.push(err.message));
  }, PRICE_EVERY_MS);

  return {
    stop: async () => {
      clearInterval(flip);
      clearInterval(price);
      // Puts the flipped products back as they were.
      for (const [id, quantity] of levels)
        await send(`/api/admin/products/${id}/stock`, { country: 'NG', reason: 'counted', quantity, note: 'sale over' }).catch(
          (err: Error) => void errors.push(err.message),
        );
      return { flips, prices, errors };
    },
  };
}
