import { useEffect, useReducer } from 'react';

/**
 * A module fetched only when the shopper first needs it (opens the menu, focuses the search),
 * so the first paint of a page does not wait for code it does not use. `preload` starts the
 * download early (on hover or touch); `useModule(wanted)` gives the module once it is loaded and
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
      if (wanted && value === undefined) preload().then(loaded, () => {});
    }, [wanted]);
    return wanted ? value : undefined;
  }
  return { preload, useModule };
}
