import { z } from 'zod';
import { defineJob } from '../job-queue.ts';
import { EMAIL_RETRY } from './email-retry.ts';

/**
 * Emails one stored contact message to CONTACT_TO. The request stores the message and queues this
 * job; the sender is answered at once. A failed send is recorded on the message (`email_error`)
 * and retried with backoff for hours (EMAIL_RETRY). Idempotent: a message already emailed is not
 * sent again (a crash between the send and its record may send it twice, at most).
 */
export const sendContactMessageJob = defineJob({
  name: 'send-contact-message',
  payload: z.object({ contactMessageId: z.number().int().positive() }).strict(),
  queue: () => EMAIL_RETRY,
  handle: async (
    deps: { services: { contact: { deliver(id: number): Promise<void> } } },
    { contactMessageId },
  ) => {
    await deps.services.contact.deliver(contactMessageId);
  },
});
