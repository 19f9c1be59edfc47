import { useId, type ReactNode } from 'react';
import { useNonce } from '../../lib/nonce';
import { PageLoader } from '../account/require-auth';

/**
 * A checkout step's server forms, for a browser that runs no scripts (decision 0061). A browser that
 * runs them shows the loader instead until the scripted step replaces both: a choice made in forms
 * about to be replaced would be dropped, and a press sent half one way, half the other. One inline
 * line, run as the page is parsed, makes the swap; without scripts it never runs.
 */
export function BeforeScripts({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const id = useId();
  const swap = `document.getElementById(${JSON.stringify(id)}).hidden=true;document.getElementById(${JSON.stringify(`${id}-wait`)}).hidden=false`;
  return (
    <>
      <div id={id} suppressHydrationWarning>
        {children}
      </div>
      <div id={`${id}-wait`} hidden suppressHydrationWarning>
        <PageLoader />
      </div>
      <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: swap }} />
    </>
  );
}
