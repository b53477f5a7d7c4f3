/** Every account of the server, newest first, searchable by email, name or login ID, a page at a time. */
import { useEffect, useState } from 'preact/hooks';
import { api } from '../../api/client';
import { describeError } from '../../api/errors';
import type { Schemas } from '../../api/types';
import { Alert, Button, Card, Field, Spinner, formatDate } from '../../components/ui';
import { NotAdministrator } from './NotAdministrator';
import { DataTable } from '../../components/DataTable';

const PAGE_SIZE = 25;
/** A page of accounts with the search and position it answers, so the caption never runs ahead of the rows. */
type Page = Schemas['AdminUserListResponse'] & { query: string; index: number };

export function UsersTab() {
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState('');
  // Cursors of the pages seen so far: going back reuses them, so pages stay stable.
  const [cursors, setCursors] = useState<Array<string | null>>([null]);
  const [page, setPage] = useState<Page | null>(null);
  const [error, setError] = useState<{ forbidden: boolean; text: string } | null>(null);
  const [loading, setLoading] = useState(true);
  const pageIndex = cursors.length - 1;

  useEffect(() => {
    setLoading(true);
    const cursor = cursors[cursors.length - 1];
    const index = cursors.length - 1;
    void api
      .GET('/api/v1/admin/users', { params: { query: { limit: PAGE_SIZE, ...(cursor ? { cursor } : {}), ...(query ? { q: query } : {}) } } })
      .then((res) => {
        setLoading(false);
        if (res.error) setError({ forbidden: res.response.status === 403, text: describeError(res.error) });
        else {
          setError(null);
          setPage({ ...res.data, query, index });
        }
      });
  }, [cursors, query]);

  function submit(e: Event) {
    e.preventDefault();
    setQuery(search.trim());
    setCursors([null]);
  }

  function clear() {
    setSearch('');
    setQuery('');
    setCursors([null]);
  }

  if (error?.forbidden) return <NotAdministrator />;
  return (
    <Card title="Accounts">
      <form class="search-form" role="search" onSubmit={submit}>
        <Field label="Search accounts" value={search} onInput={setSearch} maxLength={254} placeholder="Part of an email, name or login ID" />
        <Button type="submit">Search</Button>
        {query && (
          <Button type="button" kind="link" onClick={clear}>
            Clear search
          </Button>
        )}
      </form>
      {error && <Alert>{error.text}</Alert>}
      {!page && loading && <Spinner label="Loading accounts" />}
      {page && (
        <>
          <p class="small" role="status">
            {page.query ? `Accounts matching “${page.query}”` : 'All accounts'}, page {page.index + 1}: {page.users.length} shown.
          </p>
          {page.users.length === 0 ? (
            <p class="muted">No account matches.</p>
          ) : (
            <DataTable>
              <table>
                <thead>
                  <tr>
                    <th scope="col">Account</th>
                    <th scope="col">Login ID</th>
                    <th scope="col">Role</th>
                    <th scope="col">Sign-in methods</th>
                    <th scope="col">Two-step</th>
                    <th scope="col">Created</th>
                    <th scope="col">Last sign-in</th>
                  </tr>
                </thead>
                <tbody>
                  {page.users.map((u) => (
                    <tr key={u.id}>
                      <td>
                        <strong>{u.name || u.email || u.login_id || u.id}</strong>
                        {u.email && u.name && <div class="small">{u.email}</div>}
                        {u.email && !u.email_verified && <div class="small">Email not verified</div>}
                      </td>
                      <td>{u.login_id ?? '—'}</td>
                      <td>{u.role === 'admin' ? <span class="tag">admin</span> : u.role}</td>
                      <td>{u.providers.length ? u.providers.join(', ') : '—'}</td>
                      <td>{u.mfa_enabled ? 'On' : 'Off'}</td>
                      <td>{formatDate(u.created_at)}</td>
                      <td>{u.last_sign_in_at ? formatDate(u.last_sign_in_at) : 'Never'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </DataTable>
          )}
          {(pageIndex > 0 || page.next_cursor) && (
          <div class="pager">
            <Button disabled={pageIndex === 0 || loading} onClick={() => setCursors(cursors.slice(0, -1))}>
              Previous page
            </Button>
            <Button disabled={!page.next_cursor || loading} onClick={() => setCursors([...cursors, page.next_cursor!])}>
              Next page
            </Button>
          </div>
          )}
        </>
      )}
    </Card>
  );
}
