// Identity verification (DOMAIN.md §7, issue #7): a user submits their details and three images
// (unverified | rejected → pending); an admin approves (→ verified, redemption unlocked) or rejects
// with a reason the user sees (→ rejected, they may submit again). One ID number per account among
// pending and verified submissions. Images live in private storage and are read back only for the
// owner or an admin. Each decision is audited and notified in its own transaction.
import { randomUUID } from 'node:crypto';
import { routes, type AdminKycSubmission, type KycSubmission, type MyKyc } from '@changamoto/shared/contract';
import { KYC_IMAGES, KYC_MESSAGES as M, type KycIdType, type KycImage, type KycStatus, type KycSubmissionStatus } from '@changamoto/shared/domain';
import type { Db } from '../../db/client';
import type { Viewer } from '../../http/contract-router';
import { AppError, errors } from '../../http/errors';
import type { Logger } from '../../logger';
import type { PrivateFileStorage } from '../../providers/private-storage';
import { StorageError } from '../../providers/storage';
import { audit } from '../audit/audit';
import { shownEmail } from '../auth/auth';
import type { NotificationsService } from '../notifications/notifications.service';
import { prepareKycImages, type KycFiles } from './kyc-images';
import * as repo from './kyc.repo';
import { runInTransaction } from '../../db/unit-of-work';
import { NOTICES_SW } from '../notifications/notice-texts-sw';

export interface KycDetails {
  legalName: string;
  idType: KycIdType;
  idNumber: string;
  dateOfBirth: string;
}

/** The admin queue's page size. */
export const KYC_QUEUE_PAGE = 50;

const UNIQUE_VIOLATION = '23505';
const duplicateId = () => new AppError(409, 'conflict', M.duplicateId, { idNumber: M.duplicateId });

/** A refusal for a user whose account already has a pending or verified submission. */
function statusRefusal(status: KycStatus): AppError | null {
  if (status === 'pending') return errors.conflict(M.alreadyPending);
  if (status === 'verified') return errors.conflict(M.alreadyVerified);
  return null;
}

const fill = (path: string, values: Record<string, string>) => path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(values[name] ?? ''));
const imagePaths = (route: { path: string }, id: string) => Object.fromEntries(KYC_IMAGES.map((image) => [image, fill(route.path, { id, image })])) as Record<KycImage, string>;
const keyOf = (s: repo.SubmissionRow, image: KycImage) => ({ id_front: s.id_front_key, id_back: s.id_back_key, selfie: s.selfie_key })[image];

function submissionFields(s: repo.SubmissionRow): Omit<KycSubmission, 'images'> {
  return {
    id: s.id,
    legalName: s.legal_name,
    idType: s.id_type,
    idNumber: s.id_number,
    dateOfBirth: s.date_of_birth,
    status: s.status,
    reason: s.reason,
    submittedAt: s.created_at.toISOString(),
    decidedAt: s.decided_at?.toISOString() ?? null,
  };
}

const userOf = (s: repo.SubmissionWithUser) => ({ id: s.user_id, username: s.username, email: shownEmail(s.email), kycStatus: s.kyc_status });

/** The router lets only admins in; the service says so again, so no other caller can skip it (DOMAIN.md §6). */
function assertAdmin(viewer: Viewer): void {
  if (viewer.role !== 'admin') throw errors.forbidden();
}

