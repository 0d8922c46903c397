// The three identity images of a submission, checked the way avatars are (ARCHITECTURE.md security
// baseline): present, at most 5 MB, JPG or PNG by their magic bytes (never the name or the declared
// type), then decoded and re-encoded — upright, EXIF and GPS gone — as WebP. All three are checked
// before anything is stored, so a bad file leaves nothing behind.
import { KYC_IMAGE_FIELDS, KYC_IMAGE_MAX_BYTES, KYC_IMAGE_TYPES, KYC_IMAGES, KYC_MESSAGES as M, type KycImage } from '@changamoto/shared/domain';
import { AppError, errors } from '../../http/errors';
import { detectImageType, reencodeFitted, UndecodableImageError } from '../avatars/avatar-image';

/** Large enough to read the small print of an ID card, small enough to keep a submission under ~2 MB. */
export const KYC_IMAGE_MAX_SIDE = 2000;

export const kycImageErrors = {
  tooLarge: (fields?: Record<string, string>) => new AppError(413, 'payload_too_large', M.imageTooLarge, fields),
};

export type KycFiles = Partial<Record<KycImage, Blob>>;

/** Every problem of one kind at once, keyed by the form's field name, so the form can show each under its picker. */
function refuse(problems: Partial<Record<KycImage, string>>, toError: (message: string, fields: Record<string, string>) => AppError): void {
  const entries = KYC_IMAGES.filter((image) => problems[image]).map((image) => [KYC_IMAGE_FIELDS[image], problems[image]!] as const);
  if (entries.length) throw toError(entries[0]![1], Object.fromEntries(entries));
}

/** The three images, re-encoded; throws 400 (missing, wrong type, undecodable) or 413 (too large) with per-field messages. */
export async function prepareKycImages(files: KycFiles): Promise<Record<KycImage, Buffer>> {
  refuse(Object.fromEntries(KYC_IMAGES.filter((image) => !files[image]?.size).map((image) => [image, M.imageMissing[image]])), errors.validation);
  refuse(Object.fromEntries(KYC_IMAGES.filter((image) => files[image]!.size > KYC_IMAGE_MAX_BYTES).map((image) => [image, M.imageTooLarge])), (_message, fields) => kycImageErrors.tooLarge(fields));

  const prepared: Partial<Record<KycImage, Buffer>> = {};
  const wrongType: Partial<Record<KycImage, string>> = {};
  for (const image of KYC_IMAGES) {
    const bytes = Buffer.from(await files[image]!.arrayBuffer());
    const type = detectImageType(bytes);
    if (!type || !(KYC_IMAGE_TYPES as readonly string[]).includes(type)) {
      wrongType[image] = M.imageType;
      continue;
    }
    try {
      prepared[image] = await reencodeFitted(bytes, KYC_IMAGE_MAX_SIDE, KYC_IMAGE_MAX_SIDE);
    } catch (error) {
      if (!(error instanceof UndecodableImageError)) throw error;
      wrongType[image] = M.imageType;
    }
  }
  refuse(wrongType, errors.validation);
  return prepared as Record<KycImage, Buffer>;
}
