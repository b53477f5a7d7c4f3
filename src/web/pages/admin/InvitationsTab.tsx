/**
 * Closed-beta invitations: create one (its link shown once, and mailed when an address is
 * given), see every invitation with its status, revoke one that is still active.
 */
import { useEffect, useState } from 'preact/hooks';
import { api } from '../../api/client';
import { describeError } from '../../api/errors';
import type { Schemas } from '../../api/types';
import { Alert, Button, Card, Field, Spinner, formatDate } from '../../components/ui';
import { OneTimeSecret } from '../connections/shared';
import { ConfirmStep } from '../../components/ConfirmStep';
import { NotAdministrator } from './NotAdministrator';
import { PanelTable } from '../../components/PanelTable';

type Invitation = Schemas['Invitation'];

const STATUS_TEXT: Record<Invitation['status'], string> = { active: 'Active', used: 'Used', expired: 'Expired', revoked: 'Revoked' };

/** How an invitation is named in buttons: its address, else its note, else when it was made. */
function invitationName(i: Invitation): string {
  return i.email || i.note || `created ${formatDate(i.created_at)}`;
}

/** How the invitee will sign in, said to the administrator before and after sending. */
function howInviteeJoins(email: string | null, providers: string[]): string {
  const bound = email ? `an account for ${email}` : 'an account for the email address they enter';
  const others = providers.length ? ` They can also continue with ${providers.join(' or ')}.` : ' No identity provider is configured, so this is how they will sign in.';
  return `The invitee opens the link and creates ${bound} with a password or a passkey, then is signed in.${others}`;
}

export function InvitationsTab() {
  const [invitations, setInvitations] = useState<Invitation[] | null>(null);
  const [loadError, setLoadError] = useState<{ forbidden: boolean; text: string } | null>(null);
  const [email, setEmail] = useState('');
  const [note, setNote] = useState('');
  const [days, setDays] = useState('14');
  const [created, setCreated] = useState<Schemas['InvitationCreatedResponse'] | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [message, setMessage] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const [providers, setProviders] = useState<string[]>([]);

  async function load() {
    const res = await api.GET('/api/v1/admin/invitations');
    if (res.error) setLoadError({ forbidden: res.response.status === 403, text: describeError(res.error) });
    else setInvitations(res.data.invitations);
  }
  useEffect(() => {
    void load();
    void api.GET('/api/v1/auth/config').then((r) => setProviders((r.data?.providers ?? []).map((p) => p.name)));
  }, []);

  async function create(e: Event) {
    e.preventDefault();
    const daysValid = Number(days);
    if (!Number.isInteger(daysValid) || daysValid < 1 || daysValid > 90) return setFormError('Days valid must be a whole number from 1 to 90.');
    setBusy(true);
    setFormError(null);
    setMessage(null);
    const body: Schemas['InvitationCreateRequest'] = { expires_in_days: daysValid };
    if (email.trim()) body.email = email.trim();
    if (note.trim()) body.note = note.trim();
    const res = await api.POST('/api/v1/admin/invitations', { body });
    setBusy(false);
    if (res.error) return setFormError(describeError(res.error));
    setCreated(res.data);
    setEmail('');
    setNote('');
    setDays('14');
    await load();
  }

  async function revoke(i: Invitation) {
    setBusy(true);
    setMessage(null);
    const res = await api.DELETE('/api/v1/admin/invitations/{invitation_id}', { params: { path: { invitation_id: i.id } } });
    setBusy(false);
    setConfirming(null);
    setMessage(res.error ? { kind: 'error', text: describeError(res.error) } : { kind: 'success', text: `Revoked the invitation for ${invitationName(i)}. Its link no longer admits a sign-up.` });
    await load();
  }

  if (loadError?.forbidden) return <NotAdministrator />;
  if (loadError) return <Alert>{loadError.text}</Alert>;
  if (!invitations) return <Spinner label="Loading invitations" />;
  return (
    <>
      {message && <Alert kind={message.kind}>{message.text}</Alert>}
      {created && (
        <OneTimeSecret
          title="Invitation link"
          label="Invitation link"
          copyLabel="Copy invitation link"
          value={created.url}
          note={
            <p class="small">
              {created.emailed ? `The link was also sent to ${created.email}. ` : created.email ? `The email to ${created.email} could not be sent: pass the link on yourself. ` : 'Pass the link on to the person you invite. '}
              It works once, until {formatDate(created.expires_at)}. {howInviteeJoins(created.email ?? null, providers)}
            </p>
          }
          onDone={() => setCreated(null)}
        />
      )}
      <Card title="Create an invitation">
        {formError && <Alert>{formError}</Alert>}
        <p class="small">{howInviteeJoins(email.trim() || null, providers)}</p>
        <form onSubmit={create}>
          <div class="row form-row">
            <Field label="Email (optional)" type="email" value={email} onInput={setEmail} maxLength={254} autoComplete="off" hint="The link is mailed there. Anyone with the link can use it." />
            <Field label="Note (optional)" value={note} onInput={setNote} maxLength={200} hint="For administrators, for example who asked for it." />
            <Field label="Days valid" type="number" value={days} onInput={setDays} min={1} max={90} required hint="1 to 90 days." />
          </div>
          <Button kind="primary" type="submit" busy={busy}>
            Create invitation
          </Button>
        </form>
      </Card>
      <Card title="Invitations">
        {invitations.length === 0 ? (
          <p class="muted">No invitations yet.</p>
        ) : (
          <PanelTable
            headers={['For', 'Note', 'Status', 'Created', 'Expires', 'Actions']}
            rows={invitations}
            rowKey={(i) => i.id}
            cells={(i) => (
              <>
                <td>{i.email ?? <span class="muted">Anyone with the link</span>}</td>
                <td>{i.note ?? '—'}</td>
                <td>
                  <span class={`tag tag-status-${i.status}`}>{STATUS_TEXT[i.status]}</span>
                  {i.used_at && <div class="small">{formatDate(i.used_at)}</div>}
                  {i.revoked_at && <div class="small">{formatDate(i.revoked_at)}</div>}
                </td>
                <td>{formatDate(i.created_at)}</td>
                <td>{formatDate(i.expires_at)}</td>
                <td>
                  {i.status === 'active' && (
                    <Button class="btn btn-danger btn-small" aria-label={`Revoke invitation for ${invitationName(i)}`} onClick={() => { setMessage(null); setConfirming(i.id); }}>
                      Revoke
                    </Button>
                  )}
                </td>
              </>
            )}
            panel={(i) =>
              confirming === i.id && (
                <ConfirmStep
                  message={
                    <>
                      Revoke the invitation for <strong>{invitationName(i)}</strong>? Its link stops admitting a sign-up at once.
                    </>
                  }
                  confirmLabel={`Yes, revoke invitation for ${invitationName(i)}`}
                  busy={busy}
                  onConfirm={() => revoke(i)}
                  onCancel={() => setConfirming(null)}
                />
              )
            }
          />
        )}
      </Card>
    </>
  );
}
