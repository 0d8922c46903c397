// The contact form's validation: the contract's own schema (the server checks the same one), through
// zod. A chunk of its own, loaded by the form (components/contact-form.tsx) once it is on screen, so
// zod (~37 KB gzip) is not part of the page's first load.
import { zodResolver } from '@hookform/resolvers/zod';
import { contactMessageInputSchema } from '@changamoto/shared/contract';

export const contactResolver = zodResolver(contactMessageInputSchema);
