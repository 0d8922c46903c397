// Every category as a link: what an empty search offers instead (issue #17 §2).
import { CHALLENGE_CATEGORIES } from '@changamoto/shared/domain';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

export function CategoryLinks() {
  return (
    <nav aria-label="Browse categories">
      <ul className="flex flex-wrap justify-center gap-2">
        {CHALLENGE_CATEGORIES.map((category) => (
          <li key={category.slug}>
            <Link to={paths.category(category.slug)} className="inline-flex h-9 items-center rounded-full border border-gray-300 bg-white px-4 text-sm font-semibold text-gray-800 hover:bg-gray-50">
              {category.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
