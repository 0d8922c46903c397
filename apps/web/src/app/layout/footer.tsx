import { Link } from 'react-router';
import { Logo } from '@/components/ui/logo';
import { paths } from '@/config/paths';

export const footerLinks = {
  Resources: [
    { label: 'How It Works', to: paths.getStarted },
    { label: 'FAQs', to: paths.faqs },
    { label: 'Blog', to: paths.blog },
    { label: 'Legal Documents', to: paths.legal },
  ],
  Company: [
    { label: 'About Us', to: paths.aboutUs },
    { label: 'Careers', to: paths.careers },
    { label: 'Contact Us', to: paths.contactUs },
    { label: 'Privacy Policy', to: paths.privacyPolicy },
    { label: 'Terms of Service', to: paths.termsOfService },
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
  return (
    <footer className="hidden bg-brand-900 text-brand-50 md:block">
      <div className="mx-auto grid max-w-7xl grid-cols-4 gap-8 px-6 py-12">
        <div>
          <Logo tone="light" />
          <p className="mt-4 text-sm leading-6 text-brand-100">
            Changamoto is where Kenyans turn goals and friendly rivalries into challenges. Stake tokens on yourself, back your friends, and redeem winnings to M-Pesa or your bank. For adults 18+ only. Play responsibly.
          </p>
        </div>
        {Object.entries(footerLinks).map(([heading, links]) => (
          <nav key={heading} aria-label={heading}>
            <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{heading}</h2>
            <ul className="mt-4 space-y-2 text-sm">
              {links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="text-brand-100 hover:text-white hover:underline">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <nav aria-label="Connect">
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">Connect</h2>
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
        <p className="mx-auto max-w-7xl px-6 py-5 text-sm text-brand-100">© {year} Changamoto. All rights reserved. 18+ only. Tokens have no value outside the platform until redeemed.</p>
      </div>
    </footer>
  );
}
