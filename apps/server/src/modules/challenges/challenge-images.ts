// Featured images of challenges (spec §5: JPG, PNG or GIF, at most 2 MB; §7 storage bucket
// challenge-images; §8 Challenge upload messages). The rules of the avatar upload, reused: the type
// is read from the magic bytes (never the name or the declared type), the image is decoded and
// re-encoded to a metadata-free WebP, and stored under a fresh key. createChallenge then accepts a
// featured image URL only when it is one this server produced for the same user.
import { randomUUID } from 'node:crypto';
import { challengesContract } from '@changamoto/shared/contract';
import { AppError, errors } from '../../http/errors';
import type { Logger } from '../../logger';
import type { FileStorage } from '../../providers/storage';
import { detectImageType, reencodeFitted, UndecodableImageError } from '../avatars/avatar-image';
import { uploadErrors } from '../avatars/avatars.service';

export const CHALLENGE_IMAGE_MESSAGES = {
  /** spec §8 Challenge. */
  invalidType: 'Invalid file type. Please select a JPG, PNG, or GIF.',
  tooLarge: 'File is too large. Maximum size is 2MB.',
  /** spec §8 'Image upload failed: {message}'. */
  invalidReference: 'Image upload failed: invalid image reference.',
} as const;

const { maxBytes, types } = challengesContract.uploadChallengeImage.upload;
/** The size of a shared link preview (Open Graph): large enough for the detail page, never enlarged. */
export const CHALLENGE_IMAGE_MAX = { width: 1200, height: 630 } as const;
const FOLDER = 'challenge-images';
/** Local-disk URLs stay valid after a switch to S3 (app.ts keeps serving /uploads). */
const LOCAL_PREFIX = '/uploads';

export const challengeImageErrors = {
  tooLarge: () => new AppError(413, 'payload_too_large', CHALLENGE_IMAGE_MESSAGES.tooLarge),
  invalidType: () => errors.validation(CHALLENGE_IMAGE_MESSAGES.invalidType),
  invalidReference: () => errors.validation(CHALLENGE_IMAGE_MESSAGES.invalidReference, { featuredImageUrl: CHALLENGE_IMAGE_MESSAGES.invalidReference }),
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const UUID_WEBP = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\\.webp';

/** True when `url` is exactly `{storage URL}/challenge-images/{userId}/{uuid}.webp` (local or S3 form). */
export function isOwnChallengeImageUrl(storage: Pick<FileStorage, 'publicUrl'> | undefined, userId: string, url: string): boolean {
  const prefixes = new Set([`${LOCAL_PREFIX}/${FOLDER}/${userId}/`]);
  if (storage) prefixes.add(storage.publicUrl(`${FOLDER}/${userId}/`));
  return [...prefixes].some((prefix) => new RegExp(`^${escapeRegExp(prefix)}${UUID_WEBP}$`).test(url));
}

export function createChallengeImages({ storage, log }: { storage: FileStorage; log?: Logger }) {
  return {
    /** The caller's own image: the user id comes from the session. Returns the URL to send with createChallenge. */
    async upload(userId: string, file: Blob): Promise<{ url: string }> {
      if (file.size > maxBytes) throw challengeImageErrors.tooLarge();
      const bytes = Buffer.from(await file.arrayBuffer());
      const type = detectImageType(bytes);
      // WebP is a real image, but spec §5 allows only JPG, PNG or GIF for a challenge.
      if (!type || !(types as readonly string[]).includes(type)) throw challengeImageErrors.invalidType();
      let webp: Buffer;
      try {
        webp = await reencodeFitted(bytes, CHALLENGE_IMAGE_MAX.width, CHALLENGE_IMAGE_MAX.height);
      } catch (error) {
        if (error instanceof UndecodableImageError) throw challengeImageErrors.invalidType();
        throw error;
      }
      const key = `${FOLDER}/${userId}/${randomUUID()}.webp`;
      try {
        await storage.put(key, webp, 'image/webp');
      } catch (error) {
        log?.error({ err: error, key, storage: storage.kind }, 'challenge image upload to storage failed');
        throw uploadErrors.storageFailed();
      }
      return { url: storage.publicUrl(key) };
    },
  };
}
export type ChallengeImages = ReturnType<typeof createChallengeImages>;
