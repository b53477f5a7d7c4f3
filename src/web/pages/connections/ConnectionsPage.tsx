/**
 * Connections: everything that reaches the account from outside the browser tab. OAuth
 * clients the account registered, applications it authorized, its API keys and the browser
 * sessions it is signed in to, each a tab with its own address.
 */
import { useLocation } from 'preact-iso';
import { Layout } from '../../components/Layout';
import { ApiKeysTab } from './ApiKeysTab';
import { AppsTab } from './AppsTab';
import { ClientsTab } from './ClientsTab';
import { SessionsTab } from './SessionsTab';
import { TabLinks } from '../../components/TabLinks';

const TABS = [
  { href: '/connections/clients', label: 'OAuth clients' },
  { href: '/connections/apps', label: 'Authorized apps' },
  { href: '/connections/api-keys', label: 'API keys' },
  { href: '/connections/sessions', label: 'Sessions' },
];

export default function ConnectionsPage() {
  const { path } = useLocation();
  const trimmed = path.replace(/\/$/, '');
  const current = TABS.some((t) => t.href === trimmed) ? trimmed : '/connections/clients';
  return (
    <Layout title="Connections">
      <TabLinks label="Connections sections" tabs={TABS} current={current} />
      {current === '/connections/clients' && <ClientsTab />}
      {current === '/connections/apps' && <AppsTab />}
      {current === '/connections/api-keys' && <ApiKeysTab />}
      {current === '/connections/sessions' && <SessionsTab />}
    </Layout>
  );
}
