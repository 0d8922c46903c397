// What a page looks like before its code and data have arrived, by router path (app/router.tsx): the
// app shows it while the session and the page's chunk load, and the web build prerenders each one into
// dist/route-shells.json (build-plugins/route-shells.ts), which the server puts into index.html for that
// path (apps/server/src/http/spa.ts). So the page's heading — its largest paint — comes with the HTML
// on a slow phone, and the app then draws the same thing: no flash, no shift. A shell shows no
// personal data: the same HTML goes to everyone.
import type { ReactElement } from 'react';
import { WalletShell } from '@/features/wallet/components/wallet-page';

export const routeShells = {
  wallet: <WalletShell />,
} satisfies Record<string, ReactElement>;
