// spec §5 Challenge and §8 Challenge: the words of the create form.
import { CHALLENGE_MESSAGES } from '@changamoto/shared/domain';

export const CREATE_MESSAGES = {
  ...CHALLENGE_MESSAGES,
  loginRequired: 'You must be logged in to create a challenge.',
  imageType: 'Invalid file type. Please select a JPG, PNG, or GIF.',
  imageSize: 'File is too large. Maximum size is 2MB.',
  imageFailed: (message: string) => `Image upload failed: ${message}`,
  createFailed: (message: string) => `Error creating challenge: ${message}`,
  unknown: 'Failed to create challenge.',
} as const;
