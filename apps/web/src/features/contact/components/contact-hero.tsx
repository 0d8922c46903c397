import { Headset } from 'lucide-react';

export function ContactHero() {
  return (
    <section aria-labelledby="contact-title" className="bg-linear-to-br from-brand-900 via-brand-800 to-brand-700 text-white">
      <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6 sm:py-16">
        <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-medium text-brand-50">
          <Headset aria-hidden="true" className="h-4 w-4 text-accent-400" />
          Contact Us
        </p>
        <h1 id="contact-title" className="mt-4 text-3xl font-extrabold tracking-tight sm:text-5xl">
          We're here to help
        </h1>
        <p className="mt-4 max-w-2xl text-lg leading-8 text-brand-50">
          Questions about tokens, a challenge result, a payment or a withdrawal? Reach the Changamoto support team by e-mail, phone or WhatsApp, or send us a message below. We reply to every message within 24 hours.
        </p>
      </div>
    </section>
  );
}
