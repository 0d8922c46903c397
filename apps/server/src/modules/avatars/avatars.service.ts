import { UPLOAD_MESSAGES } from '@changamoto/shared/domain';
// Avatar upload rules (spec §5 Avatar upload, §7 Storage, §9 limits): size, real image type by magic
// bytes, re-encode, store under a fresh key (never overwrite), then point users.avatar_url at it.
import { randomUUID } from 'node:crypto';
import { profileAvatarContract, type Profile } from '@changamoto/shared/contract';
import type { Db } from '../../db/client';
import { AppError, errors } from '../../http/errors';
import type { Logger } from '../../logger';
import type { FileStorage } from '../../providers/storage';
import type { ProfileService } from '../profile/profile.service';
import { checkImage, ImageRejectedError, reencodeAvatar } from './avatar-image';
import { setAvatarUrl } from './avatars.repo';
import { publishPersonChanged } from '../realtime/realtime.publish';

/** spec §8 Upload (and §8 Challenge for the size message). */
export { UPLOAD_MESSAGES };

const { maxBytes, types } = profileAvatarContract.uploadAvatar.upload;

export const uploadErrors = {
  tooLarge: () => new AppError(413, 'payload_too_large', UPLOAD_MESSAGES.tooLarge),
  invalidType: () => errors.validation(UPLOAD_MESSAGES.invalidType),
  storageFailed: () => new AppError(502, 'internal_error', UPLOAD_MESSAGES.storageFailed),
};

export function createAvatarsService({ db, storage, profiles, log }: { db: Db; storage: FileStorage; profiles: ProfileService; log: Logger }) {
  return {
    /** The caller's own avatar only: the user id comes from the session, never from the request. */
    async uploadAvatar(userId: string, file: Blob): Promise<Profile> {
      let webp: Buffer;
      try {
        webp = await checkImage(file, { maxBytes, types, reencode: reencodeAvatar });
      } catch (error) {
        if (error instanceof ImageRejectedError) throw error.rejection === 'too_large' ? uploadErrors.tooLarge() : uploadErrors.invalidType();
        throw error;
      }

      // spec §7: {userId}/{random id}.{ext}; a new key every time, so a cached old avatar is never served for the new one.
      const key = `avatars/${userId}/${randomUUID()}.webp`;
      try {
        await storage.put(key, webp, 'image/webp');
      } catch (error) {
        log.error({ err: error, key, storage: storage.kind }, 'avatar upload to storage failed');
        throw uploadErrors.storageFailed();
      }
      await setAvatarUrl(db, userId, storage.publicUrl(key));
      // Challenge pages show the picture: the read models drop the answers that show the old one (decision 037).
      await publishPersonChanged(db, userId);
      return profiles.getProfile(userId);
    },
  };
}
export type AvatarsService = ReturnType<typeof createAvatarsService>;
