import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useSharedT } from '@/lib/i18n';

/** Shown when a route fails to load (e.g. a chunk lost on a flaky connection): offer a reload. */
export function RouteError() {
  const t = useSharedT();
  return (
    <div role="alert" className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <h1 className="text-2xl font-bold text-gray-900">{t('shell.routeError.title')}</h1>
      <p className="mt-2 text-gray-700">{t('shell.routeError.body')}</p>
      <div className="mt-8 flex gap-3">
        <button type="button" onClick={() => window.location.reload()} className="h-11 rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800">
          {t('shell.tryAgain')}
        </button>
        <ButtonLink to={paths.home} variant="outline">
          {t('shell.goHome')}
        </ButtonLink>
      </div>
    </div>
  );
}
