// The profile form's validation with zod: a chunk of its own, loaded by the form once it is on screen
// (lib/forms/lazy-resolver.ts), so zod is not part of the profile page's first load.
import { zodResolver } from '@hookform/resolvers/zod';
import { PROFILE_MESSAGES, REGIONS, USERNAME_PATTERN } from '@changamoto/shared/domain';
import { z } from 'zod';

// A person who never chose a username may leave it empty; once set it cannot be blanked.
const schemaFor = ({ hasUsername }: { hasUsername: boolean }) =>
  z.object({
    username: z
      .string()
      .trim()
      .refine((value) => (!hasUsername && value === '') || USERNAME_PATTERN.test(value), PROFILE_MESSAGES.usernameFormat),
    region: z.enum(REGIONS, { error: PROFILE_MESSAGES.region }),
  });
export type ProfileFormValues = z.output<ReturnType<typeof schemaFor>>;

const withUsername = zodResolver(schemaFor({ hasUsername: true }));
const withoutUsername = zodResolver(schemaFor({ hasUsername: false }));
export const profileResolver = (hasUsername: boolean) => (hasUsername ? withUsername : withoutUsername);
