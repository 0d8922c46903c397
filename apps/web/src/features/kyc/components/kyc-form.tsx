// The verification form (DOMAIN.md §7): legal name, ID type and number, date of birth (18+, checked
// here as well as on the server) and three images. The details are checked by the same schema the
// server uses; the server's per-field answers (e.g. an ID number already linked to another account)
// land under their fields.
import type { KycDetailsInput } from '@changamoto/shared/contract';
import { lazyModule, useLazyResolver } from '@/lib/forms/lazy-resolver';
import { KYC_ID_TYPES, KYC_IMAGE_FIELDS, KYC_IMAGES, KYC_MIN_AGE, kenyaToday, type KycImage } from '@changamoto/shared/domain';
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from '@/lib/forms/use-form';
import { Button } from '@/components/ui/button';
import { controlClass, FieldError, FormAlert, FormField } from '@/components/ui/form-field';
import { ApiError, serverMessageOr } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useSubmitKyc } from '../api/submit-kyc';
import { ImagePicker } from './image-picker';
import { useKycT } from '../i18n';

const ID_NUMBER_HINTS = { national_id: 'kyc.form.nationalIdHint', passport: 'kyc.form.passportHint' } as const;
const DETAIL_FIELDS = ['legalName', 'idType', 'idNumber', 'dateOfBirth'] as const;
const isDetailField = (key: string): key is (typeof DETAIL_FIELDS)[number] => (DETAIL_FIELDS as readonly string[]).includes(key);
const imageOfField = (key: string) => KYC_IMAGES.find((image) => KYC_IMAGE_FIELDS[image] === key);

/** The latest date of birth of someone who is 18 today (Kenyan time): the date picker's maximum. */
function latestAdultBirthday(): string {
  const today = kenyaToday();
  const year = Number(today.slice(0, 4)) - KYC_MIN_AGE;
  return `${String(year).padStart(4, '0')}${today.slice(4)}`;
}

type Images = Record<KycImage, File | null>;
const NO_IMAGES: Images = { id_front: null, id_back: null, selfie: null };

/** zod and the contract's schema: off the page's first load (lib/forms/lazy-resolver.ts). */
const loadResolver = lazyModule(() => import('../lib/kyc-resolver'));

