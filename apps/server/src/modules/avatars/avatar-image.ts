// Avatar image rules: recognise the format by its magic bytes, then decode and re-encode with sharp,
// so what we store and serve is a fresh WebP with no metadata (ARCHITECTURE.md security baseline).
import sharp, { type Sharp } from 'sharp';

export type ImageType = 'image/jpeg' | 'image/png' | 'image/gif' | 'image/webp';

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) => bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);
const ascii = (text: string) => [...text].map((ch) => ch.charCodeAt(0));

/** The image type the bytes really are (never the file name or the browser's declared type); null when none. */
export function detectImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  return null;
}

export const AVATAR_SIZE = 256;
// A 2 MB file can still claim enormous dimensions (a decompression bomb); 50 megapixels covers any
// real phone photo and keeps the decoder's memory bounded.
const MAX_INPUT_PIXELS = 50_000_000;

export class UndecodableImageError extends Error {}

/**
 * Decodes `bytes` (bounded by MAX_INPUT_PIXELS, failing on corrupt data), applies the EXIF orientation,
 * lets `shape` resize the upright image, and re-encodes it as a metadata-free WebP. Any decoder failure
 * is an UndecodableImageError. Shared by avatars and challenge images.
 */
export async function reencodeToWebp(bytes: Buffer, shape: (image: Sharp, size: { width: number; height: number }) => Sharp): Promise<Buffer> {
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    const { width = 0, height = 0 } = await image.metadata();
    if (Math.min(width, height) < 1) throw new Error('image has no size');
    return await shape(image.rotate(), { width, height }).webp({ quality: 82 }).timeout({ seconds: 10 }).toBuffer();
  } catch (error) {
    throw new UndecodableImageError((error as Error).message);
  }
}

/** Upright (EXIF orientation applied), cropped to a centred square of at most 256 px (never enlarged), metadata stripped, WebP. */
export async function reencodeAvatar(bytes: Buffer): Promise<Buffer> {
  // A quarter turn from EXIF swaps width and height, which leaves the shorter side the same.
  return reencodeToWebp(bytes, (image, { width, height }) => {
    const side = Math.min(AVATAR_SIZE, width, height);
    return image.resize(side, side, { fit: 'cover' });
  });
}

/** Upright, scaled down (never up) to fit inside maxWidth × maxHeight keeping its proportions, metadata stripped, WebP. */
export async function reencodeFitted(bytes: Buffer, maxWidth: number, maxHeight: number): Promise<Buffer> {
  return reencodeToWebp(bytes, (image) => image.resize(maxWidth, maxHeight, { fit: 'inside', withoutEnlargement: true }));
}

/** Why checkImage refused a file: larger than allowed, or not an image of an allowed type (by its bytes, or undecodable). */
export class ImageRejectedError extends Error {
  constructor(readonly rejection: 'too_large' | 'invalid_type') {
    super(rejection);
  }
}

/**
 * The avatar upload's checks, for any image upload (avatars, claim evidence): at most `maxBytes`, a type
 * among `types` by its magic bytes (never the name or the declared type), then decoded and re-encoded by
 * `reencode` (metadata gone). Throws ImageRejectedError; the caller words it.
 */
export async function checkImage(file: Blob, { maxBytes, types, reencode }: { maxBytes: number; types: readonly string[]; reencode: (bytes: Buffer) => Promise<Buffer> }): Promise<Buffer> {
  if (file.size > maxBytes) throw new ImageRejectedError('too_large');
  const bytes = Buffer.from(await file.arrayBuffer());
  const type = detectImageType(bytes);
  if (!type || !types.includes(type)) throw new ImageRejectedError('invalid_type');
  try {
    return await reencode(bytes);
  } catch (error) {
    if (error instanceof UndecodableImageError) throw new ImageRejectedError('invalid_type');
    throw error;
  }
}
