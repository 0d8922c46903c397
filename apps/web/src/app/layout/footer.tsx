import { Link } from 'react-router';
import { Logo } from '@/components/ui/logo';
import { paths } from '@/config/paths';
import { useFooterT } from './footer-catalog';
import { LanguageSwitch } from '@/lib/i18n/language-switch';

export const footerLinks = {
  'shell.footer.resources': [
    { label: 'shell.footer.howItWorks', to: paths.getStarted },
    { label: 'shell.footer.faqs', to: paths.faqs },
    { label: 'shell.footer.blog', to: paths.blog },
    { label: 'shell.footer.legal', to: paths.legal },
  ],
  'shell.footer.company': [
    { label: 'shell.footer.aboutUs', to: paths.aboutUs },
    { label: 'shell.footer.careers', to: paths.careers },
    { label: 'shell.footer.contactUs', to: paths.contactUs },
    { label: 'shell.footer.privacy', to: paths.privacyPolicy },
    { label: 'shell.footer.terms', to: paths.termsOfService },
  ],
} as const;

const social = [
  { label: 'X (Twitter)', href: 'https://x.com/changamoto_ke' },
  { label: 'Facebook', href: 'https://www.facebook.com/changamoto.ke' },
  { label: 'Instagram', href: 'https://www.instagram.com/changamoto.ke' },
  { label: 'TikTok', href: 'https://www.tiktok.com/@changamoto.ke' },
];

/** spec §2: desktop only: about blurb, Resources, Company, Connect, copyright with the current year. */
export function Footer() {
  const year = new Date().getFullYear();
  const t = useFooterT();
  return (
    <footer className="hidden bg-brand-900 text-brand-50 md:block">
      <div className="mx-auto grid max-w-7xl grid-cols-4 gap-8 px-6 py-12">
        <div>
          <Logo tone="light" />
          <p className="mt-4 text-sm leading-6 text-brand-100">{t('shell.footer.about')}</p>
        </div>
        {(Object.entries(footerLinks) as [keyof typeof footerLinks, (typeof footerLinks)[keyof typeof footerLinks]][]).map(([heading, links]) => (
          <nav key={heading} aria-label={t(heading)}>
            <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{t(heading)}</h2>
            <ul className="mt-4 space-y-2 text-sm">
              {links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="text-brand-100 hover:text-white hover:underline">
                    {t(link.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <nav aria-label={t('shell.footer.connect')}>
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{t('shell.footer.connect')}</h2>
          <ul className="mt-4 space-y-2 text-sm">
            {social.map((link) => (
              <li key={link.href}>
                <a href={link.href} rel="noopener noreferrer" target="_blank" className="text-brand-100 hover:text-white hover:underline">
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t border-brand-800">
        <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-6 py-5">
          <p className="text-sm text-brand-100">{t('shell.footer.copyright', { year })}</p>
          <LanguageSwitch className="border-brand-700 bg-white" />
        </div>
      </div>
    </footer>
  );
}
