import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';

export function NotFoundRoute() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="text-6xl font-extrabold text-brand-700">404</p>
      <h1 className="mt-4 text-2xl font-bold text-gray-900">Oops! Page Not Found.</h1>
      <p className="mt-2 text-gray-700">The page you are looking for does not exist or has moved.</p>
      <ButtonLink to={paths.home} className="mt-8" size="lg">
        Go Back Home
      </ButtonLink>
    </div>
  );
}

export default NotFoundRoute;
