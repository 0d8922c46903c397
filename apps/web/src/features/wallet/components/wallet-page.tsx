// The frame of /wallet ('My Wallet', spec §2) and its loading state. WalletShell is that loading state
// as a whole page: the app shows it while the session and the page's code load, and the server sends
// it prerendered in the HTML (app/route-shells.tsx), so a phone paints the page's heading before any
// script has arrived and the app takes over the same picture without a flash. Being in every first load
// (the router's shell), its words are in the shared catalog: the wallet's own catalog stays in the
// wallet's chunk, off the 120 KB first load of every other page.
import type { ReactNode } from 'react';
import { BackLink } from '@/components/ui/back-link';
import { Page } from '@/components/ui/page';
import { paths } from '@/config/paths';
import { useSharedT } from '@/lib/i18n';

export function WalletPage({ children }: { children: ReactNode }) {
  const t = useSharedT();
  return (
    <Page>
      <BackLink to={paths.dashboard}>{t('shell.wallet.backToDashboard')}</BackLink>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-gray-900 sm:text-4xl">{t('shell.wallet.title')}</h1>
      <div className="mt-6 space-y-6">{children}</div>
    </Page>
  );
}

/** spec §2: 'Loading Wallet...' while auth or the profile loads (and here also the balance). */
export function WalletLoading() {
  const t = useSharedT();
  return (
    <p role="status" className="flex items-center gap-3 py-10 text-gray-700">
      <span aria-hidden="true" className="h-6 w-6 animate-spin rounded-full border-4 border-brand-100 border-t-brand-700" />
      {t('shell.wallet.loading')}
    </p>
  );
}

export function WalletShell() {
  return (
    <WalletPage>
      <WalletLoading />
    </WalletPage>
  );
}
