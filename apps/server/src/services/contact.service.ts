import { CONTACT_FORM_TYPE_LABELS, type ContactSubmission } from '@gavel/contract';
import type { Logger } from 'pino';
import type { ContactMessagesRepository } from '../db/repositories/index.ts';
import type { User } from '../db/schema.ts';
import type { Mailer, OutgoingEmail } from '../email/mailer.ts';

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

/** The email the team receives for one contact message. */
export function contactEmail(to: string, from: User, message: ContactSubmission): OutgoingEmail {
  const { formType, ...fields } = message;
  const label = CONTACT_FORM_TYPE_LABELS[formType];
  const lines = Object.entries(fields).map(
    ([field, value]) => `${FIELD_LABELS[field] ?? field}:\n${value === '' ? '(none)' : value}`,
  );
  const name = `${from.first_name} ${from.last_name}`.trim();
  return {
    to,
    subject: `Contact form: ${label} from ${from.email}`,
    text: [`${label}`, `From: ${name ? `${name} <${from.email}>` : from.email}`, '', ...lines].join('\n\n'),
  };
}

/** Contact messages: stored first, so none is lost, then emailed to CONTACT_TO. */
export function contactService(deps: {
  contactMessages: ContactMessagesRepository;
  mailer: Mailer;
  contactTo: string;
  logger: Logger;
}) {
  return {
    async submit(user: User, message: ContactSubmission): Promise<number> {
      const { formType, ...fields } = message;
      const id = await deps.contactMessages.create({
        userId: user.id,
        email: user.email,
        formType,
        fields: fields,
      });
      try {
        await deps.mailer.send(contactEmail(deps.contactTo, user, message));
        await deps.contactMessages.markEmailed(id);
      } catch (error) {
        // Kept in contact_messages; the team can read it there.
        deps.logger.error({ err: error, contactMessageId: id }, 'could not email a contact message');
        await deps.contactMessages.markEmailFailed(id, (error as Error).message);
      }
      return id;
    },
  };
}

export type ContactService = ReturnType<typeof contactService>;
