// Identity verification (KYC, DOMAIN.md §7): the user's own status and submission, and the admin
// review queue. Images are never at a public URL: each is served by an endpoint that checks the
// caller (the owner, or an admin) and answers with the file's bytes.
import { z } from 'zod';
import {
  dateOfBirthProblem,
  idNumberProblem,
  KYC_ID_TYPES,
  KYC_IMAGE_FIELDS,
  KYC_IMAGE_MAX_BYTES,
  KYC_IMAGE_TYPES,
  KYC_IMAGES,
  KYC_MESSAGES as M,
  KYC_REASON_MAX_LENGTH,
  KYC_SUBMISSION_STATUSES,
  LEGAL_NAME_MAX_LENGTH,
  LEGAL_NAME_PATTERN,
  normalizeIdNumber,
  normalizeLegalName,
} from '../domain/kyc';
import { KYC_STATUSES } from '../domain/profile';
import { endpoint, fileResponseSchema } from './define';
import { uploadBodyLimit } from './policy';
import { routes } from './routes';

const isoDateTime = z.iso.datetime({ offset: true });

function hasIdFields(value: unknown): boolean {
  const v = value as { idType?: unknown; idNumber?: unknown } | null;
  return (KYC_ID_TYPES as readonly unknown[]).includes(v?.idType) && typeof v?.idNumber === 'string';
}

/** The text fields of the verification form (multipart, next to the three images). */
export const kycDetailsSchema = z
  .strictObject({
    legalName: z.string({ error: M.legalName }).transform(normalizeLegalName).pipe(z.string().max(LEGAL_NAME_MAX_LENGTH, M.legalName).regex(LEGAL_NAME_PATTERN, M.legalName)),
    idType: z.enum(KYC_ID_TYPES, { error: M.idType }),
    idNumber: z.string({ error: M.idNumberRequired }).max(40, M.idNumberRequired).transform(normalizeIdNumber),
    dateOfBirth: z
      .string({ error: M.dateOfBirth })
      .trim()
      .superRefine((value, ctx) => {
        const problem = dateOfBirthProblem(value);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      }),
  })
  .superRefine(
    (value, ctx) => {
      const problem = idNumberProblem(value.idType, value.idNumber);
      if (problem) ctx.addIssue({ code: 'custom', path: ['idNumber'], message: problem });
    },
    // The number's format depends on the ID type: checked whenever both are readable, even if another field is wrong.
    { when: ({ value }) => hasIdFields(value) },
  );
export type KycDetailsInput = z.input<typeof kycDetailsSchema>;

/** Paths of the three images, each served only to whoever may see them (owner or admin). */
const imagePathsSchema = z.object({ id_front: z.string(), id_back: z.string(), selfie: z.string() });

export const kycSubmissionSchema = z.object({
  id: z.uuid(),
  legalName: z.string(),
  idType: z.enum(KYC_ID_TYPES),
  idNumber: z.string(),
  dateOfBirth: z.string(),
  status: z.enum(KYC_SUBMISSION_STATUSES),
  /** Why it was rejected (shown to the user); null unless rejected. */
  reason: z.string().nullable(),
  submittedAt: isoDateTime,
  decidedAt: isoDateTime.nullable(),
  images: imagePathsSchema,
});
export type KycSubmission = z.infer<typeof kycSubmissionSchema>;

export const myKycSchema = z.object({
  /** The account's status: unverified → pending → verified | rejected. */
  status: z.enum(KYC_STATUSES),
  /** The reason of the latest rejection while the status is rejected; else null. */
  rejectionReason: z.string().nullable(),
  /** The latest submission (with its images' owner-only paths); null if none was ever made. */
  submission: kycSubmissionSchema.nullable(),
});
export type MyKyc = z.infer<typeof myKycSchema>;

const imageParam = z.enum(KYC_IMAGES, { error: M.imageNotFound });
const submissionId = z.uuid({ error: M.notFound });

const adminKycUserSchema = z.object({ id: z.uuid(), username: z.string().nullable(), email: z.string().nullable(), kycStatus: z.enum(KYC_STATUSES) });

export const adminKycQueueItemSchema = kycSubmissionSchema.omit({ images: true }).extend({ user: adminKycUserSchema });

