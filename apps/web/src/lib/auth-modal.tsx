// Who opens the auth modal (spec §2): Sign In, Get Started, protected routes. The modal's steps
// (email, otp, signup-details, phone) arrive with the accounts issue; this context is where they plug in.
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';

export type AuthModalStep = 'email' | 'otp' | 'signup-details' | 'phone';
export interface AuthModalRequest {
  step: AuthModalStep;
  redirectTo?: string;
}

interface AuthModalState {
  request: AuthModalRequest | null;
  open(request?: Partial<AuthModalRequest>): void;
  close(): void;
}

const AuthModalContext = createContext<AuthModalState | null>(null);

export function AuthModalProvider({ children }: { children: ReactNode }) {
  const [request, setRequest] = useState<AuthModalRequest | null>(null);
  const value = useMemo<AuthModalState>(
    () => ({ request, open: (r) => setRequest({ step: r?.step ?? 'email', redirectTo: r?.redirectTo }), close: () => setRequest(null) }),
    [request],
  );
  return <AuthModalContext.Provider value={value}>{children}</AuthModalContext.Provider>;
}

export function useAuthModal(): AuthModalState {
  const value = useContext(AuthModalContext);
  if (!value) throw new Error('useAuthModal must be used inside AuthModalProvider');
  return value;
}
