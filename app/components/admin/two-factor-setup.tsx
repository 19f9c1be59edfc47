import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { TwoFactorConfirmed, TwoFactorSetup as Setup } from '../../../domain/admin/two-factor';
import { PageLoader } from '../account/require-auth';
import { CopyButton } from '../influencer/copy-button';
import { ADMIN_KEY, adminApi } from './admin-api';
import { CodeForm } from './code-form';
import { TwoFactorFrame } from './two-factor-frame';
import { messageOf } from '../form/server-errors';
import { primaryButton } from '../form/styles';

/** The secret in groups of four, as apps show it. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)!.join(' ');

/** Ten codes shown once, to be kept somewhere safe; the back office opens when they are saved. */
function RecoveryCodes({ codes }: { codes: string[] }) {
  const queryClient = useQueryClient();
  return (
    <TwoFactorFrame
      title="Save your recovery codes"
      intro="Each code signs you in once if your phone is not at hand. They are shown only now: copy or print them and keep them somewhere safe."
    >
      <ol aria-label="Recovery codes" className="grid grid-cols-2 gap-2 rounded-2xl bg-sand-100 p-4 font-mono text-[15px] text-cocoa-950">
        {codes.map((c) => (
          <li key={c} className="rounded-lg bg-white px-3 py-2 text-center tracking-wider">
            {c}
          </li>
        ))}
      </ol>
      <div className="mt-4 flex flex-wrap gap-3">
        <CopyButton text={codes.join('\n')} label="Copy codes" copied={{ title: 'Recovery codes copied' }} />
      </div>
      <button
        type="button"
        className={`${primaryButton} mt-6 w-full`}
        onClick={() => queryClient.invalidateQueries({ queryKey: [ADMIN_KEY], predicate: (q) => q.queryKey[1] !== SETUP })}
      >
        I have saved these codes
      </button>
    </TwoFactorFrame>
  );
}

/** The setup's own query: asking again once set up is refused (409), so it is never refetched. */
const SETUP = '2fa-setup';

/** First use of the back office: scan the QR code (or type the secret), then give a code. */
export function TwoFactorSetup() {
  const [codes, setCodes] = useState<string[] | null>(null);
  // A new secret per visit to this screen; not refetched while the staff member is scanning it.
  const setup = useQuery({
    queryKey: [ADMIN_KEY, SETUP],
    queryFn: () => adminApi<Setup>('/api/admin/2fa/setup', { method: 'POST', body: {} }),
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    retry: false,
  });
  if (codes) return <RecoveryCodes codes={codes} />;
  if (setup.isPending) return <PageLoader />;
  if (setup.isError)
    return (
      <p role="alert" className="mx-auto max-w-md px-6 py-16 text-center text-cocoa-700">
        {messageOf(setup.error)}
      </p>
    );
  return (
    <TwoFactorFrame
      title="Set up two-factor sign-in"
      intro="The back office asks for a code from an authenticator app (Google Authenticator, 1Password, Authy…) each time you sign in."
    >
      <ol className="flex flex-col gap-6 text-[15px] text-cocoa-900">
        <li>
          <p className="font-medium">1. Scan this QR code with your app</p>
          <img
            src={`data:image/svg+xml;utf8,${encodeURIComponent(setup.data.qr_svg)}`}
            alt="QR code for your authenticator app"
            width={184}
            height={184}
            className="mt-3 rounded-2xl border border-sand-200 bg-white p-2"
          />
        </li>
        <li>
          <p className="font-medium">Or type this key into the app</p>
          <p className="mt-2 flex flex-wrap items-center gap-3">
            <code
              aria-label="Secret key"
              className="rounded-xl bg-sand-100 px-3 py-2 font-mono text-[15px] tracking-wider break-all text-cocoa-950"
            >
              {grouped(setup.data.secret)}
            </code>
            <CopyButton text={setup.data.secret} label="Copy key" copied={{ title: 'Key copied' }} />
          </p>
        </li>
        <li>
          <p className="mb-3 font-medium">2. Enter the 6-digit code the app shows</p>
          <CodeForm<TwoFactorConfirmed>
            label="Code"
            hint="6 digits; a new one every 30 seconds."
            submit={(code) => adminApi('/api/admin/2fa/confirm', { body: { code } })}
            onDone={(r) => setCodes(r.recovery_codes)}
            pendingLabel="Checking…"
          >
            Turn on two-factor
          </CodeForm>
        </li>
      </ol>
    </TwoFactorFrame>
  );
}
