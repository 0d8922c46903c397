// /blog: article cards with summaries and expandable key takeaways (no article pages yet, so no links).
import { ChevronDown } from 'lucide-react';
import { Page } from '@/components/ui/page';
import { blogPosts } from '../content/blog-posts';

const dateFormat = new Intl.DateTimeFormat('en-KE', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Africa/Nairobi' });

export default function BlogRoute() {
  return (
    <Page title="Changamoto Blog" intro="Guides, challenge ideas and behind-the-scenes notes from the Changamoto team on playing well and playing safe.">
      <ul className="grid gap-6 md:grid-cols-2">
        {blogPosts.map((post) => (
          <li key={post.id}>
            <article aria-labelledby={`post-${post.id}`} className="flex h-full flex-col rounded-xl border border-gray-200 bg-white p-5">
              <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">{post.category}</p>
              <h2 id={`post-${post.id}`} className="mt-2 text-xl font-bold text-gray-900">
                {post.title}
              </h2>
              <p className="mt-2 text-sm text-gray-700">
                <span>
                  By {post.author}, {post.authorRole}
                </span>
                <span aria-hidden="true"> · </span>
                <time dateTime={post.date}>{dateFormat.format(new Date(`${post.date}T12:00:00+03:00`))}</time>
                <span aria-hidden="true"> · </span>
                <span>{post.readingMinutes} min read</span>
              </p>
              <p className="mt-3 flex-1 leading-7 text-gray-800">{post.excerpt}</p>
              <details className="group mt-4 rounded-lg bg-brand-50">
                <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-2 rounded-lg px-3 py-2 font-semibold text-brand-800 [&::-webkit-details-marker]:hidden">
                  Key takeaways
                  <ChevronDown aria-hidden="true" className="h-5 w-5 shrink-0 transition-transform group-open:rotate-180" />
                </summary>
                <ul className="list-disc space-y-1 px-3 pb-3 pl-8 text-sm leading-6 text-gray-800">
                  {post.takeaways.map((point) => (
                    <li key={point}>{point}</li>
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
