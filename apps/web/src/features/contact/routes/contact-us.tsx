// spec §2 Static pages → Contact: hero, four contact methods, message form, FAQ, business info, call to action.
import { BusinessInfo } from '../components/business-info';
import { ContactCta } from '../components/contact-cta';
import { ContactFaq } from '../components/contact-faq';
import { ContactForm } from '../components/contact-form';
import { ContactHero } from '../components/contact-hero';
import { ContactMethods } from '../components/contact-methods';

export function ContactUsRoute() {
  return (
    <>
      <ContactHero />
      <ContactMethods />
      <div className="mx-auto grid max-w-5xl gap-6 px-4 pt-10 sm:px-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <ContactForm />
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
