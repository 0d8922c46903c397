import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useSharedT } from '@/lib/i18n';

export function NotFoundRoute() {
  const t = useSharedT();
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="text-6xl font-extrabold text-brand-700">404</p>
      <h1 className="mt-4 text-2xl font-bold text-gray-900">{t('shell.notFound.title')}</h1>
      <p className="mt-2 text-gray-700">{t('shell.notFound.body')}</p>
      <ButtonLink to={paths.home} className="mt-8" size="lg">
        {t('shell.goHome')}
      </ButtonLink>
    </div>
  );
}

export default NotFoundRoute;
