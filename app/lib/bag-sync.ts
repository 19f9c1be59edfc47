import { useCallback, useEffect, useRef, useState } from 'react';
import type { BagView } from '../../domain/cart/view';
import type { ProductSummary } from '../../domain/catalog';
import type { CountryCode } from '../../domain/country';
import { bagServer, changesBetween, linesOf, refusalOf, takeBagNotes } from './bag-server';
import { useCountry } from './country';

type Line = ProductSummary & { quantity: number };
type Call = (c: CountryCode) => Promise<BagView>;

/** Set once this browser's bag has been on the server: a bag kept only here before then is sent up once. */
const ON_SERVER_KEY = 'cartOnServer';
/** Set while changes of the page's bag have not all reached the server (the page was left, the shop was away). */
const UNSENT_KEY = 'cartUnsent';

const quantities = (lines: readonly { id: number; quantity: number }[]) => new Map(lines.map((l) => [l.id, l.quantity]));

function mark(key: string, on: boolean) {
  try {
    if (on) window.localStorage.setItem(key, '1');
    else window.localStorage.removeItem(key);
  } catch {
    // Storage disabled: the server's bag wins on every load.
  }
}
const marked = (key: string) => {
  try {
    return window.localStorage.getItem(key) !== null;
  } catch {
    return false;
  }
};

/**
 * Keeps the page's bag and the server's in step. After hydration (once the local copy is read)
 * the server's bag replaces the local copy, unless the copy holds changes the server has not had
 * (made while it was being read, or before the page was left or the shop was away): those are sent.
 * A bag that was never on the server is sent up once, beside what the server already holds. From
 * then on every change of the lines is sent, one call after another, and once none is left waiting
 * the server's answer replaces the copy again (the server wins: a refused change is undone and its
 * reason kept as a note to show). `synced` tells when the first exchange with the server is over.
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
  const [synced, setSynced] = useState(false);

  const adopt = useCallback(
    (bag: BagView) => {
      const fromServer = linesOf(bag);
      known.current = quantities(fromServer);
      // Only a different bag replaces the copy: an unchanged one is not stored again (a cleared bag stays removed).
      if (JSON.stringify(fromServer) !== JSON.stringify(linesNow.current)) replace(fromServer);
    },
    [replace],
  );
  const refused = useCallback((err: unknown) => {
    const refusal = refusalOf(err);
    if (refusal) setNotes((all) => [...all, refusal]);
    return refusal !== null;
  }, []);

  const send = useCallback(
    (call: Call) => {
      waiting.current += 1;
      queue.current = queue.current.then(
        () =>
          call(countryNow.current).then(
            (bag) => {
              waiting.current -= 1;
              if (waiting.current > 0) return;
              mark(UNSENT_KEY, false);
              adopt(bag);
            },
            async (err: unknown) => {
              waiting.current -= 1;
              // Refused: the server's bag wins. Not reached: the copy keeps the change for the next load.
              if (!refused(err) || waiting.current > 0) return;
              mark(UNSENT_KEY, false);
              await bagServer.read(countryNow.current).then(adopt, () => undefined);
            },
          ),
        () => undefined,
      );
    },
    [adopt, refused],
  );

  useEffect(() => {
    if (!loaded || started.current) return;
    started.current = true;
    setNotes(takeBagNotes());
    const local = lines;
    send(async (c) => {
      const bag = await bagServer.read(c);
      const current = linesNow.current;
      const firstTime = !marked(ON_SERVER_KEY);
      const unsent = marked(UNSENT_KEY) || current !== local;
      if (!firstTime && !unsent) return bag;
      const changes = changesBetween(quantities(linesOf(bag)), current, { keepOthers: !unsent });
      // Marked only while there is something to send: a page left during a read that changed nothing
      // must not make the next page take its empty copy for changes and empty the server's bag.
      if (changes.length > 0) {
        mark(UNSENT_KEY, true);
        for (const change of changes) await change(c).catch(refused);
      }
      mark(ON_SERVER_KEY, true);
      return changes.length > 0 ? bagServer.read(c) : bag;
    });
    // The queue never fails: once this first exchange is over, answered or not, the page's bag is as known as it can be.
    void queue.current.then(() => setSynced(true));
  }, [loaded, lines, send, refused]);

  useEffect(() => {
    if (known.current === null) return;
    const calls = changesBetween(known.current, lines);
    if (calls.length === 0) return;
    known.current = quantities(lines);
    mark(UNSENT_KEY, true);
    for (const call of calls) send(call);
  }, [lines, send]);

  const dismissNotes = useCallback(() => setNotes([]), []);
  return { notes, dismissNotes, synced };
}
