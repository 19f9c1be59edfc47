import { useId, type ReactNode } from 'react';
import { useNonce } from '../../lib/nonce';
import { PageLoader } from '../account/require-auth';
import { useHydrated } from '../form/form-alert';

/**
 * A checkout step's server forms, for a browser that runs no scripts (decision 0061). A browser that
 * runs them shows the loader instead until the scripted step replaces both: a choice made in forms
 * about to be replaced would be dropped, and a press sent half one way, half the other. One inline
 * line, run as the page is parsed, makes the swap; without scripts it never runs.
 *
 * Hydration leaves the hidden forms as the server wrote them (an element given its inner HTML is not
 * walked) rather than building their components only to throw them away; a step drawn in the
 * browser after hydration is the loader alone. The browser never draws the forms, so a page passes
 * them as `import.meta.env.SSR && <Forms />`: the browser's build then leaves their code out.
 */
export function BeforeScripts({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const id = useId();
  const hydrated = useHydrated();
  if (hydrated) return <PageLoader />;
  const swap = `document.getElementById(${JSON.stringify(id)}).hidden=true;document.getElementById(${JSON.stringify(`${id}-wait`)}).hidden=false`;
  const forms = typeof document === 'undefined' ? { children } : { dangerouslySetInnerHTML: { __html: '' } };
  return (
    <>
      <div id={id} suppressHydrationWarning {...forms} />
      <div id={`${id}-wait`} hidden suppressHydrationWarning>
        <PageLoader />
      </div>
      <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: swap }} />
    </>
  );
}
