// The identity form's details are checked by the contract's own schema (the server checks the same one),
// with zod: a chunk of its own, loaded by the form once it is on screen (lib/forms/lazy-resolver.ts), so
// zod and the contract's schemas are not part of the page's first load.
import { zodResolver } from '@hookform/resolvers/zod';
import { kycDetailsSchema } from '@changamoto/shared/contract';

export const kycResolver = zodResolver(kycDetailsSchema);
