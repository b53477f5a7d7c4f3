/** The email that carries an invitation link: what to do with it, without assuming an identity provider. */
export function invitationMail(url: string, expiresAt: Date): { subject: string; text: string } {
  return {
    subject: 'You are invited to the Memory Platform',
    text: [
      'You are invited to create an account on the Memory Platform.',
      '',
      'Open this link to create your account for this email address:',
      '',
      url,
      '',
      'On the page it opens, choose a password (or create a passkey, if your device offers one) and you are signed in.',
      'If the page also offers an identity provider (such as your company sign-in), you can continue with it instead.',
      '',
      `The invitation works once and expires on ${expiresAt.toISOString()}. If you did not expect it, ignore this message.`,
    ].join('\n'),
  };
}
