import { profileAvatarContract } from '@changamoto/shared/contract';
import type { Handlers } from '../../http/contract-router';
import { errors } from '../../http/errors';
import { UPLOAD_MESSAGES, type AvatarsService } from './avatars.service';

const { field } = profileAvatarContract.uploadAvatar.upload;

export function avatarsHandlers(service: AvatarsService): Handlers<typeof profileAvatarContract> {
  return {
    uploadAvatar: async (_input, c, viewer) => {
      // Not multipart, a malformed form, or no file in the field: all "no file" to the caller.
      const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
      const file = form[field];
      if (!(file instanceof Blob) || file.size === 0) throw errors.validation(UPLOAD_MESSAGES.noFile);
      return service.uploadAvatar(viewer.id, file);
    },
  };
}
