// The profile form's validation with zod: a chunk of its own, loaded by the form once it is on screen
// (lib/forms/lazy-resolver.ts), so zod is not part of the profile page's first load.
import { zodResolver } from '@hookform/resolvers/zod';
import { REGIONS, USERNAME_PATTERN } from '@changamoto/shared/domain';
import { z } from 'zod';
import { translate } from '@/lib/i18n';

// A person who never chose a username may leave it empty; once set it cannot be blanked. The messages are
// read when a check fails, so they follow the language the person has switched to since.
const schemaFor = ({ hasUsername }: { hasUsername: boolean }) =>
  z.object({
    username: z
      .string()
      .trim()
      .refine((value) => (!hasUsername && value === '') || USERNAME_PATTERN.test(value), { error: () => translate('profile.form.usernameFormat') }),
    region: z.enum(REGIONS, { error: () => translate('profile.form.regionInvalid') }),
  });
export type ProfileFormValues = z.output<ReturnType<typeof schemaFor>>;

const withUsername = zodResolver(schemaFor({ hasUsername: true }));
const withoutUsername = zodResolver(schemaFor({ hasUsername: false }));
export const profileResolver = (hasUsername: boolean) => (hasUsername ? withUsername : withoutUsername);
