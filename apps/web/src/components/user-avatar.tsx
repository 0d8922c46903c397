// The round avatar used by the top bar, the dashboard and the profile page (spec §2: first letter of
// username, else email, else U; the picture when one is set).
import type { Profile } from '@changamoto/shared/contract';
import { cn } from '@/lib/cn';

type AvatarProfile = Pick<Profile, 'username' | 'email' | 'avatarUrl'>;

export function avatarInitial(profile: Partial<Pick<Profile, 'username' | 'email'>>): string {
  const source = profile.username?.trim() || profile.email?.trim() || 'U';
  return source.charAt(0).toUpperCase();
}

const sizes = { sm: 'h-9 w-9 text-sm', md: 'h-14 w-14 text-xl', lg: 'h-24 w-24 text-3xl' } as const;

export function UserAvatar({
  profile,
  size = 'sm',
  src,
  alt = '',
  className,
}: {
  profile: AvatarProfile;
  size?: keyof typeof sizes;
  /** Overrides the stored picture, e.g. a local preview while an upload runs. */
  src?: string | null;
  /** Empty when the avatar sits inside a control that already has a name. */
  alt?: string;
  className?: string;
}) {
  const picture = src ?? profile.avatarUrl;
  return (
    <span className={cn('inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-brand-700 font-bold text-white', sizes[size], className)}>
      {picture ? <img src={picture} alt={alt} className="h-full w-full object-cover" /> : <span aria-hidden="true">{avatarInitial(profile)}</span>}
    </span>
  );
}
