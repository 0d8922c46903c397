// spec §2 Static pages → Contact: hero, four contact methods, message form, FAQ, business info, call to action.
import { lazy, Suspense } from 'react';
import { BusinessInfo } from '../components/business-info';
import { ContactCta } from '../components/contact-cta';
import { ContactFaq } from '../components/contact-faq';
import { ContactHero } from '../components/contact-hero';
import { ContactMethods } from '../components/contact-methods';

// The form sits below the hero and the contact methods (off a phone's first screen) and brings
// react-hook-form: its own chunk, fetched as the page renders, keeps the page's first load under 120 KB.
const ContactForm = lazy(() => import('../components/contact-form').then((m) => ({ default: m.ContactForm })));

export function ContactUsRoute() {
  return (
    <>
      <ContactHero />
      <ContactMethods />
      <div className="mx-auto grid max-w-5xl gap-6 px-4 pt-10 sm:px-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <Suspense fallback={<div className="min-h-[36rem] rounded-xl border border-gray-200 bg-white" />}>
            <ContactForm />
          </Suspense>
        </div>
        <div className="lg:col-span-1">
          <BusinessInfo />
        </div>
      </div>
      <ContactFaq />
      <ContactCta />
    </>
  );
}

export default ContactUsRoute;
