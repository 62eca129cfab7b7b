import type { OutgoingEmail } from './mailer.ts';

/** Each invitation sent issues a new temporary password (jobs/send-invitation.job.ts). */
const LATEST_ONLY = 'If this email reaches you more than once, use the password of the latest one.';

/** The invitation sent to a new account, with its temporary password and the sign-in link. */
export function invitationEmail(options: {
  to: string;
  temporaryPassword: string;
  signInUrl: string;
  groupName?: string;
}): OutgoingEmail {
  const { to, temporaryPassword, signInUrl, groupName } = options;
  const intro = groupName
    ? `You have been invited to ${groupName} on Gavel.`
    : 'An account has been created for you on Gavel.';
  const text = [
    intro,
    '',
    'Gavel makes local-government meetings searchable minutes after they are posted, summarises them, and emails you when the words you follow come up.',
    '',
    `Sign in at ${signInUrl} with:`,
    `  Email: ${to}`,
    `  Temporary password: ${temporaryPassword}`,
    '',
    'You will be asked to choose your own password when you first sign in.',
    LATEST_ONLY,
  ].join('\n');
  const escape = (s: string) =>
    s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  const html = `<p>${escape(intro)}</p>
<p>Gavel makes local-government meetings searchable minutes after they are posted, summarises them, and emails you when the words you follow come up.</p>
<p>Sign in at <a href="${escape(signInUrl)}">${escape(signInUrl)}</a> with:</p>
<p>Email: <strong>${escape(to)}</strong><br>Temporary password: <strong><code>${escape(temporaryPassword)}</code></strong></p>
<p>You will be asked to choose your own password when you first sign in. ${LATEST_ONLY}</p>`;
  return { to, subject: 'Your Gavel account', text, html };
}
