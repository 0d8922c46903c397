// Every category as a link: what an empty search offers instead (issue #17 §2).
import { CHALLENGE_CATEGORIES } from '@changamoto/shared/domain';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useChallengesT } from '../i18n';
import { categoryName } from '../lib/category';

export function CategoryLinks() {
  const t = useChallengesT();
  return (
    <nav aria-label={t('challenges.filters.browseCategories')}>
      <ul className="flex flex-wrap justify-center gap-2">
        {CHALLENGE_CATEGORIES.map((category) => (
          <li key={category.slug}>
            <Link to={paths.category(category.slug)} className="inline-flex h-9 items-center rounded-full border border-gray-300 bg-white px-4 text-sm font-semibold text-gray-800 hover:bg-gray-50">
              {categoryName(category.slug, t)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
