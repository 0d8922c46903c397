import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Toaster } from 'sonner';
import { createQueryClient } from '@/lib/query-client';
import { TOAST_DURATION_MS } from '@/lib/toast';
import { AuthModalProvider } from '@/lib/auth-modal';

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <AuthModalProvider>
        {children}
        <Toaster position="top-right" duration={TOAST_DURATION_MS.default} richColors closeButton />
      </AuthModalProvider>
    </QueryClientProvider>
  );
}