export function createKycService({ db, storage, notifications, log }: { db: Db; storage: PrivateFileStorage; notifications: Pick<NotificationsService, 'notify'>; log?: Logger }) {
  async function getMine(userId: string): Promise<MyKyc> {
    const [status, latest] = await Promise.all([repo.userKycStatus(db, userId), repo.latestSubmission(db, userId)]);
    return {
      status,
      rejectionReason: status === 'rejected' ? (latest?.reason ?? null) : null,
      submission: latest ? { ...submissionFields(latest), images: imagePaths(routes.getMyKycImage, latest.id) } : null,
    };
  }

  async function getForAdmin(admin: Viewer, id: string): Promise<AdminKycSubmission> {
    assertAdmin(admin);
    const s = await repo.findSubmissionWithUser(db, id);
    if (!s) throw errors.notFound(M.notFound);
    const [same, earlier] = await Promise.all([repo.sameIdNumber(db, { id: s.id, idType: s.id_type, idNumber: s.id_number }), repo.earlierSubmissions(db, { id: s.id, userId: s.user_id, createdAt: s.created_at })]);
    return {
      ...submissionFields(s),
      images: imagePaths(routes.adminGetKycImage, s.id),
      user: userOf(s),
      decidedBy: s.decided_by ? { id: s.decided_by, username: s.decided_by_username } : null,
      sameIdNumber: same.map((o) => ({ id: o.id, userId: o.user_id, username: o.username, status: o.status, submittedAt: o.created_at.toISOString() })),
      earlierSubmissions: earlier.map((o) => ({ id: o.id, status: o.status, reason: o.reason, submittedAt: o.created_at.toISOString() })),
    };
  }

  async function readImage(s: repo.SubmissionRow | undefined, image: KycImage) {
    if (!s) throw errors.notFound(M.imageNotFound);
    const file = await storage.get(keyOf(s, image));
    if (!file) {
      log?.error({ submissionId: s.id, image, storage: storage.kind }, 'kyc image missing from private storage');
      throw errors.notFound(M.imageNotFound);
    }
    return file;
  }

  async function decide(admin: Viewer, id: string, decision: { status: 'verified' } | { status: 'rejected'; reason: string }, requestId: string | null): Promise<AdminKycSubmission> {
    assertAdmin(admin);
    const reason = decision.status === 'rejected' ? decision.reason : null;
    await runInTransaction(db, async (tx) => {
      const s = await repo.lockSubmission(tx, id);
      if (!s) throw errors.notFound(M.notFound);
      if (s.user_id === admin.id) throw errors.forbidden(M.ownSubmission);
      if (s.status !== 'pending') throw errors.conflict(M.alreadyDecided);
      const accountBefore = await repo.lockUserKycStatus(tx, s.user_id);
      await repo.recordDecision(tx, id, { status: decision.status, reason, adminId: admin.id });
      await repo.setUserKycStatus(tx, s.user_id, decision.status);
      await audit(
        tx,
        { id: admin.id, requestId },
        {
          action: decision.status === 'verified' ? 'kyc.approve' : 'kyc.reject',
          targetType: 'kyc_submission',
          targetId: id,
          // Statuses only: never the document number or images (0011_audit.sql).
          before: { status: s.status, userId: s.user_id, kycStatus: accountBefore },
          after: { status: decision.status, userId: s.user_id, kycStatus: decision.status },
          reason,
        },
      );
      const message = reason === null ? { en: M.approvedNotice, sw: NOTICES_SW.kycApproved } : { en: M.rejectedNotice(reason), sw: NOTICES_SW.kycRejected(reason) };
      // None of the 18 notification types of spec §3 is about identity. premium_unlocked is the one
      // about an account capability rather than a token movement or a challenge, and this product has
      // no premium feature, so its preference toggle governs these messages alone. No related id: the
      // click leads to /notifications (spec §8), never to a /transactions/{id} that does not exist.
      await notifications.notify(tx, {
        userId: s.user_id,
        type: 'premium_unlocked',
        message,
        relatedEntityUuid: null,
        email: {
          subject: decision.status === 'verified' ? { en: 'Identity verified · Changamoto', sw: NOTICES_SW.kycApprovedSubject } : { en: 'Identity verification not approved · Changamoto', sw: NOTICES_SW.kycRejectedSubject },
          text: message,
        },
      });
    });
    log?.info({ submissionId: id, adminId: admin.id, status: decision.status }, 'kyc submission decided');
    return getForAdmin(admin, id);
  }

  return {
    getMine,

    /** The caller's own submission (the user id comes from the session). 409 when pending or verified, or when the number belongs to another account. */
    async submit(userId: string, details: KycDetails, files: KycFiles): Promise<MyKyc> {
      // The cheap refusals first, before any image is decoded or stored.
      const refusal = statusRefusal(await repo.userKycStatus(db, userId));
      if (refusal) throw refusal;
      if (await repo.idNumberHeldByOther(db, userId, details.idType, details.idNumber)) throw duplicateId();
      const images = await prepareKycImages(files);

      // Random keys, never shown to anyone: the images are reached only through the submission id.
      const keys = Object.fromEntries(KYC_IMAGES.map((image) => [image, `kyc/${userId}/${randomUUID()}.webp`])) as Record<KycImage, string>;
      const stored: string[] = [];
      try {
        for (const image of KYC_IMAGES) {
          await storage.put(keys[image], images[image], 'image/webp');
          stored.push(keys[image]);
        }
        await runInTransaction(db, async (tx) => {
          const again = statusRefusal(await repo.lockUserKycStatus(tx, userId));
          if (again) throw again;
          // The partial unique index decides between two accounts submitting one number at once.
          await repo.insertSubmission(tx, { userId, ...details, keys });
          await repo.setUserKycStatus(tx, userId, 'pending');
        });
      } catch (error) {
        await Promise.all(stored.map((key) => storage.remove(key).catch((err: unknown) => log?.warn({ err, key }, 'could not remove a kyc image after a failed submission'))));
        if (error instanceof StorageError) {
          log?.error({ err: error, storage: storage.kind }, 'kyc image upload to private storage failed');
          throw new AppError(502, 'internal_error', M.storageFailed);
        }
        const pg = error as { code?: string; constraint?: string };
        if (!(error instanceof AppError) && pg.code === UNIQUE_VIOLATION) {
          throw pg.constraint === 'kyc_submissions_id_number_key' ? duplicateId() : errors.conflict(M.alreadyPending);
        }
        throw error;
      }
      log?.info({ userId }, 'kyc submitted');
      return getMine(userId);
    },

    /** An image of the caller's own submission; anyone else's answers 404, like a missing one (revealing nothing). */
    async ownImage(viewer: Viewer, id: string, image: KycImage) {
      const s = await repo.findSubmission(db, id);
      return readImage(s?.user_id === viewer.id ? s : undefined, image);
    },

    async list(admin: Viewer, q: { status: KycSubmissionStatus; cursor?: string }) {
      assertAdmin(admin);
      const rows = await repo.listQueue(db, { status: q.status, after: q.cursor, limit: KYC_QUEUE_PAGE + 1 });
      const page = rows.slice(0, KYC_QUEUE_PAGE);
      return {
        submissions: page.map((s) => ({ ...submissionFields(s), user: userOf(s) })),
        nextCursor: rows.length > KYC_QUEUE_PAGE ? page.at(-1)!.id : null,
      };
    },

    get: getForAdmin,

    async adminImage(admin: Viewer, id: string, image: KycImage) {
      assertAdmin(admin);
      return readImage(await repo.findSubmission(db, id), image);
    },

    approve: (admin: Viewer, id: string, requestId: string | null) => decide(admin, id, { status: 'verified' }, requestId),
    reject: (admin: Viewer, id: string, reason: string, requestId: string | null) => decide(admin, id, { status: 'rejected', reason }, requestId),
  };
}
export type KycService = ReturnType<typeof createKycService>;
