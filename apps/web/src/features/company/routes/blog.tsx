// /blog: article cards with summaries and expandable key takeaways (no article pages yet, so no links).
import { ChevronDown } from 'lucide-react';
import { Page } from '@/components/ui/page';
import { formatLongDay } from '@/lib/format';
import { blogPosts, TAKEAWAYS } from '../content/blog-posts';
import { useCompanyT } from '../i18n';

export default function BlogRoute() {
  const t = useCompanyT();
  return (
    <Page title={t('company.blog.title')} intro={t('company.blog.intro')}>
      <ul className="grid gap-6 md:grid-cols-2">
        {blogPosts.map((post) => (
          <li key={post.id}>
            <article aria-labelledby={`post-${post.id}`} className="flex h-full flex-col rounded-xl border border-gray-200 bg-white p-5">
              <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">{t(`company.blog.${post.id}.category`)}</p>
              <h2 id={`post-${post.id}`} className="mt-2 text-xl font-bold text-gray-900">
                {t(`company.blog.${post.id}.title`)}
              </h2>
              <p className="mt-2 text-sm text-gray-700">
                <span>{t('company.blog.byline', { author: post.author, role: t(`company.blog.role.${post.authorRole}`) })}</span>
                <span aria-hidden="true"> · </span>
                <time dateTime={post.date}>{formatLongDay(post.date)}</time>
                <span aria-hidden="true"> · </span>
                <span>{t('company.blog.minutes', { minutes: post.readingMinutes })}</span>
              </p>
              <p className="mt-3 flex-1 leading-7 text-gray-800">{t(`company.blog.${post.id}.excerpt`)}</p>
              <details className="group mt-4 rounded-lg bg-brand-50">
                <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-2 rounded-lg px-3 py-2 font-semibold text-brand-800 [&::-webkit-details-marker]:hidden">
                  {t('company.blog.takeaways')}
                  <ChevronDown aria-hidden="true" className="h-5 w-5 shrink-0 transition-transform group-open:rotate-180" />
                </summary>
                <ul className="list-disc space-y-1 px-3 pb-3 pl-8 text-sm leading-6 text-gray-800">
                  {TAKEAWAYS.map((point) => (
                    <li key={point}>{t(`company.blog.${post.id}.${point}`)}</li>
                  ))}
                </ul>
              </details>
            </article>
          </li>
        ))}
      </ul>
    </Page>
  );
}