export function KycForm({ defaults, onSubmitted }: { defaults?: Partial<KycDetailsInput>; onSubmitted?: () => void }) {
  const t = useKycT();
  const initial: KycDetailsInput = { legalName: '', idType: 'national_id', idNumber: '', dateOfBirth: '', ...defaults };
  const resolver = useLazyResolver(loadResolver, (m) => m.kycResolver);
  const form = useForm<KycDetailsInput>({ resolver, defaultValues: initial });
  const { register, handleSubmit, setError, control, formState } = form;
  const idType = useWatch({ control, name: 'idType' }) ?? 'national_id';
  const [images, setImages] = useState<Images>(NO_IMAGES);
  const [imageErrors, setImageErrors] = useState<Partial<Record<KycImage, string>>>({});
  const submit = useSubmitKyc();

  /** Every missing image named under its picker; true when all three are there. */
  const checkImagesPresent = () => {
    const missing = Object.fromEntries(KYC_IMAGES.filter((image) => !images[image]).map((image) => [image, t(`kyc.validation.imageMissing.${image}`)]));
    setImageErrors((current) => ({ ...current, ...missing }));
    return Object.keys(missing).length === 0 && KYC_IMAGES.every((image) => !imageErrors[image]);
  };

  const onSubmit = handleSubmit(
    (details) => {
      if (!checkImagesPresent()) return;
      submit.mutate(
        { legalName: details.legalName, idType: details.idType, idNumber: details.idNumber, dateOfBirth: details.dateOfBirth, images: images as Record<KycImage, File> },
        {
          onSuccess: () => {
            toast.success(t('kyc.messages.submitted'));
            onSubmitted?.();
          },
          onError: (error) => {
            if (!(error instanceof ApiError) || !error.fields) return;
            for (const [key, message] of Object.entries(error.fields)) {
              if (isDetailField(key)) setError(key, { type: 'server', message });
              const image = imageOfField(key);
              if (image) setImageErrors((current) => ({ ...current, [image]: message }));
            }
          },
        },
      );
    },
    () => checkImagesPresent(),
  );

  const sending = submit.isPending;
  const { errors } = formState;
  return (
    <form noValidate onSubmit={onSubmit} aria-label={t('kyc.form.label')} className="space-y-6">
      {submit.isError && <FormAlert>{serverMessageOr(submit.error, t('kyc.form.submitFailed'))}</FormAlert>}

      <FormField id="kyc-legal-name" label={t('kyc.form.legalName')} required hint={t('kyc.form.legalNameHint')} error={errors.legalName?.message}>
        {(props) => <input {...props} {...register('legalName')} type="text" autoComplete="name" maxLength={100} aria-required="true" className={controlClass} />}
      </FormField>

      <fieldset aria-describedby={errors.idType ? 'kyc-id-type-error' : undefined}>
        <legend className="text-sm font-semibold text-gray-900">
          {t('kyc.form.idType')} <span className="font-normal text-gray-700">{t('kyc.form.required')}</span>
        </legend>
        <div className="mt-2 flex flex-wrap gap-3">
          {KYC_ID_TYPES.map((type) => (
            <label key={type} className="flex cursor-pointer items-center gap-2 rounded-lg border border-gray-300 px-4 py-2.5 text-sm font-medium text-gray-900 has-checked:border-brand-700 has-checked:bg-brand-50">
              <input type="radio" value={type} {...register('idType')} className="h-4 w-4 accent-brand-700" />
              {t(`kyc.form.idType.${type}`)}
            </label>
          ))}
        </div>
        {errors.idType?.message && <FieldError id="kyc-id-type-error">{errors.idType.message}</FieldError>}
      </fieldset>

      <div className="grid gap-6 sm:grid-cols-2">
        <FormField id="kyc-id-number" label={idType === 'passport' ? t('kyc.form.passportNumber') : t('kyc.form.nationalIdNumber')} required hint={t(ID_NUMBER_HINTS[idType])} error={errors.idNumber?.message}>
          {(props) => <input {...props} {...register('idNumber')} type="text" autoComplete="off" spellCheck={false} maxLength={40} aria-required="true" className={controlClass} />}
        </FormField>
        <FormField id="kyc-date-of-birth" label={t('kyc.form.dateOfBirth')} required hint={t('kyc.form.dateOfBirthHint')} error={errors.dateOfBirth?.message}>
          {(props) => <input {...props} {...register('dateOfBirth')} type="date" min="1900-01-01" max={latestAdultBirthday()} aria-required="true" className={controlClass} />}
        </FormField>
      </div>

      <div className="grid gap-6 md:grid-cols-3">
        {KYC_IMAGES.map((image) => (
          <ImagePicker
            key={image}
            id={`kyc-${image.replace('_', '-')}`}
            label={t(`kyc.form.image.${image}`)}
            hint={t(`kyc.form.imageHint.${image}`)}
            file={images[image]}
            error={imageErrors[image]}
            disabled={sending}
            onChange={(file, problem) => {
              setImages((current) => ({ ...current, [image]: file }));
              setImageErrors((current) => ({ ...current, [image]: problem ?? undefined }));
            }}
          />
        ))}
      </div>

      <p className="flex items-start gap-2 text-sm text-gray-700">
        <ShieldCheck aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
        {t('kyc.form.privacy')}
      </p>
      <Button type="submit" size="lg" disabled={sending} className="w-full sm:w-auto">
        {sending ? t('kyc.form.submitting') : t('kyc.form.submit')}
      </Button>
    </form>
  );
}
