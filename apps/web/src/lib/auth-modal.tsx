// Who opens the auth modal (spec §2): Sign In, Get Started, protected routes — and any token-moving
// action the server refused because the person has not confirmed 18+ (DOMAIN.md §7), which opens the
// modal's 'adult' step. The modal's steps live in features/auth; this context is where they plug in.
import { useQueryClient } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { ApiError } from './api-client';

export type AuthModalStep = 'email' | 'otp' | 'signup-details' | 'phone' | 'adult';
export interface AuthModalRequest {
  step: AuthModalStep;
  redirectTo?: string;
  /** Where focus goes back when the window closes without a sign-in (Escape, Close): the button that opened it. */
  opener?: HTMLElement | null;
}

/** The focused control when the modal was asked for (the Sign In button), if any. */
const focusedControl = (): HTMLElement | null => (typeof document !== 'undefined' && document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null);

interface AuthModalState {
  request: AuthModalRequest | null;
  open(request?: Partial<AuthModalRequest>): void;
  close(): void;
}

/** The server's refusal of a token movement until the person confirms they are 18 or older. */
export const isAdultConfirmationRequired = (error: unknown): boolean => error instanceof ApiError && error.code === 'adult_confirmation_required';
/** The server's refusal of a token movement until the person has a username ('Complete Your Profile', issue #24 item 1). */
export const isProfileIncompleteError = (error: unknown): boolean => error instanceof ApiError && error.code === 'profile_incomplete';

const AuthModalContext = createContext<AuthModalState | null>(null);

export function AuthModalProvider({ children }: { children: ReactNode }) {
  const [request, setRequest] = useState<AuthModalRequest | null>(null);
  const value = useMemo<AuthModalState>(() => ({ request, open: (r) => setRequest({ step: r?.step ?? 'email', redirectTo: r?.redirectTo, opener: r?.opener ?? focusedControl() }), close: () => setRequest(null) }), [request]);
  // One place for every money action (buy, stake, join, accept, bonus, redeem): each is a mutation, so
  // a refusal for 18+ anywhere asks for the confirmation; the action's own button then tries again.
  const queryClient = useQueryClient();
  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'error') return;
        if (isProfileIncompleteError(event.action.error)) setRequest({ step: 'signup-details', redirectTo: window.location.pathname, opener: focusedControl() });
        else if (isAdultConfirmationRequired(event.action.error)) setRequest({ step: 'adult', opener: focusedControl() });
      }),
    [queryClient],
  );
  return <AuthModalContext.Provider value={value}>{children}</AuthModalContext.Provider>;
}

export function useAuthModal(): AuthModalState {
  const value = useContext(AuthModalContext);
  if (!value) throw new Error('useAuthModal must be used inside AuthModalProvider');
  return value;
}
