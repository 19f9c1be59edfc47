import { describe, expect, it, vi } from 'vitest';
import { changesBetween } from './bag-server';

describe('changesBetween', () => {
  const fetched: [string, string, unknown][] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    fetched.push([init.method ?? 'GET', url, init.body === undefined ? undefined : JSON.parse(String(init.body))]);
    return new Response(JSON.stringify({ data: { lines: [] } }), { status: 200 });
  });
  const run = async (known: [number, number][], wanted: { id: number; quantity: number }[]) => {
    fetched.length = 0;
    for (const call of changesBetween(new Map(known), wanted)) await call('GB');
    return [...fetched];
  };

  it('sends only what changed: lines taken out, then lines set to their new quantity', async () => {
    expect(
      await run(
        [
          [1, 2],
          [2, 1],
          [3, 4],
        ],
        [
          { id: 1, quantity: 2 },
          { id: 3, quantity: 5 },
          { id: 4, quantity: 1 },
        ],
      ),
    ).toEqual([
      ['DELETE', '/api/cart/lines/2?country=GB', undefined],
      ['PUT', '/api/cart/lines/3?country=GB', { quantity: 5 }],
      ['PUT', '/api/cart/lines/4?country=GB', { quantity: 1 }],
    ]);
  });

  it('leaves the lines only the server has when asked to keep them (a bag sent up for the first time)', async () => {
    fetched.length = 0;
    const known = new Map([
      [1, 2],
      [2, 1],
    ]);
    for (const call of changesBetween(known, [{ id: 1, quantity: 3 }], { keepOthers: true })) await call('NG');
    expect(fetched).toEqual([['PUT', '/api/cart/lines/1?country=NG', { quantity: 3 }]]);
    expect(changesBetween(known, [], { keepOthers: true })).toEqual([]);
  });

  it('empties the bag in one call when every line went, and sends nothing when nothing changed', async () => {
    expect(await run([[1, 2]], [])).toEqual([['DELETE', '/api/cart?country=GB', undefined]]);
    expect(await run([[1, 2]], [{ id: 1, quantity: 2 }])).toEqual([]);
    expect(await run([], [])).toEqual([]);
  });
});
