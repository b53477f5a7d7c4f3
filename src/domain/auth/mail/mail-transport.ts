/** The port outgoing mail leaves through; src/adapters/mail/ implements it over SMTP. */

export interface MailMessage {
  from: string;
  to: string;
  subject: string;
  text: string;
}

/**
 * Hands a message to a mail relay. `deliver` resolves once the relay accepted the message and
 * rejects when it did not (refused, unreachable, or past the configured timeouts): it never
 * hangs. `close` releases any open connection; it may be called more than once, or before any
 * message was sent.
 */
export interface MailTransport {
  deliver(message: MailMessage): Promise<void>;
  close(): void;
}
