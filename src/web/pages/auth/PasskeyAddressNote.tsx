/** Why passkeys are not offered at an IP address, with a link to the same page at localhost when the server is local. */
export function PasskeyAddressNote({ localhost, action }: { localhost: string | null; action: string }) {
  return localhost ? (
    <p class="small muted">
      Passkeys need the server's name rather than its IP address: <a href={localhost}>open this page at localhost</a> to {action}.
    </p>
  ) : (
    <p class="small muted">Passkeys need the server's name rather than its IP address: open the app at its name to {action}.</p>
  );
}
