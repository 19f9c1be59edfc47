import { useQueryClient } from '@tanstack/react-query';
import { ADMIN_KEY, adminApi } from './admin-api';
import { CodeForm } from './code-form';
import { TwoFactorFrame } from './two-factor-frame';

/** Each new session: the current code from the app, or one of the recovery codes. */
export function TwoFactorVerify() {
  const queryClient = useQueryClient();
  return (
    <TwoFactorFrame title="Two-factor sign-in" intro="Enter the code your authenticator app shows for Zaron Shop.">
      <CodeForm
        label="Code"
        hint="6 digits from your app, or one of your recovery codes (e.g. K7F2-9QXD)."
        submit={(code) => adminApi('/api/admin/2fa/verify', { body: { code } })}
        onDone={() => queryClient.invalidateQueries({ queryKey: [ADMIN_KEY] })}
        pendingLabel="Checking…"
        autoFocus
      >
        Continue
      </CodeForm>
    </TwoFactorFrame>
  );
}
