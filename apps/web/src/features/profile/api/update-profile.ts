// PATCH /api/profile: username, region, or removing the phone (spec §4 Profile update).
import type { Profile } from '@changamoto/shared/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { sessionQueryKey } from '@/lib/queries/session';
import { rewardsQueryKey } from '@/lib/rewards';
import { toast } from '@/lib/toast';
import { translate } from '@/lib/i18n';
import '../first-view/i18n';

export const updateProfileMutationKey = ['profile', 'update'] as const;

/** spec §9 Timing: the profile is re-fetched 500 ms after a successful update. */
export const PROFILE_REFETCH_DELAY_MS = 500;

export type ProfileChanges = { username?: string; region?: Profile['region']; phone?: null };

export function updateProfile(body: ProfileChanges) {
  return api('updateMyProfile', { body });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: updateProfileMutationKey,
    mutationFn: updateProfile,
    onSuccess: (profile, changes) => {
      // Show the server's answer at once, then confirm against a fresh read (spec §4).
      queryClient.setQueryData(sessionQueryKey, profile);
      // The referral code is the username: the Referrals card shows the new one at once (issue #24 item 13).
      if (changes.username !== undefined) void queryClient.invalidateQueries({ queryKey: rewardsQueryKey });
      setTimeout(() => {
        queryClient.invalidateQueries({ queryKey: sessionQueryKey }, { throwOnError: true }).catch(() => toast.error(translate('profile.form.refreshFailed')));
      }, PROFILE_REFETCH_DELAY_MS);
    },
  });
}
