/** The email that carries a closed-beta invitation link. */
export function invitationMail(url: string, expiresAt: Date): { subject: string; text: string } {
  return {
    subject: 'You are invited to the Memory Platform',
    text: [
      'You are invited to create an account on the Memory Platform (closed beta).',
      '',
      'Open this link and sign in with one of the offered providers to create your account:',
      '',
      url,
      '',
      `The invitation works once and expires on ${expiresAt.toISOString()}. If you did not expect it, ignore this message.`,
    ].join('\n'),
  };
}
