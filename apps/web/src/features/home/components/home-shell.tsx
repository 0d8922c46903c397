// The home page's first screen as the server sends it before any script (app/served-shells.tsx): the
// hero, the same for every visitor, with the contexts it reads (the Get Started button opens the
// sign-in modal), which draw nothing.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { AuthModalProvider } from '@/lib/auth-modal';
import { Hero } from './hero';

export function HomeShell() {
  return (
    <QueryClientProvider client={new QueryClient()}>
      <AuthModalProvider>
        <Hero />
      </AuthModalProvider>
    </QueryClientProvider>
  );
}
