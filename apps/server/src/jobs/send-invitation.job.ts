import { z } from 'zod';
import { defineJob } from '../job-queue.ts';
import { EMAIL_RETRY } from './email-retry.ts';

/**
 * Emails a new account its invitation. The account is created with the hash of a random password
 * nobody knows; this job issues a fresh temporary password (its hash stored, its
 * TEMPORARY_PASSWORD_DAYS counted from now) and emails it. The payload never carries a password:
 * job rows are stored in plain text, and the schema refuses any field it does not name.
 *
 * A failed send is retried with backoff for hours (EMAIL_RETRY). Idempotent: an account gone, or
 * no longer on a temporary password (its user signed in and chose their own), gets nothing. A
 * retried send issues a newer temporary password, so when several invitations reach the user,
 * only the password of the last one works (the email says so).
 */
export const sendInvitationJob = defineJob({
  name: 'send-invitation',
  payload: z
    .object({
      userId: z.number().int().positive(),
      /** The group the user was added to, named in the email. */
      groupName: z.string().min(1).optional(),
    })
    .strict(),
  queue: () => EMAIL_RETRY,
  handle: async (
    deps: {
      services: { accounts: { sendInvitation(userId: number, groupName?: string): Promise<void> } };
    },
    { userId, groupName },
  ) => {
    await deps.services.accounts.sendInvitation(userId, groupName);
  },
});