export const adminKycSubmissionSchema = kycSubmissionSchema.extend({
  user: adminKycUserSchema,
  decidedBy: z.object({ id: z.uuid(), username: z.string().nullable() }).nullable(),
  /** Other submissions with the same ID type and number (any account, any status): rejected ones may point at a borrowed ID. */
  sameIdNumber: z.array(z.object({ id: z.uuid(), userId: z.uuid(), username: z.string().nullable(), status: z.enum(KYC_SUBMISSION_STATUSES), submittedAt: isoDateTime })),
  /** This user's earlier submissions, newest first. */
  earlierSubmissions: z.array(z.object({ id: z.uuid(), status: z.enum(KYC_SUBMISSION_STATUSES), reason: z.string().nullable(), submittedAt: isoDateTime })),
});
export type AdminKycSubmission = z.infer<typeof adminKycSubmissionSchema>;

const reasonSchema = z.string({ error: M.reasonRequired }).trim().min(1, M.reasonRequired).max(KYC_REASON_MAX_LENGTH, M.reasonTooLong);

export const kycContract = {
  getMyKyc: endpoint({
    ...routes.getMyKyc,
    access: 'user',
    tag: 'KYC',
    summary: 'The caller’s identity verification: status, the reason of a rejection, and the latest submission’s details (images as owner-only paths).',
    response: myKycSchema,
  }),
  submitKyc: endpoint({
    ...routes.submitKyc,
    access: 'user',
    rateLimit: 'kycSubmission',
    // Three identity images of at most 5 MB each, plus the text fields and the multipart framing.
    bodyLimit: uploadBodyLimit(KYC_IMAGE_MAX_BYTES, { files: Object.values(KYC_IMAGE_FIELDS).length, framingBytes: 32 * 1024 }),
    tag: 'KYC',
    summary:
      'Submit identity documents (multipart/form-data): legalName, idType (national_id | passport), idNumber, dateOfBirth (YYYY-MM-DD, 18+) and the files idFront, idBack, selfie — JPG or PNG, ≤ 5 MB each, checked by content and re-encoded without metadata. Status becomes pending. 409 when already pending or verified, or when the ID number belongs to another account.',
    body: kycDetailsSchema,
    upload: { fields: Object.values(KYC_IMAGE_FIELDS), maxBytes: KYC_IMAGE_MAX_BYTES, types: KYC_IMAGE_TYPES },
    response: myKycSchema,
    status: 201,
  }),
  getMyKycImage: endpoint({
    ...routes.getMyKycImage,
    access: 'user',
    tag: 'KYC',
    summary: 'One image of the caller’s own submission (image/webp, never cached by shared caches). Anyone else’s submission answers 404.',
    params: z.strictObject({ id: submissionId, image: imageParam }),
    download: { types: ['image/webp'] },
    response: fileResponseSchema,
  }),
  adminListKycSubmissions: endpoint({
    ...routes.adminListKycSubmissions,
    access: 'admin',
    tag: 'Admin',
    summary: 'The KYC review queue: submissions of one status (default pending), oldest first, 50 a page; pass nextCursor as cursor for the next page.',
    query: z.strictObject({
      status: z.enum(KYC_SUBMISSION_STATUSES, { error: 'status must be pending, verified or rejected.' }).default('pending'),
      cursor: z.uuid({ error: 'Invalid cursor.' }).optional(),
    }),
    response: z.object({ submissions: z.array(adminKycQueueItemSchema), nextCursor: z.uuid().nullable() }),
  }),
  adminGetKycSubmission: endpoint({
    ...routes.adminGetKycSubmission,
    access: 'admin',
    tag: 'Admin',
    summary: 'One submission for review: the details, the account, admin-only image paths, other submissions with the same ID number and the user’s earlier submissions.',
    params: z.strictObject({ id: submissionId }),
    response: adminKycSubmissionSchema,
  }),
  adminGetKycImage: endpoint({
    ...routes.adminGetKycImage,
    access: 'admin',
    tag: 'Admin',
    summary: 'One image of any submission (image/webp, never cached by shared caches).',
    params: z.strictObject({ id: submissionId, image: imageParam }),
    download: { types: ['image/webp'] },
    response: fileResponseSchema,
  }),
  adminApproveKyc: endpoint({
    ...routes.adminApproveKyc,
    access: 'admin',
    tag: 'Admin',
    summary: 'Approve a pending submission: the account becomes verified (redemption unlocked), the user is notified, the decision is audited. 409 if already decided; 403 for one’s own.',
    params: z.strictObject({ id: submissionId }),
    response: adminKycSubmissionSchema,
  }),
  adminRejectKyc: endpoint({
    ...routes.adminRejectKyc,
    access: 'admin',
    tag: 'Admin',
    summary: 'Reject a pending submission with a reason the user sees; they may submit again. The user is notified, the decision is audited. 409 if already decided; 403 for one’s own.',
    params: z.strictObject({ id: submissionId }),
    body: z.strictObject({ reason: reasonSchema }),
    response: adminKycSubmissionSchema,
  }),
};
