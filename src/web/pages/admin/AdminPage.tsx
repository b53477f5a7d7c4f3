/**
 * Administration (role admin only): the accounts of this server and the closed-beta
 * invitations. The navigation hides the page from others; a person who opens it anyway is
 * told plainly that it is for administrators, and a 403 from the server says the same.
 */
import { useLocation } from 'preact-iso';
import { Layout } from '../../components/Layout';
import { displayName, useSession } from '../../session';
import { TabLinks } from '../../components/TabLinks';
import { InvitationsTab } from './InvitationsTab';
import { NotAdministrator } from './NotAdministrator';
import { UsersTab } from './UsersTab';

const TABS = [
  { href: '/admin', label: 'Users' },
  { href: '/admin/invitations', label: 'Invitations' },
];

export default function AdminPage() {
  const { path } = useLocation();
  const session = useSession();
  const current = path.replace(/\/$/, '') === '/admin/invitations' ? '/admin/invitations' : '/admin';
  if (session.user && session.user.role !== 'admin') {
    return (
      <Layout title="Administration">
        <NotAdministrator name={displayName(session.user)} />
      </Layout>
    );
  }
  return (
    <Layout title="Administration">
      <TabLinks label="Administration sections" tabs={TABS} current={current} />
      {current === '/admin' ? <UsersTab /> : <InvitationsTab />}
    </Layout>
  );
}
