// Complete Your Profile: PATCH /api/profile {username, region, isAdultConfirmed}, then the optional
// password (POST /api/profile/password) for an account that signed in without one.
import type { Profile } from '@changamoto/shared/contract';
import type { Region } from '@changamoto/shared/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface CompleteProfileInput {
  username: string;
  region: Region;
  password?: string;
}

/** The profile was saved but the password was refused: the form must say so on the password field. */
export class PasswordNotSavedError extends Error {
  constructor(
    readonly reason: unknown,
    readonly profile: Profile,
  ) {
    // For logs only: the form shows the reason in the reader's language (profileSetupErrorMessage).
    super(reason instanceof Error ? reason.message : String(reason));
  }
}

export async function completeProfile({ username, region, password }: CompleteProfileInput): Promise<Profile> {
  const profile = await api('updateMyProfile', { body: { username, region, isAdultConfirmed: true } });
  if (password) await api('setPassword', { body: { password } }).catch((error: unknown) => Promise.reject(new PasswordNotSavedError(error, profile)));
  return profile;
}

export function useCompleteProfile() {
  return useMutation({ mutationKey: ['auth', 'complete-profile'], mutationFn: completeProfile });
}
