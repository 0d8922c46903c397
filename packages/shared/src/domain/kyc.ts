// Identity verification (KYC, DOMAIN.md §7): the rules and words shared by the server's checks and
// the verification form. Redemption requires `verified` (DOMAIN.md §3).

export const KYC_ID_TYPES = ['national_id', 'passport'] as const;
export type KycIdType = (typeof KYC_ID_TYPES)[number];
export const KYC_ID_TYPE_LABELS: Record<KycIdType, string> = { national_id: 'National ID', passport: 'Passport' };

/** A submission's own status; the account's (users.kyc_status) adds `unverified` for "never submitted". */
export const KYC_SUBMISSION_STATUSES = ['pending', 'verified', 'rejected'] as const;
export type KycSubmissionStatus = (typeof KYC_SUBMISSION_STATUSES)[number];

/** The three images of a submission: their names in URLs and in the multipart form. */
export const KYC_IMAGES = ['id_front', 'id_back', 'selfie'] as const;
export type KycImage = (typeof KYC_IMAGES)[number];
export const KYC_IMAGE_FIELDS = { id_front: 'idFront', id_back: 'idBack', selfie: 'selfie' } as const satisfies Record<KycImage, string>;
export type KycImageField = (typeof KYC_IMAGE_FIELDS)[KycImage];
export const KYC_IMAGE_LABELS: Record<KycImage, string> = { id_front: 'Front of your ID', id_back: 'Back of your ID', selfie: 'Selfie holding your ID' };

/** JPG or PNG, checked by the file's bytes on the server; at most 5 MB each. */
export const KYC_IMAGE_TYPES = ['image/jpeg', 'image/png'] as const;
export const KYC_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

export const KYC_MIN_AGE = 18;
export const LEGAL_NAME_MAX_LENGTH = 100;
export const KYC_REASON_MAX_LENGTH = 500;

export const KYC_MESSAGES = {
  legalName: 'Enter your full legal name as it appears on your ID (letters, spaces, hyphens and apostrophes).',
  idType: 'Choose your ID type: national ID or passport.',
  idNumberRequired: 'Enter your ID number.',
  nationalIdFormat: 'A national ID number is 6 to 9 digits, with no letters.',
  passportFormat: 'A passport number is 6 to 9 letters and digits.',
  dateOfBirth: 'Enter your date of birth as a real date (YYYY-MM-DD).',
  dateOfBirthFuture: 'Your date of birth cannot be in the future.',
  underage: 'You must be 18 or older to verify your identity.',
  duplicateId: 'This ID number is already linked to another account.',
  imageMissing: {
    id_front: 'Add a photo of the front of your ID.',
    id_back: 'Add a photo of the back of your ID.',
    selfie: 'Add a selfie of yourself holding your ID.',
  } satisfies Record<KycImage, string>,
  imageType: 'Upload a JPG or PNG image.',
  imageTooLarge: 'Each image must be 5 MB or smaller.',
  storageFailed: 'Your documents could not be saved. Please try again.',
  alreadyPending: 'Your documents are already being reviewed. We will let you know when a decision is made.',
  alreadyVerified: 'Your identity is already verified.',
  submitted: 'Thank you. Your documents were submitted and will be reviewed shortly.',
  notFound: 'Verification submission not found.',
  imageNotFound: 'Image not found.',
  alreadyDecided: 'This submission has already been decided.',
  ownSubmission: 'You cannot review your own identity verification.',
  reasonRequired: 'Please give the reason for the rejection; the user will see it.',
  reasonTooLong: `The reason must be ${KYC_REASON_MAX_LENGTH} characters or fewer.`,
  /** In-app and e-mail, to the user, on a decision. */
  approvedNotice: 'Your identity has been verified. You can now redeem tokens from your wallet.',
  rejectedNotice: (reason: string) => `Your identity verification was not approved: ${reason} You can correct it and submit again from Verify Identity on your profile.`,
} as const;

/** How an ID number is stored and compared: spaces and hyphens dropped, letters upper case. */
export function normalizeIdNumber(raw: string): string {
  return raw.replace(/[\s-]/g, '').toUpperCase();
}

/**
 * What two (normalised) ID numbers are compared by, for one account per person (DOMAIN.md §7): a
 * national ID without its leading zeros ('022345678' is '22345678'); a passport as it is — its
 * characters are the issuing country's, and a leading zero is one of them. Migration 0021 computes
 * the same in SQL (kyc_submissions.id_number_key), whose unique index has the final word.
 */
export function idNumberKey(idType: KycIdType, idNumber: string): string {
  return idType === 'national_id' ? idNumber.replace(/^0+/, '') || '0' : idNumber;
}

/** null when the (normalised) number fits its ID type, else the message saying why not. */
export function idNumberProblem(idType: KycIdType, idNumber: string): string | null {
  if (!idNumber) return KYC_MESSAGES.idNumberRequired;
  if (idType === 'national_id') return /^\d{6,9}$/.test(idNumber) ? null : KYC_MESSAGES.nationalIdFormat;
  // ICAO 9303: at most 9 characters; every real passport number has a digit.
  return /^[A-Z0-9]{6,9}$/.test(idNumber) && /\d/.test(idNumber) ? null : KYC_MESSAGES.passportFormat;
}

/** 2–100 letters (any script), with single spaces, hyphens, apostrophes or dots between them. */
export const LEGAL_NAME_PATTERN = /^\p{L}[\p{L}\p{M}'’.\- ]*[\p{L}\p{M}.]$/u;

/** Spaces trimmed and collapsed, so 'Jane   Wanjiru ' and 'Jane Wanjiru' are one name. */
export function normalizeLegalName(raw: string): string {
  return raw.trim().replace(/\s+/g, ' ');
}

export const ISO_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** True for a real calendar date written YYYY-MM-DD (not 2001-02-30). */
export function isCalendarDate(value: string): boolean {
  if (!ISO_DATE_PATTERN.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Today's date in Kenya (YYYY-MM-DD): a birthday starts at midnight Nairobi time on both sides. */
export function kenyaToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Nairobi', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** Full years between a date of birth and `today` (both YYYY-MM-DD); someone born on 29 February has a birthday on 1 March in other years. */
export function ageOn(dateOfBirth: string, today: string): number {
  const years = Number(today.slice(0, 4)) - Number(dateOfBirth.slice(0, 4));
  return today.slice(5) >= dateOfBirth.slice(5) ? years : years - 1;
}

/** null when the date of birth is a real, past date of someone at least 18 today, else why not. */
export function dateOfBirthProblem(dateOfBirth: string, today: string = kenyaToday()): string | null {
  if (!isCalendarDate(dateOfBirth) || dateOfBirth < '1900-01-01') return KYC_MESSAGES.dateOfBirth;
  if (dateOfBirth > today) return KYC_MESSAGES.dateOfBirthFuture;
  return ageOn(dateOfBirth, today) >= KYC_MIN_AGE ? null : KYC_MESSAGES.underage;
}
