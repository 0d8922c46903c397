// The Create New Challenge form (spec §2, §4 Challenge creation: submit, optional image upload,
// create; buttons disabled while pending).
import { CHALLENGE_CATEGORIES } from '@changamoto/shared/domain';
import { useRef, useState } from 'react';
import { useForm, useWatch } from '@/lib/forms/use-form';
import { useNavigate } from 'react-router';
import { isInsufficientTokens, SpendErrorAlert } from '@/components/insufficient-tokens';
import { Button } from '@/components/ui/button';
import { controlClass, FormField } from '@/components/ui/form-field';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useSession } from '@/lib/auth/session';
import { toast } from '@/lib/toast';
import { useCreateChallenge } from '../api/create-challenge';
import { useUploadChallengeImage } from '../api/upload-challenge-image';
import { buildCreateBody } from '../lib/build-body';
import { useIdempotencyKey } from '@/lib/use-idempotency-key';
import { CREATE_MESSAGES } from '../lib/messages';
import { lazyModule, useLazyResolver } from '@/lib/forms/lazy-resolver';
import { toLocalInput } from '../lib/local-input';
import type { CreateChallengeFormValues } from '../lib/schema';
import { ImageField } from './image-field';
import { TypeFields } from './type-fields';
import { useCreateChallengeT } from '../i18n';
import { CHALLENGE_MESSAGES } from '@changamoto/shared/domain';

const DAY_MS = 24 * 60 * 60 * 1000;

function createErrorMessage(error: unknown): string {
  // The server says it in English (CHALLENGE_MESSAGES); the form says it in the reader's language.
  if (error instanceof ApiError && error.message === CHALLENGE_MESSAGES.insufficientCreate) return CREATE_MESSAGES.insufficientCreate;
  return CREATE_MESSAGES.createFailed(error instanceof Error && error.message ? error.message : CREATE_MESSAGES.unknown);
}

/** zod and the schema: off the page's first load (lib/forms/lazy-resolver.ts). */
const loadResolver = lazyModule(() => import('../lib/challenge-resolver'));

export function ChallengeForm({ me }: { me: { id: string; username: string | null } }) {
  const t = useCreateChallengeT();
  const resolver = useLazyResolver(loadResolver, (m) => m.challengeResolver(me.id));
  const [defaults] = useState<CreateChallengeFormValues>(() => {
    const now = new Date();
    return { title: '', description: '', categorySlug: '', startDate: toLocalInput(now), endDate: toLocalInput(new Date(now.getTime() + 7 * DAY_MS)), type: '', playerAStake: '', playerBStake: '', entryFee: '', opponent: null };
  });
  const { register, handleSubmit, control, formState } = useForm<CreateChallengeFormValues>({ resolver, defaultValues: defaults });
  const { errors } = formState;
  const type = useWatch({ control, name: 'type' });
  const [image, setImage] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [buyTokens, setBuyTokens] = useState(false);
  const uploaded = useRef<{ file: File; url: string } | null>(null);
  const upload = useUploadChallengeImage();
  const create = useCreateChallenge();
  const { keyFor, complete } = useIdempotencyKey();
  const navigate = useNavigate();
  const pending = upload.isPending || create.isPending;
  // On a break no challenge can be created (issue #24 item 11): said before the form is filled in, not on submit.
  const onBreak = useSession().profile?.activeExclusion?.message ?? null;

  const submit = async (values: CreateChallengeFormValues) => {
    setError(null);
    setBuyTokens(false);
    let imageUrl: string | null = null;
    if (image) {
      // A retry after a failed creation reuses the image already uploaded.
      if (uploaded.current?.file === image) imageUrl = uploaded.current.url;
      else {
        try {
          imageUrl = (await upload.mutateAsync(image)).url;
          uploaded.current = { file: image, url: imageUrl };
        } catch (cause) {
          setError(CREATE_MESSAGES.imageFailed(cause instanceof Error ? cause.message : CREATE_MESSAGES.unknown));
          return;
        }
      }
    }
    const body = buildCreateBody(values, imageUrl);
    try {
      const result = await create.mutateAsync({ body, idempotencyKey: keyFor(JSON.stringify(body)) });
      complete();
      if (body.type === 'two_player' && values.opponent) {
        toast.success(CREATE_MESSAGES.createdInvite(values.opponent.username));
        await navigate(paths.myChallenges);
      } else {
        toast.success(CREATE_MESSAGES.created);
        await navigate(paths.challenge(result.challengeId));
      }
    } catch (cause) {
      const message = createErrorMessage(cause);
      setError(message);
      setBuyTokens(isInsufficientTokens(cause));
      toast.error(message);
    }
  };

  return (
    <form noValidate onSubmit={(e) => void handleSubmit(submit)(e)} aria-label={t('create-challenge.page.title')} className="space-y-5">
      {error && <SpendErrorAlert message={error} buyTokens={buyTokens} />}
      <FormField id="challenge-title" label={t('create-challenge.form.title')} error={errors.title?.message} required>
        {(c) => <input {...c} {...register('title')} maxLength={120} className={controlClass} />}
      </FormField>
      <FormField id="challenge-description" label={t('create-challenge.form.description')} error={errors.description?.message}>
        {(c) => <textarea {...c} {...register('description')} rows={3} maxLength={2000} className={controlClass} />}
      </FormField>
      <FormField id="challenge-category" label={t('create-challenge.form.category')} error={errors.categorySlug?.message} required>
        {(c) => (
          <select {...c} {...register('categorySlug')} className={controlClass}>
            <option value="">{t('create-challenge.form.selectCategory')}</option>
            {CHALLENGE_CATEGORIES.map((cat) => (
              <option key={cat.slug} value={cat.slug}>
                {cat.name}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="challenge-start" label={t('create-challenge.form.startDate')} error={errors.startDate?.message} required>
          {(c) => <input {...c} {...register('startDate')} type="datetime-local" className={controlClass} />}
        </FormField>
        <FormField id="challenge-end" label={t('create-challenge.form.endDate')} error={errors.endDate?.message} required>
          {(c) => <input {...c} {...register('endDate')} type="datetime-local" className={controlClass} />}
        </FormField>
      </div>
      <ImageField file={image} onChange={setImage} disabled={pending} />
      <TypeFields type={type} register={register} control={control} errors={errors} me={me} />
      {onBreak && <p className="rounded-lg bg-amber-50 p-3 text-sm font-medium text-amber-900">{onBreak}</p>}
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={pending || onBreak !== null}>
        {upload.isPending ? t('create-challenge.form.uploadingImage') : create.isPending ? t('create-challenge.form.creating') : t('create-challenge.form.submit')}
      </Button>
    </form>
  );
}
