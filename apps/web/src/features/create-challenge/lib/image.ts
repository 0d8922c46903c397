// spec §5/§9: a featured image is a JPG, PNG or GIF of at most 2 MB (the server checks the same).
import { CREATE_MESSAGES } from './messages';

export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif'] as const;
export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;

export function checkImageFile(file: File): string | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return CREATE_MESSAGES.imageType;
  if (file.size > IMAGE_MAX_BYTES) return CREATE_MESSAGES.imageSize;
  return null;
}
