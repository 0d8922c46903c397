import { z } from 'zod';
import { endpoint } from './define';
import { routes } from './routes';
import { CONTACT_INQUIRY_TYPES, CONTACT_LIMITS } from '../domain/contact';

// spec §3 Contact message: type defaults to general (the types and limits are plain data in domain/contact.ts).
export { CONTACT_INQUIRY_TYPES, CONTACT_LIMITS, type ContactInquiryType } from '../domain/contact';

const required = (label: string, max: number) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max} characters.`);

// spec §5 Contact form: name, email, subject, message required; email must be an email.
export const contactMessageInputSchema = z.strictObject({
  name: required('Name', CONTACT_LIMITS.name),
  email: z.string({ error: 'Email is required.' }).trim().min(1, 'Email is required.').max(CONTACT_LIMITS.email, 'Invalid email address').pipe(z.email('Invalid email address')),
  type: z.enum(CONTACT_INQUIRY_TYPES, { error: 'Please choose a valid inquiry type.' }).default('general'),
  subject: required('Subject', CONTACT_LIMITS.subject),
  message: required('Message', CONTACT_LIMITS.message),
});
export type ContactMessageInput = z.input<typeof contactMessageInputSchema>;

export const contactContract = {
  sendContactMessage: endpoint({
    ...routes.sendContactMessage,
    access: 'public',
    rateLimit: 'contact',
    tag: 'Contact',
    summary: 'Send a message to support. Stored, then e-mailed to SUPPORT_EMAIL by a job.',
    body: contactMessageInputSchema,
    response: z.object({ success: z.literal(true), id: z.uuid() }),
    status: 201,
  }),
};
