import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { AuthModalProvider, useAuthModal } from '@/lib/auth-modal';
import { createQueryClient } from '@/lib/query-client';
import { ToasterHost } from '@/lib/toast';

// The modal's code loads only when someone opens it (Sign In, Get Started, a protected route).
const AuthModal = lazy(() => import('@/features/auth/components/auth-modal'));

function AuthModalHost() {
  const { request } = useAuthModal();
  if (!request) return null;
  return (
    <Suspense fallback={null}>
      <AuthModal />
    </Suspense>
  );
}

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <AuthModalProvider>
        {children}
        <AuthModalHost />
        <ToasterHost />
      </AuthModalProvider>
    </QueryClientProvider>
  );
}
