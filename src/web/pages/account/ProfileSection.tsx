/** The profile card: name, time zone and locale (only changed fields are sent), email shown read-only. */
import { useMemo, useState } from 'preact/hooks';
import { api } from '../../api/client';
import { describeError } from '../../api/errors';
import { Alert, Button, Card, Field, Select, longDate } from '../../components/ui';
import { useSession } from '../../session';

import type { Profile } from './AccountPage';

/** Every IANA zone the browser knows, UTC first; the saved value stays selectable even if this browser lacks it. */
function timeZoneOptions(saved: string | null): Array<{ value: string; label: string }> {
  const zones = new Set<string>(['UTC']);
  for (const z of Intl.supportedValuesOf('timeZone')) zones.add(z);
  if (saved) zones.add(saved);
  const options = [...zones].map((z) => ({ value: z, label: z.replace(/_/g, ' ') }));
  return saved ? options : [{ value: '', label: 'Not set' }, ...options];
}

const LOCALE_PATTERN = /^[A-Za-z]{2,3}(?:-[A-Za-z0-9]{1,8})*$/;
const LOCALE_HELP = 'The locale must be a language tag such as en, en-GB or de-DE.';

/** 422 answers name the field; say what to do instead of quoting the schema's pattern. */
function profileErrorText(error: unknown): string {
  const detail = (error as { detail?: Array<{ loc?: Array<string | number>; msg?: string }> } | undefined)?.detail;
  if (!Array.isArray(detail) || detail.length === 0) return describeError(error);
  return detail
    .map((d) => {
      const field = d.loc?.[d.loc.length - 1];
      if (field === 'locale') return LOCALE_HELP;
      if (field === 'timezone') return 'That time zone is not known here; choose one from the list.';
      if (field === 'name') return 'The name must be 1 to 128 characters.';
      return d.msg ?? 'A value is not valid.';
    })
    .join(' ');
}

export function ProfileSection({ profile, onSaved }: { profile: Profile; onSaved: (p: Profile) => void }) {
  const session = useSession();
  const [name, setName] = useState(profile.name ?? '');
  const [timezone, setTimezone] = useState(profile.timezone ?? '');
  const [locale, setLocale] = useState(profile.locale ?? '');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ kind: 'success' | 'error' | 'info'; text: string } | null>(null);
  const zones = useMemo(() => timeZoneOptions(profile.timezone), [profile.timezone]);
  const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

  async function save(e: Event) {
    e.preventDefault();
    const changes: { name?: string; timezone?: string; locale?: string } = {};
    if (name.trim() !== (profile.name ?? '')) changes.name = name.trim();
    if (timezone && timezone !== (profile.timezone ?? '')) changes.timezone = timezone;
    if (locale.trim() !== (profile.locale ?? '')) changes.locale = locale.trim();
    if (changes.name === '' || changes.locale === '') {
      setMessage({ kind: 'error', text: changes.name === '' ? 'The name cannot be empty.' : 'The locale cannot be empty; enter a language tag such as en-GB.' });
      return;
    }
    if (changes.locale !== undefined && !LOCALE_PATTERN.test(changes.locale)) {
      setMessage({ kind: 'error', text: LOCALE_HELP });
      return;
    }
    if (Object.keys(changes).length === 0) {
      setMessage({ kind: 'info', text: 'Nothing has changed.' });
      return;
    }
    setBusy(true);
    setMessage(null);
    const res = await api.PUT('/api/v1/users/profile', { body: changes });
    setBusy(false);
    if (res.error) {
      setMessage({ kind: 'error', text: profileErrorText(res.error) });
      return;
    }
    onSaved(res.data);
    setName(res.data.name ?? '');
    setTimezone(res.data.timezone ?? '');
    setLocale(res.data.locale ?? '');
    setMessage({ kind: 'success', text: 'Your profile has been saved.' });
    await session.refresh();
  }

  return (
    <Card title="Profile">
      <dl class="profile-facts">
        <div>
          <dt>Email address</dt>
          <dd>
            {profile.email ?? 'None'}
            {profile.email && <span class={`tag ${profile.email_verified ? 'tag-verified' : 'tag-unverified'}`}>{profile.email_verified ? 'verified' : 'not verified'}</span>}
          </dd>
        </div>
        <div>
          <dt>Account created</dt>
          <dd>{longDate(profile.created_at)}</dd>
        </div>
      </dl>
      <form class="narrow-form profile-form" onSubmit={save}>
        {message && <Alert kind={message.kind}>{message.text}</Alert>}
        <Field label="Name" value={name} onInput={setName} autoComplete="name" maxLength={128} />
        <div class="row profile-row">
          <Select label="Time zone" value={timezone} onChange={setTimezone} options={zones} />
          <Field label="Locale" value={locale} onInput={setLocale} maxLength={35} placeholder="en-GB" hint="A language tag, for example en-GB or de-DE." />
        </div>
        {browserZone && browserZone !== timezone && (
          <p class="profile-zone-note">
            <Button kind="link" type="button" onClick={() => setTimezone(browserZone)}>
              Use this browser's time zone ({browserZone.replace(/_/g, ' ')})
            </Button>
          </p>
        )}
        <Button kind="primary" type="submit" busy={busy}>
          Save profile
        </Button>
      </form>
    </Card>
  );
}
