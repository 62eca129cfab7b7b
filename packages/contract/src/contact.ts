import { z } from 'zod';

/** Spec §3 Contact submission, §5 Contact form. */
export const CONTACT_FORM_TYPES = [
  'newLocality',
  'storyNotification',
  'troubleTicket',
  'generalFeedback',
] as const;
export type ContactFormType = (typeof CONTACT_FORM_TYPES)[number];

export const CONTACT_FORM_TYPE_LABELS: Record<ContactFormType, string> = {
  newLocality: 'Request a new locality',
  storyNotification: 'Tell us about a story',
  troubleTicket: 'Report a problem',
  generalFeedback: 'General feedback',
};

export const SELECT_FORM_TYPE = 'Please select a form type';
export const CONTACT_MESSAGES = {
  expired: 'Your session has expired. Please log in again.',
  failed: 'An error occurred while sending your message.',
  noResponse: 'Failed to communicate with the server.',
  sent: 'Your message has been sent successfully.',
} as const;

const required = (max: number) => z.string().trim().min(1, { message: 'This field is required.' }).max(max);
const optional = (max: number) => z.string().trim().max(max).optional().default('');
const url = z
  .string()
  .trim()
  .max(2000)
  .pipe(z.url({ protocol: /^https?$/, message: 'Enter a valid URL.' }));
const optionalUrl = z
  .union([z.literal(''), url])
  .optional()
  .default('');

export const contactRequest = z.discriminatedUnion(
  'formType',
  [
    z.object({
      formType: z.literal('newLocality'),
      localityName: required(200),
      videoChannel: optional(2000),
      website: optionalUrl,
    }),
    z.object({
      formType: z.literal('storyNotification'),
      storyDetails: required(10_000),
      storyUrl: url,
    }),
    z.object({
      formType: z.literal('troubleTicket'),
      issueDescription: required(10_000),
      stepsToReproduce: optional(10_000),
    }),
    z.object({
      formType: z.literal('generalFeedback'),
      feedback: required(10_000),
      expectFollowup: z.enum(['yes', 'no'], { message: 'Answer yes or no.' }),
    }),
  ],
  { error: () => SELECT_FORM_TYPE },
);
export type ContactRequest = z.input<typeof contactRequest>;
export type ContactSubmission = z.output<typeof contactRequest>;
