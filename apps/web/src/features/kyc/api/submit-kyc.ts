// POST /api/kyc/submissions (multipart): the details and the three images in one form, so the
// server stores all of it or nothing. Answers the new status (pending).
import { routes, type EndpointOutput, type Contract } from '@changamoto/shared/contract/routes-client';
import { KYC_IMAGE_FIELDS, KYC_IMAGES, type KycIdType, type KycImage } from '@changamoto/shared/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, toApiError } from '@/lib/api-client';
import { sessionQueryKey } from '@/lib/queries/session';
import { kycQueryKey } from './get-my-kyc';
import { translate } from '@/lib/i18n';
import '../i18n';

export type MyKyc = EndpointOutput<Contract['getMyKyc']>;

export interface KycSubmissionInput {
  legalName: string;
  idType: KycIdType;
  idNumber: string;
  dateOfBirth: string;
  images: Record<KycImage, File>;
}

export async function submitKyc(input: KycSubmissionInput): Promise<MyKyc> {
  const form = new FormData();
  form.append('legalName', input.legalName);
  form.append('idType', input.idType);
  form.append('idNumber', input.idNumber);
  form.append('dateOfBirth', input.dateOfBirth);
  for (const image of KYC_IMAGES) form.append(KYC_IMAGE_FIELDS[image], input.images[image]);
  let response: Response;
  try {
    // No Content-Type header: the browser writes the multipart boundary itself.
    response = await fetch(routes.submitKyc.path, { method: routes.submitKyc.method, body: form, credentials: 'same-origin' });
  } catch {
    throw new ApiError(0, 'network_error', translate('kyc.form.unreachable'));
  }
  const payload: unknown = await response.json().catch(() => undefined);
  // A proxy in front of the API may refuse a large body before our server can say why.
  if (response.status === 413 && !(payload as { error?: unknown } | undefined)?.error) throw new ApiError(413, 'payload_too_large', translate('kyc.validation.imageTooLarge'));
  if (!response.ok) throw toApiError(response.status, payload);
  return payload as MyKyc;
}

export function useSubmitKyc() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['kyc', 'submit'],
    mutationFn: submitKyc,
    onSuccess: (kyc) => {
      queryClient.setQueryData(kycQueryKey, kyc);
      // The profile carries kycStatus too (the wallet's redemption gate reads it).
      void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    },
  });
}
