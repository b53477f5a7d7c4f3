/**
 * Account (also /settings): the profile, terms, sign-in providers and identity links on
 * the first tab; the account's audit trail at /account/activity; deleting the account (erasure
 * with its 7-day cooling-off) on its own tab at /account/erasure, which is also where the
 * emailed confirmation link lands.
 */
import { useCallback, useEffect, useState } from 'preact/hooks';
import { useLocation } from 'preact-iso';
import { api } from '../../api/client';
import { describeError } from '../../api/errors';
import type { Schemas } from '../../api/types';
import { Layout } from '../../components/Layout';
import { TabLinks } from '../../components/TabLinks';
import { useSession } from '../../session';
import { Alert, Spinner } from '../../components/ui';
import { useAuthConfig } from '../security/password-policy';
import { ActivitySection } from './ActivitySection';
import { ErasureSection } from './ErasureSection';
import { IdentityLinksSection } from './IdentityLinksSection';
import { ProfileSection } from './ProfileSection';
import { ProvidersSection } from './ProvidersSection';
import { TermsSection } from './TermsSection';
import { keepErasureTokenFromLink } from './erasure-token';

export type Profile = Schemas['UserProfileResponse'];

const TABS = [
  { href: '/account', label: 'Profile and sign-in' },
  { href: '/account/activity', label: 'Activity' },
  { href: '/account/erasure', label: 'Delete account' },
];

export default function AccountPage() {
  const { path } = useLocation();
  // Before anything else (even a redirect to sign in): the emailed link's token leaves the address bar.
  useState(keepErasureTokenFromLink);
  const config = useAuthConfig();
  const session = useSession();
  const [profile, setProfile] = useState<Profile | null>(null);
  const [error, setError] = useState<string | null>(null);
  const trimmed = path.replace(/\/$/, '');
  const current = TABS.find((t) => t.href === trimmed)?.href ?? '/account';
  const erasure = current === '/account/erasure';
  const activity = current === '/account/activity';

  const loadProfile = useCallback(async () => {
    const res = await api.GET('/api/v1/users/profile');
    if (res.error) setError(describeError(res.error, 'Your profile could not be loaded.'));
    else setProfile(res.data);
  }, []);

  // Load only once signed in (no 401 while the session is checked), and again for another active account.
  const userId = session.status === 'signed-in' ? session.user?.id : undefined;
  useEffect(() => {
    if (!userId) return;
    setProfile(null);
    setError(null);
    void loadProfile();
  }, [loadProfile, userId]);

  return (
    <Layout title="Account">
      <div class="account-pages" key={userId}>
        <TabLinks label="Account sections" tabs={TABS} current={current} />
        {error && <Alert>{error}</Alert>}
        {!profile && !error && <Spinner label="Loading your account" />}
        {profile && erasure && <ErasureSection profile={profile} />}
        {profile && activity && <ActivitySection />}
        {profile && !erasure && !activity && (
          <>
            <ProfileSection key={profile.id} profile={profile} onSaved={setProfile} />
            {config?.terms_version && <TermsSection version={config.terms_version} acceptedVersion={profile.accepted_terms_version} />}
            <ProvidersSection config={config} hasPassword={profile.has_password} />
            <IdentityLinksSection />
          </>
        )}
      </div>
    </Layout>
  );
}
