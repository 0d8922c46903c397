// spec §8 Upload messages, shared by the server's checks and the web's pre-checks.
export const UPLOAD_MESSAGES = {
  noFile: 'No file provided for upload.',
  tooLarge: 'File is too large. Maximum size is 2MB.',
  invalidType: 'Invalid file type. Please upload an image (JPG, PNG, GIF, WebP).',
  storageFailed: 'Failed to upload image to storage.',
} as const;
