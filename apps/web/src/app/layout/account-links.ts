// The signed-in account links shared by the avatar dropdown and the mobile menu (spec §2).
import { paths } from '@/config/paths';

export const accountLinks = [
  { label: 'Dashboard', to: paths.dashboard },
  { label: 'My Challenges', to: paths.myChallenges },
  { label: 'Profile Settings', to: paths.profile },
] as const;
