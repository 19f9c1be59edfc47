import { useEffect, useReducer } from 'react';

/** Runs `fn` once the browser has painted the current frame. */
function afterPaint(fn: () => void) {
  requestAnimationFrame(() => setTimeout(fn, 0));
}

/**
 * A module fetched only when the shopper first needs it (opens the menu, focuses the search),
 * so the first paint of a page does not wait for code it does not use. `preload` starts the
 * download early (when a mouse comes over); `useModule(wanted)` gives the module once it is loaded and
 * `wanted` is true, and undefined before, so the server and the first browser render agree.
 */
export function deferred<T>(load: () => Promise<T>) {
  let promise: Promise<T> | undefined;
  let value: T | undefined;
  const preload = () =>
    (promise ??= load().then(
      (v) => (value = v),
      (err) => {
        promise = undefined;
        throw err;
      },
    ));
  function useModule(wanted: boolean): T | undefined {
    const [, loaded] = useReducer((n: number) => n + 1, 0);
    useEffect(() => {
      if (!wanted || value !== undefined) return;
      // Wanted by a tap: the tap's own paint comes first, then the fetch (starting it costs a
      // phone tens of milliseconds, which the tap's paint would otherwise wait for).
      afterPaint(() => void preload().then(loaded, () => {}));
    }, [wanted]);
    return wanted ? value : undefined;
  }
  return { preload, useModule };
}
