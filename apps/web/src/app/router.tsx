// Every route is its own chunk (code-split), so a phone downloads only the page it opens.
import { createBrowserRouter, type RouteObject } from 'react-router';
import { AppLayout } from './layout/app-layout';
import { RouteError } from './routes/route-error';

type RouteModule = { default: React.ComponentType };
const page = (load: () => Promise<RouteModule>): Pick<RouteObject, 'lazy'> => ({ lazy: async () => ({ Component: (await load()).default }) });

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RouteError />,
    children: [
      { index: true, ...page(() => import('@/features/home/routes/home')) },
      { path: 'about-us', ...page(() => import('@/features/company/routes/about-us')) },
      { path: 'blog', ...page(() => import('@/features/company/routes/blog')) },
      { path: 'careers', ...page(() => import('@/features/company/routes/careers')) },
      { path: 'contact-us', ...page(() => import('@/features/contact/routes/contact-us')) },
      { path: 'faqs', ...page(() => import('@/features/legal/routes/faqs')) },
      { path: 'privacy-policy', ...page(() => import('@/features/legal/routes/privacy-policy')) },
      { path: 'terms-of-service', ...page(() => import('@/features/legal/routes/terms-of-service')) },
      { path: 'legal', ...page(() => import('@/features/legal/routes/legal-documents')) },
      { path: '*', ...page(() => import('./routes/not-found')) },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
