// The create form's validation (lib/schema.ts) with zod: a chunk of its own, loaded by the form once it is
// on screen (lib/forms/lazy-resolver.ts), so zod is not part of the page's first load.
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { createChallengeFormSchema, type CreateChallengeFormValues } from './schema';

const resolvers = new Map<string, Resolver<CreateChallengeFormValues>>();
export const challengeResolver = (myId: string): Resolver<CreateChallengeFormValues> => resolvers.get(myId) ?? resolvers.set(myId, zodResolver(createChallengeFormSchema(myId)) as Resolver<CreateChallengeFormValues>).get(myId)!;
