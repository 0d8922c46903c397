// /auth/callback (spec §2 Auth callback): where Google (and any other redirect sign-in) returns.
// Reads the session: a user without a username is new → Complete Your Profile in the modal; an
// existing user → ?redirectTo or /dashboard. No session yet: poll for up to 10 s, then time out.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { Profile } from '@changamoto/shared/contract';
import { ButtonLink } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useAuthModal } from '@/lib/auth-modal';
import { getSessionQueryOptions } from '@/lib/queries/session';
import { AuthCard } from '../components/auth-card';
import { FormAlert } from '@/components/ui/form-field';
import { AUTH_CALLBACK_POLL_MS, AUTH_CALLBACK_TIMEOUT_MS, NEW_USER_REDIRECT_PATH } from '../config';
import { useAuthT } from '../i18n';
import { safeRedirectPath } from '../lib/redirect';
import { CALLBACK_MESSAGES, errorFacts, LOGIN_MESSAGES } from '../messages';

type CallbackState = { kind: 'waiting' } | { kind: 'new-user' } | { kind: 'failed'; message: string };

/** better-auth appends ?error=some_code (and sometimes error_description) when OAuth fails. */
function oauthFailure(params: URLSearchParams): string | null {
  const reason = params.get('error_description') ?? params.get('error');
  return reason ? CALLBACK_MESSAGES.failed(reason.replace(/_/g, ' ')) : null;
}

export default function AuthCallbackRoute() {
  const t = useAuthT();
  const [params] = useSearchParams();
  const failure = oauthFailure(params);
  const target = safeRedirectPath(params.get('redirectTo'));
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const authModal = useAuthModal();
  const [state, setState] = useState<CallbackState>({ kind: 'waiting' });

  const onProfile = useEffectEvent((profile: Profile) => {
    if (profile.username) {
      void navigate(target ?? paths.dashboard, { replace: true });
    } else {
      setState({ kind: 'new-user' });
      authModal.open({ step: 'signup-details', redirectTo: NEW_USER_REDIRECT_PATH });
    }
  });
  const onFailed = useEffectEvent((message: string) => setState({ kind: 'failed', message }));

  useEffect(() => {
    if (failure) return;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const startedAt = Date.now();
    const attempt = async () => {
      try {
        const profile = await queryClient.fetchQuery({ ...getSessionQueryOptions(), staleTime: 0, retry: false });
        if (cancelled) return;
        if (profile) return onProfile(profile);
        const elapsed = Date.now() - startedAt;
        if (elapsed >= AUTH_CALLBACK_TIMEOUT_MS) return onFailed(CALLBACK_MESSAGES.timedOut);
        timer = setTimeout(() => void attempt(), Math.min(AUTH_CALLBACK_POLL_MS, AUTH_CALLBACK_TIMEOUT_MS - elapsed));
      } catch (error) {
        if (!cancelled) onFailed(CALLBACK_MESSAGES.failed(errorFacts(error).message ?? LOGIN_MESSAGES.fallback));
      }
    };
    void attempt();
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [failure, queryClient]);

  const message = failure ?? (state.kind === 'failed' ? state.message : null);
  if (message) {
    return (
      <AuthCard title={t('auth.callback.problemTitle')}>
        <div className="space-y-4">
          <FormAlert>{message}</FormAlert>
          <ButtonLink to={paths.home} className="w-full">
            {t('auth.callback.returnHome')}
          </ButtonLink>
        </div>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={state.kind === 'new-user' ? t('auth.callback.almostThere') : t('auth.callback.signingIn')}>
      {state.kind === 'new-user' ? <p className="text-gray-700">{t('auth.callback.completeProfile')}</p> : <Spinner label={t('auth.callback.signingInSpinner')} />}
    </AuthCard>
  );
}
