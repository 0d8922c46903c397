// issue #24 item 11: why the signed-in person cannot put tokens at stake right now (a break or a closed
// account, a frozen balance), in the server's own words, or null. Forms disable themselves with it
// instead of letting the person learn on submit.
import { FROZEN_BANNER } from '@changamoto/shared/domain';
import { useSession } from './auth/session';

export function useSpendBlock(): string | null {
  const { profile } = useSession();
  if (profile?.activeExclusion) return profile.activeExclusion.message;
  if (profile?.balanceFrozen) return FROZEN_BANNER;
  return null;
}
