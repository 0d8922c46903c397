import type { profileContract } from '@changamoto/shared/contract';
import type { Handlers } from '../../http/contract-router';
import type { Auth } from '../auth';
import { errors } from '../../http/errors';
import type { ProfileService } from './profile.service';

export function profileHandlers(service: ProfileService, auth: Auth): Handlers<typeof profileContract> {
  return {
    getMyProfile: (_input, _c, viewer) => service.getProfile(viewer.id),
    updateMyProfile: ({ body }, _c, viewer) => service.updateProfile(viewer.id, body),
    usernameExists: async ({ query }) => ({ exists: await service.usernameExists(query.username) }),
    searchUsers: async ({ query }, _c, viewer) => ({ users: await service.searchUsers(query.q, viewer.id) }),
    getPublicProfiles: async ({ body }) => ({ profiles: await service.publicProfiles(body.userIds) }),
    setPassword: async ({ body }, c) => {
      // better-auth refuses when the account already has a password; say so in plain words.
      try {
        await auth.api.setPassword({ body: { newPassword: body.password }, headers: c.req.raw.headers });
      } catch (error) {
        if ((error as { body?: { code?: string } }).body?.code === 'USER_ALREADY_HAS_A_PASSWORD' || /already has a password/i.test(String((error as Error).message))) {
          throw errors.conflict('Your account already has a password.');
        }
        throw error;
      }
      // A first password is a new credential (DOMAIN.md §8, ASVS 3.3.3): every other device signs in again.
      await auth.api.revokeOtherSessions({ headers: c.req.raw.headers });
      return { success: true as const };
    },
    confirmAdult: (_input, _c, viewer) => service.confirmAdult(viewer.id),
    markPhoneStepShown: (_input, _c, viewer) => service.markPhoneStepShown(viewer.id),
  };
}
