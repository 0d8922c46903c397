import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { AuthModalProvider } from '@/lib/auth-modal';
import { createQueryClient } from '@/lib/query-client';
import { ToasterHost } from '@/lib/toast';

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <AuthModalProvider>
        {children}
        <ToasterHost />
      </AuthModalProvider>
    </QueryClientProvider>
  );
}
