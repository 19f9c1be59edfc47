import { useEffect, useRef, useState, type ComponentType } from 'react';

/** How far below the screen a part starts to load: about one phone screen of scrolling ahead. */
const NEAR = '800px 0px';

/**
 * A part of a page that needs no script until it is near the screen: nothing to click or type in
 * (brand claims, quotes), or only plain links (rows of product cards below the first screen). On
 * arrival the browser does not hydrate it, nor load its code when that lives in a file of its own.
 * The server renders it in full, inside a wrapper. In the browser the wrapper keeps the server's
 * markup untouched (React does not hydrate inside markup it was handed as HTML) until the shopper
 * scrolls near; then its code is fetched and it renders in place, the same markup again. When the
 * page is drawn by the browser instead (a move from another page), there is no server markup and the
 * code is fetched at once. A part whose code the page has anyway (a row of cards) passes `load` as
 * `async () => Part`.
 *
 * `Server` is the component itself in the server's build and null in the browser's, so the browser's
 * first scripts leave it out: pass `import.meta.env.SSR ? await load() : null` (an await the
 * browser's build drops; a static import would pull the part into the importer's file). A part
 * that shows something the shopper can change elsewhere on the page (the country) names it with
 * `useKey`: when it changes, the part renders at once, wherever it is. Props are passed on to the
 * part once it renders in the browser; until then the server's markup shows what they were.
 */
export function staticUntilNear<Props extends object>(
  Server: ComponentType<Props> | null,
  load: () => Promise<ComponentType<Props>>,
  { className, useKey = () => undefined }: { className?: string; useKey?: () => unknown } = {},
) {
  let Loaded: ComponentType<Props> | undefined;
  return function StaticUntilNear(props: Props) {
    const [Live, setLive] = useState(() => Server ?? Loaded);
    const wrapper = useRef<HTMLDivElement>(null);
    const key = useKey();
    const [firstKey] = useState(key);
    const changed = key !== firstKey;
    useEffect(() => {
      const element = wrapper.current;
      if (Live || !element) return;
      let cancelled = false;
      const show = () =>
        load().then(
          (Part) => {
            Loaded = Part;
            if (!cancelled) setLive(() => Part);
          },
          () => {}, // Offline: the server's markup stays, which is the same part.
        );
      if (changed || !element.hasChildNodes()) {
        void show();
        return () => void (cancelled = true);
      }
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((e) => e.isIntersecting)) return;
          observer.disconnect();
          void show();
        },
        { rootMargin: NEAR },
      );
      observer.observe(element);
      return () => {
        cancelled = true;
        observer.disconnect();
      };
    }, [Live, changed]);
    if (Live) {
      return (
        <div ref={wrapper} className={className}>
          <Live {...props} />
        </div>
      );
    }
    return <div ref={wrapper} className={className} dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />;
  };
}
