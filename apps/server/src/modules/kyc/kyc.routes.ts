import type { kycContract } from '@changamoto/shared/contract';
import { KYC_IMAGE_FIELDS, KYC_IMAGES } from '@changamoto/shared/domain';
import type { Context } from 'hono';
import type { Handlers } from '../../http/contract-router';
import type { AppEnv } from '../../http/types';
import { PRIVATE_CACHE_CONTROL } from '../../providers/private-storage';
import type { KycFiles } from './kyc-images';
import type { KycService } from './kyc.service';

/** The files of the submission form (its text fields were checked by the router against the contract). */
async function readFiles(c: Context<AppEnv>): Promise<KycFiles> {
  const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
  return Object.fromEntries(KYC_IMAGES.map((image) => [image, form[KYC_IMAGE_FIELDS[image]]]).filter(([, file]) => file instanceof Blob));
}

/** An identity image: never stored by a shared cache, never guessed into another type, never offered as a download page. */
const sendImage = (c: Context<AppEnv>, file: { body: Buffer; contentType: string }) =>
  c.body(new Uint8Array(file.body), 200, { 'Content-Type': file.contentType, 'Cache-Control': PRIVATE_CACHE_CONTROL, 'Content-Disposition': 'inline', 'X-Content-Type-Options': 'nosniff' });

export function kycHandlers(service: KycService): Handlers<typeof kycContract> {
  return {
    getMyKyc: (_input, _c, viewer) => service.getMine(viewer.id),
    submitKyc: async ({ body }, c, viewer) => service.submit(viewer.id, body, await readFiles(c)),
    getMyKycImage: async ({ params }, c, viewer) => sendImage(c, await service.ownImage(viewer, params.id, params.image)),
    adminListKycSubmissions: ({ query }, _c, viewer) => service.list(viewer, query),
    adminGetKycSubmission: ({ params }, _c, viewer) => service.get(viewer, params.id),
    adminGetKycImage: async ({ params }, c, viewer) => sendImage(c, await service.adminImage(viewer, params.id, params.image)),
    adminApproveKyc: ({ params }, c, viewer) => service.approve(viewer, params.id, c.get('requestId') ?? null),
    adminRejectKyc: ({ params, body }, c, viewer) => service.reject(viewer, params.id, body.reason, c.get('requestId') ?? null),
  };
}
