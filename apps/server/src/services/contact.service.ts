import { CONTACT_FORM_TYPE_LABELS, type ContactFormType, type ContactSubmission } from '@gavel/contract';
import type { Logger } from 'pino';
import type { ContactMessagesRepository } from '../db/repositories/index.ts';
import type { User } from '../db/schema.ts';
import type { Mailer, OutgoingEmail } from '../email/mailer.ts';
import type { JobQueue } from '../job-queue.ts';
import { sendContactMessageJob } from '../jobs/send-contact-message.job.ts';

/** The fields of every form type, in the order the email lists them. */
const FIELD_LABELS: Record<string, string> = {
  localityName: 'Locality name',
  videoChannel: 'Video channel',
  website: 'Website',
  storyDetails: 'Story details',
  storyUrl: 'Story URL',
  issueDescription: 'Issue description',
  stepsToReproduce: 'Steps to reproduce',
  feedback: 'Feedback',
  expectFollowup: 'Expects a follow-up',
};
const FIELD_ORDER = Object.keys(FIELD_LABELS);
const rank = (field: string) => {
  const index = FIELD_ORDER.indexOf(field);
  return index === -1 ? FIELD_ORDER.length : index;
};

/** The email the team receives for one contact message, as it was stored. */
export function contactEmail(
  to: string,
  from: Pick<User, 'email' | 'first_name' | 'last_name'>,
  formType: string,
  fields: Record<string, string>,
): OutgoingEmail {
  const label = CONTACT_FORM_TYPE_LABELS[formType as ContactFormType] ?? formType;
  // Stored as jsonb, whose key order is its own: the fields are listed in the form's order.
  const lines = Object.entries(fields)
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([field, value]) => `${FIELD_LABELS[field] ?? field}:\n${value === '' ? '(none)' : value}`);
  const name = `${from.first_name} ${from.last_name}`.trim();
  return {
    to,
    subject: `Contact form: ${label} from ${from.email}`,
    text: [`${label}`, `From: ${name ? `${name} <${from.email}>` : from.email}`, '', ...lines].join('\n\n'),
  };
}

/**
 * Contact messages: stored first, so none is lost, then emailed to CONTACT_TO by a job
 * (jobs/send-contact-message.job.ts), which retries while the email cannot be sent.
 */
export function contactService(deps: {
  contactMessages: ContactMessagesRepository;
  mailer: Mailer;
  jobs: Pick<JobQueue, 'send'>;
  contactTo: string;
  logger: Logger;
}) {
  const { contactMessages } = deps;
  return {
    /** Stores the message and queues its email; the sender is answered at once. */
    async submit(user: User, message: ContactSubmission): Promise<number> {
      const { formType, ...fields } = message;
      const id = await contactMessages.create({ userId: user.id, email: user.email, formType, fields });
      await deps.jobs.send(sendContactMessageJob, [{ contactMessageId: id }]);
      return id;
    },

    /**
     * Emails a stored message to CONTACT_TO, once: a message already emailed (or gone) is left
     * alone. A failure is recorded on the row and thrown, so that the job is retried.
     */
    async deliver(id: number): Promise<void> {
      const stored = await contactMessages.findForEmail(id);
      if (!stored || stored.emailed_at) {
        return;
      }
      const from = {
        email: stored.email,
        first_name: stored.first_name ?? '',
        last_name: stored.last_name ?? '',
      };
      try {
        await deps.mailer.send(contactEmail(deps.contactTo, from, stored.form_type, stored.fields));
      } catch (error) {
        // Kept in contact_messages meanwhile; the team can read it there.
        deps.logger.warn({ err: error, contactMessageId: id }, 'could not email a contact message');
        await contactMessages.markEmailFailed(id, (error as Error).message);
        throw error;
      }
      await contactMessages.markEmailed(id);
    },
  };
}

export type ContactService = ReturnType<typeof contactService>;
