// spec §5 Contact form and §4 states idle → sending → success | error, with the spec §8 copy.
import type { ContactMessageInput } from '@changamoto/shared/contract';
import { CONTACT_INQUIRY_TYPES, CONTACT_LIMITS } from '@changamoto/shared/domain';
import { CircleAlert, CircleCheck, Send } from 'lucide-react';
import { useEffect } from 'react';
import { useForm, type Resolver } from '@/lib/forms/use-form';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { translate } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { useSendContactMessage } from '../api/send-contact-message';
import { controlClass, FormField } from '@/components/ui/form-field';
import { useContactT } from '../i18n';

const FIELD_NAMES = ['name', 'email', 'type', 'subject', 'message'] as const satisfies readonly (keyof ContactMessageInput)[];
type FieldName = (typeof FIELD_NAMES)[number];
const isFieldName = (key: string): key is FieldName => (FIELD_NAMES as readonly string[]).includes(key);

const EMPTY_FORM: ContactMessageInput = { name: '', email: '', type: 'general', subject: '', message: '' };

// The schema and zod arrive in their own chunk (lib/contact-resolver.ts), off the page's first load: the
// form starts fetching it as soon as it is shown, and a submit waits for it if it is still on its way.
let loadingResolver: Promise<Resolver<ContactMessageInput>> | undefined;
const loadResolver = () =>
  (loadingResolver ??= import('../lib/contact-resolver').then(
    (m) => m.contactResolver as Resolver<ContactMessageInput>,
    (error: unknown) => {
      loadingResolver = undefined; // a lost chunk (flaky network): the next submit fetches it again
      throw error;
    },
  ));
const resolver: Resolver<ContactMessageInput> = async (values, context, options) => (await loadResolver())(values, context, options);

export function ContactForm() {
  const t = useContactT();
  const form = useForm({ resolver, defaultValues: EMPTY_FORM });
  useEffect(() => void loadResolver().catch(() => undefined), []);
  const { register, handleSubmit, reset, setError, formState } = form;
  const { errors } = formState;
  const mutation = useSendContactMessage();

  const onSubmit = handleSubmit((values) =>
    mutation.mutate(values, {
      onSuccess: () => {
        reset(EMPTY_FORM);
        toast.success(translate('contact.form.successTitle'));
      },
      onError: (error) => {
        // The server validates with the same schema; show its per-field messages where they belong.
        if (error instanceof ApiError && error.fields) {
          for (const [key, message] of Object.entries(error.fields)) if (isFieldName(key)) setError(key, { type: 'server', message });
        }
        toast.error(translate('contact.form.failureTitle'));
      },
    }),
  );

  const sending = mutation.isPending;
  const failureText = t('contact.form.failureBody');
  // Server-provided messages take precedence where present (spec §8); generic fallbacks add nothing.
  const serverDetail = mutation.error instanceof ApiError && mutation.error.status >= 400 && mutation.error.status < 500 ? mutation.error.message : null;

  return (
    <section aria-labelledby="contact-form-title" className="rounded-xl border border-gray-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id="contact-form-title" className="text-xl font-bold text-gray-900">
        {t('contact.form.title')}
      </h2>
      <p className="mt-1 text-sm text-gray-700">{t('contact.form.intro')}</p>

      <div aria-live="polite">
        {mutation.isSuccess && (
          <div className="mt-5 flex gap-3 rounded-lg border border-brand-600/40 bg-brand-50 p-4">
            <CircleCheck aria-hidden="true" className="h-5 w-5 shrink-0 text-brand-700" />
            <div>
              <h3 className="font-semibold text-brand-800">{t('contact.form.successTitle')}</h3>
              <p className="mt-1 text-sm text-gray-800">{t('contact.form.successBody')}</p>
            </div>
          </div>
        )}
      </div>
      {mutation.isError && (
        <div role="alert" className="mt-5 flex gap-3 rounded-lg border border-red-300 bg-red-50 p-4">
          <CircleAlert aria-hidden="true" className="h-5 w-5 shrink-0 text-red-700" />
          <div>
            <h3 className="font-semibold text-red-800">{t('contact.form.failureTitle')}</h3>
            <p className="mt-1 text-sm text-gray-800">{failureText}</p>
            {serverDetail && serverDetail !== failureText && <p className="mt-1 text-sm text-gray-800">{serverDetail}</p>}
          </div>
        </div>
      )}

      <form noValidate onSubmit={onSubmit} className="mt-5 grid gap-5 sm:grid-cols-2" aria-label={t('contact.form.label')}>
        <FormField id="contact-name" label={t('contact.form.name')} required error={errors.name?.message}>
          {(control) => <input {...control} {...register('name')} type="text" autoComplete="name" maxLength={CONTACT_LIMITS.name} aria-required="true" className={controlClass} />}
        </FormField>
        <FormField id="contact-email" label={t('contact.form.email')} required error={errors.email?.message}>
          {(control) => <input {...control} {...register('email')} type="email" inputMode="email" autoComplete="email" maxLength={CONTACT_LIMITS.email} aria-required="true" className={controlClass} />}
        </FormField>
        <div className="sm:col-span-2">
          <FormField id="contact-type" label={t('contact.form.type')} error={errors.type?.message}>
            {(control) => (
              <select {...control} {...register('type')} className={controlClass}>
                {CONTACT_INQUIRY_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {t(`contact.inquiry.${type}`)}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        </div>
        <div className="sm:col-span-2">
          <FormField id="contact-subject" label={t('contact.form.subject')} required error={errors.subject?.message}>
            {(control) => <input {...control} {...register('subject')} type="text" maxLength={CONTACT_LIMITS.subject} aria-required="true" className={controlClass} />}
          </FormField>
        </div>
        <div className="sm:col-span-2">
          <FormField id="contact-message" label={t('contact.form.message')} required hint={t('contact.form.messageHint')} error={errors.message?.message}>
            {(control) => <textarea {...control} {...register('message')} rows={6} maxLength={CONTACT_LIMITS.message} aria-required="true" className={controlClass} />}
          </FormField>
        </div>
        <div className="sm:col-span-2">
          <Button type="submit" size="lg" disabled={sending} className="w-full sm:w-auto">
            <Send aria-hidden="true" className="h-4 w-4" />
            {sending ? t('contact.form.sending') : t('contact.form.send')}
          </Button>
        </div>
      </form>
    </section>
  );
}
