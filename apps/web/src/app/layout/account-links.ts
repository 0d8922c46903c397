// The signed-in account links shared by the avatar dropdown and the mobile menu (spec §2); `key` is
// the label's catalog key (src/locales).
import { paths } from '@/config/paths';

export const accountLinks = [
  { label: 'Dashboard', key: 'shell.link.dashboard', to: paths.dashboard },
  { label: 'My Challenges', key: 'shell.link.myChallenges', to: paths.myChallenges },
  { label: 'Profile Settings', key: 'shell.link.profile', to: paths.profile },
] as const;

/** The links a person sees: an admin also gets the admin area (issue #7). */
export const accountLinksFor = (profile: { role: string }) => (profile.role === 'admin' ? [...accountLinks, { label: 'Admin', key: 'shell.link.admin', to: paths.admin } as const] : accountLinks);
