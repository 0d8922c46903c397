import type { Profile } from '@changamoto/shared/contract';

/**
 * Issue #24 item 1: an account with no username or no 18+ confirmation has not finished 'Complete Your
 * Profile', and no token moves for it (the server answers profile_incomplete / adult_confirmation_required).
 */
export const isProfileIncomplete = (profile: Pick<Profile, 'username' | 'isAdultConfirmed'>): boolean => !profile.username || !profile.isAdultConfirmed;
