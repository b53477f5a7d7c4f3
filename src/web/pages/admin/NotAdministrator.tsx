import { Alert } from '../../components/ui';

/** What a signed-in person who is not an administrator sees instead of the administration pages. */
export function NotAdministrator({ name }: { name?: string }) {
  return (
    <Alert kind="warning">
      This page is for administrators of this server{name ? `, and ${name} is not one` : ''}. Ask an administrator if you need an account looked up or an invitation created.
    </Alert>
  );
}
