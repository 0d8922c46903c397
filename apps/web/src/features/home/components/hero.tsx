import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useAuthModal } from '@/lib/auth-modal';
import { RichText } from '@/lib/i18n';
import { heroStats } from '../content/home-copy';
import { useHomeT } from '../i18n';

export function Hero() {
  const t = useHomeT();
  const authModal = useAuthModal();
  return (
    <section aria-labelledby="home-title" className="relative overflow-hidden bg-linear-to-br from-brand-900 via-brand-800 to-brand-700 text-white">
      {/* Decorative glow drawn with CSS only: nothing to download on a slow network. A radial gradient,
          not a blurred circle: a 64 px blur filter took ~100 ms to paint without a GPU, and this hero is
          the page's first paint (it comes with the HTML, decision 047). */}
      <div aria-hidden="true" className="pointer-events-none absolute -top-40 -right-40 h-104 w-104 bg-[radial-gradient(closest-side,var(--color-accent-400)_40%,transparent)] opacity-20" />
      <div className="relative mx-auto max-w-5xl px-4 py-14 sm:px-6 sm:py-20">
        <p className="inline-flex rounded-full bg-white/10 px-3 py-1 text-sm font-medium text-brand-50">{t('home.hero.badge')}</p>
        <h1 id="home-title" className="mt-5 max-w-3xl text-4xl font-extrabold tracking-tight sm:text-5xl">
          <RichText text={t('home.hero.title')} components={{ accent: (c) => <span className="text-accent-400">{c}</span> }} />
        </h1>
        <p className="mt-5 max-w-2xl text-lg leading-8 text-brand-50">{t('home.hero.body')}</p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <Button variant="accent" size="lg" onClick={() => authModal.open({ step: 'email' })}>
            {t('home.hero.getStarted')}
            <ArrowRight aria-hidden="true" className="h-5 w-5" />
          </Button>
          {/* Not ButtonLink: its brand-green focus ring would vanish on this green background. */}
          <Link
            to={paths.challenges}
            className="inline-flex h-12 items-center justify-center rounded-lg border border-white/80 px-6 text-base font-semibold text-white transition-colors hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            {t('home.hero.explore')}
          </Link>
        </div>
        <dl className="mt-12 grid max-w-xl grid-cols-3 gap-4 border-t border-white/20 pt-6">
          {heroStats.map((stat) => (
            <div key={stat.label} className="flex flex-col">
              <dt className="text-sm text-brand-100">{t(stat.label)}</dt>
              <dd className="order-first text-2xl font-bold text-white sm:text-3xl">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
