import { useCallback, useEffect, useRef, useState } from 'react';
import type { BagView } from '../../domain/cart/view';
import type { ProductSummary } from '../../domain/catalog';
import type { CountryCode } from '../../domain/country';
import { bagServer, changesBetween, linesOf, refusalOf, takeBagNotes } from './bag-server';
import { useCountry } from './country';

type Line = ProductSummary & { quantity: number };

/** Set once this browser's bag has been read from the server: a bag kept only here before then is sent up once. */
const ON_SERVER_KEY = 'cartOnServer';

const quantities = (lines: readonly { id: number; quantity: number }[]) => new Map(lines.map((l) => [l.id, l.quantity]));

/**
 * Keeps the page's bag and the server's in step. After hydration (once the local copy is read)
 * the server's bag replaces the local copy (unless she changed her bag meanwhile, or this browser's
 * bag was never on the server: then the copy is sent up); from then on every change of the lines is sent, one
 * call after another, and once none is left waiting the server's answer replaces the copy again
 * (the server wins: a refused change is undone and its reason kept as a note to show).
 */
export function useBagSync(lines: readonly Line[], loaded: boolean, replace: (lines: Line[]) => void) {
  const { country } = useCountry();
  const countryNow = useRef<CountryCode>(country);
  countryNow.current = country;
  const linesNow = useRef(lines);
  linesNow.current = lines;
  /** The server's bag as last known; null until it has been read. */
  const known = useRef<Map<number, number> | null>(null);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const waiting = useRef(0);
  const started = useRef(false);
  const [notes, setNotes] = useState<string[]>([]);

  const adopt = useCallback(
    (bag: BagView) => {
      const fromServer = linesOf(bag);
      known.current = quantities(fromServer);
      replace(fromServer);
    },
    [replace],
  );

  const send = useCallback(
    (call: (c: CountryCode) => Promise<BagView>) => {
      waiting.current += 1;
      queue.current = queue.current.then(
        () =>
          call(countryNow.current).then(
            (bag) => {
              waiting.current -= 1;
              if (waiting.current === 0) adopt(bag);
            },
            async (err: unknown) => {
              waiting.current -= 1;
              const refusal = refusalOf(err);
              if (refusal) setNotes((all) => [...all, refusal]);
              if (waiting.current === 0) await bagServer.read(countryNow.current).then(adopt, () => undefined);
            },
          ),
        () => undefined,
      );
    },
    [adopt],
  );

  useEffect(() => {
    if (!loaded || started.current) return;
    started.current = true;
    setNotes(takeBagNotes());
    const local = lines;
    send(async (c) => {
      const bag = await bagServer.read(c);
      const firstTime = window.localStorage.getItem(ON_SERVER_KEY) === null;
      window.localStorage.setItem(ON_SERVER_KEY, '1');
      // A change she made while the bag was being read is newer than the server's bag: it is sent.
      const current = linesNow.current;
      const sendUp = current !== local || (firstTime && bag.lines.length === 0 && local.length > 0);
      if (!sendUp) return bag;
      for (const change of changesBetween(quantities(linesOf(bag)), current)) {
        await change(c).catch((err: unknown) => {
          const refusal = refusalOf(err);
          if (refusal) setNotes((all) => [...all, refusal]);
        });
      }
      return bagServer.read(c);
    });
  }, [loaded, lines, send]);

  useEffect(() => {
    if (known.current === null) return;
    const calls = changesBetween(known.current, lines);
    if (calls.length === 0) return;
    known.current = quantities(lines);
    for (const call of calls) send(call);
  }, [lines, send]);

  const dismissNotes = useCallback(() => setNotes([]), []);
  return { notes, dismissNotes };
}
