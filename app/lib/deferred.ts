import { useEffect, useReducer } from 'react';

/** Runs `fn` once the browser has painted the current frame. */
function afterPaint(fn: () => void) {
  requestAnimationFrame(() => setTimeout(fn, 0));
}

/**
 * A module fetched only when the shopper first needs it (opens the menu, focuses the search),
 * so the first paint of a page does not wait for code it does not use. `preload` starts the
 * download early (`warmForMouse` when a mouse comes over); `useModule(wanted)` gives the module
 * once it is loaded and `wanted` is true, and undefined before, so the server and the first
 * browser render agree.
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
  /**
   * A mouse coming over a part fetches its code ahead of the click. A finger's touch is the tap
   * itself: its code is fetched by the tap, so the tap's own paint does not wait for the fetch's
   * start (a phone lost tens of milliseconds to it before each tap's first paint).
   */
  const warmForMouse = (e: { pointerType: string }) => {
    if (e.pointerType === 'mouse') preload().catch(() => {});
  };
  return { preload, useModule, warmForMouse };
}
