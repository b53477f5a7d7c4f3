/**
 * Security: how the account signs in. The password (change, remove, or ask for a link to
 * set one) and the second factor (TOTP enrolment with a QR code drawn in the page,
 * recovery codes, turning it off), and passkeys. Sign-in providers are linked on the Account page.
 */
import { useCallback, useEffect, useState } from 'preact/hooks';
import { api } from '../../api/client';
import { describeError } from '../../api/errors';
import type { Schemas } from '../../api/types';
import { Layout } from '../../components/Layout';
import { useSession } from '../../session';
import { Alert, Spinner } from '../../components/ui';
import { PasswordSection } from './PasswordSection';
import { TotpSection } from './TotpSection';
import { PasskeysSection, type Passkey } from './PasskeysSection';
import { providerName, useAuthConfig } from './password-policy';

export type Profile = Schemas['UserProfileResponse'];
export type LinkedProvider = Schemas['LinkedProvider'];

export default function SecurityPage() {
  const config = useAuthConfig();
  const session = useSession();
  const [profile, setProfile] = useState<Profile | null>(null);
  const [providers, setProviders] = useState<LinkedProvider[]>([]);
  const [passkeys, setPasskeys] = useState<Passkey[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(async () => {
    const [p, l, k] = await Promise.all([api.GET('/api/v1/users/profile'), api.GET('/api/v1/me/account/providers'), api.GET('/api/v1/me/passkeys')]);
    if (p.error) setError(describeError(p.error, 'Your account could not be loaded.'));
    else setProfile(p.data);
    if (l.data) setProviders(l.data.providers);
    if (k.data) setPasskeys(k.data.passkeys);
    else setError(describeError(k.error, 'Your passkeys could not be loaded.'));
  }, []);

  // Load only once signed in (no 401 while the session is checked), and again for another active account.
  const userId = session.status === 'signed-in' ? session.user?.id : undefined;
  useEffect(() => {
    if (!userId) return;
    setProfile(null);
    setError(null);
    void load();
  }, [load, userId]);

  // Passkeys blocked as possible copies sign nobody in, so they are no way in without the password.
  const usablePasskeys = (passkeys ?? []).filter((x) => !x.clone_suspected).length;
  return (
    <Layout title="Security">
      <div class="account-pages" key={userId}>
        <p class="lead">How you sign in to your account: your password, two-step verification and passkeys.</p>
        {error && <Alert>{error}</Alert>}
        {!profile && !error && <Spinner label="Loading your sign-in settings" />}
        {profile && (
          <>
            <PasswordSection profile={profile} providers={providers.map((p) => providerName(p.provider, config))} passkeys={usablePasskeys} policy={config?.password_policy} onChanged={load} />
            <TotpSection hasPassword={profile.has_password} />
            <PasskeysSection hasPassword={profile.has_password} passkeys={passkeys} onChanged={load} />
          </>
        )}
      </div>
    </Layout>
  );
}
