// Who is signed in, as shared server state: the profile from GET /api/profile (401 → signed out) under
// one key, so one request serves the top bar, protected routes and the profile page. lib/auth/session.ts
// holds the hooks that read it (useSession) and what happens when the person changes.
import { queryOptions } from '@tanstack/react-query';
import type { Profile } from '@changamoto/shared/contract';
import { api, ApiError, serverMessageOr } from '@/lib/api-client';
import { translate } from '@/lib/i18n';

export const sessionQueryKey = ['session'] as const;

/** spec §8 Profile fetch: how long the profile may take, and what a failure says. */
export const PROFILE_FETCH_TIMEOUT_MS = 8000;
export const PROFILE_FETCH_MESSAGES = {
  get timedOut() {
    return translate('common.profileFetch.timedOut');
  },
  get noData() {
    return translate('common.profileFetch.noData');
  },
};

/**
 * A profile that could not be read (timed out, failed, or empty). Not a sign-out: the session may be
 * fine, so the screens say so and offer a retry instead of treating the person as signed out.
 */
export class ProfileFetchError extends Error {
  constructor(readonly reason: keyof typeof PROFILE_FETCH_MESSAGES) {
    super(PROFILE_FETCH_MESSAGES[reason]);
    this.name = 'ProfileFetchError';
  }
}

/**
 * GET /api/profile: the profile; null when signed out (401); the server's error when it said why;
 * else a ProfileFetchError — timed out after `timeoutMs`, or no profile (no answer, an empty one).
 */
export async function fetchSessionProfile(signal: AbortSignal | undefined, timeoutMs = PROFILE_FETCH_TIMEOUT_MS): Promise<Profile | null> {
  const controller = new AbortController();
  const stop = () => controller.abort();
  signal?.addEventListener('abort', stop);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new ProfileFetchError('timedOut'));
    }, timeoutMs);
  });
  try {
    const profile = await Promise.race([api('getMyProfile', {}, { signal: controller.signal }), timeout]);
    if (!profile || typeof profile !== 'object' || !('id' in profile)) throw new ProfileFetchError('noData');
    return profile;
  } catch (error) {
    if (error instanceof ProfileFetchError) throw error;
    if (error instanceof ApiError && error.status === 401) return null;
    // React Query cancelled it (unmount, refetch): pass the abort on as it is.
    if (signal?.aborted) throw error;
    // spec §8: the server's own message takes precedence where it gave one.
    if (serverMessageOr(error, '')) throw error;
    throw new ProfileFetchError('noData');
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', stop);
  }
}

export const getSessionQueryOptions = () =>
  queryOptions({
    queryKey: sessionQueryKey,
    queryFn: ({ signal }) => fetchSessionProfile(signal),
    staleTime: 60 * 1000,
    // One quiet retry for a failure; none after a timeout (8 s more of a spinner helps nobody).
    retry: (failures, error) => failures < 1 && !(error instanceof ProfileFetchError && error.reason === 'timedOut'),
  });
