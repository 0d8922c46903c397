// The contact form's validation: the contract's own schema (the server checks the same one), through
// zod. A chunk of its own, loaded by the form (components/contact-form.tsx) once it is on screen, so
// zod (~37 KB gzip) is not part of the page's first load. The schema words its messages in English (the
// server's, decision 039): each is shown from the catalog, so a Kiswahili reader reads Kiswahili.
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { CONTACT_LIMITS } from '@changamoto/shared/domain';
import { contactMessageInputSchema, type ContactMessageInput } from '@changamoto/shared/contract';
import { translate } from '@/lib/i18n';
import type { ContactKey } from '../i18n';

const FIELDS = ['name', 'subject', 'message'] as const;
const LABELS: Record<(typeof FIELDS)[number], string> = { name: 'Name', subject: 'Subject', message: 'Message' };

/** The catalog's words for each English message the schema can give. */
const WORDS = new Map<string, () => string>([
  ['Email is required.', () => translate('contact.validation.emailRequired' satisfies ContactKey)],
  ['Invalid email address', () => translate('contact.validation.emailInvalid' satisfies ContactKey)],
  ['Please choose a valid inquiry type.', () => translate('contact.validation.inquiryType' satisfies ContactKey)],
  ...FIELDS.flatMap((field) => [
    [`${LABELS[field]} is required.`, () => translate(`contact.validation.${field}Required` satisfies ContactKey)] as const,
    [`${LABELS[field]} must be at most ${CONTACT_LIMITS[field]} characters.`, () => translate(`contact.validation.${field}TooLong` satisfies ContactKey, { max: CONTACT_LIMITS[field] })] as const,
  ]),
]);

/** A schema message in the reader's language (the English itself when the catalog has no words for it). */
export function contactMessage(english: string): string {
  return WORDS.get(english)?.() ?? english;
}

const checked = zodResolver(contactMessageInputSchema);

export const contactResolver: Resolver<ContactMessageInput> = async (values, context, options) => {
  const result = await checked(values, context, options as never);
  for (const error of Object.values(result.errors)) if (error && typeof error.message === 'string') error.message = contactMessage(error.message);
  return result as Awaited<ReturnType<Resolver<ContactMessageInput>>>;
};
