import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { AuthModalProvider } from '@/lib/auth-modal';
import { refreshPersonalQueriesOnViewerChange } from '@/lib/auth/session';
import { LocaleSync } from '@/lib/i18n/locale-sync';
import { createQueryClient } from '@/lib/query-client';
import { ToasterHost } from '@/lib/toast';

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  useEffect(() => refreshPersonalQueriesOnViewerChange(queryClient), [queryClient]);
  return (
    <QueryClientProvider client={queryClient}>
      <LocaleSync />
      <AuthModalProvider>
        {children}
        <ToasterHost />
      </AuthModalProvider>
    </QueryClientProvider>
  );
}
