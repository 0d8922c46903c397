// POST /api/auth/two-factor/verify-backup-code: finishes a sign-in with one of the backup codes shown at
// setup ("DkEDO-eZpw3"), each good once (issue #24 item 3).
import { useMutation } from '@tanstack/react-query';
import { authRequest } from '@/lib/auth/auth-api';
import type { SignInResult } from './types';

export function verifyBackupCode({ code, trustDevice }: { code: string; trustDevice: boolean }) {
  return authRequest<SignInResult>('/two-factor/verify-backup-code', { code, trustDevice });
}

export function useVerifyBackupCode() {
  return useMutation({ mutationKey: ['auth', 'verify-backup-code'], mutationFn: verifyBackupCode });
}
