// The signed-in account links shared by the avatar dropdown and the mobile menu (spec §2).
import { paths } from '@/config/paths';

export const accountLinks = [
  { label: 'Dashboard', to: paths.dashboard },
  { label: 'My Challenges', to: paths.myChallenges },
  { label: 'Profile Settings', to: paths.profile },
] as const;

/** The links a person sees: an admin also gets the admin area (issue #7). */
export const accountLinksFor = (profile: { role: string }) => (profile.role === 'admin' ? [...accountLinks, { label: 'Admin', to: paths.admin }] : accountLinks);
