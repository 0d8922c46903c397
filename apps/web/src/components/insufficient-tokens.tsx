// The error of a token-spending action (create, accept, join, back): when the server refused it for
// too few tokens, a 'Buy tokens' link sits beside the message and brings the person back here after
// the purchase (lib/return-to.ts).
import { Link, useLocation } from 'react-router';
import { FormAlert } from '@/components/ui/form-field';
import { ApiError } from '@/lib/api-client';
import { useSharedT } from '@/lib/i18n';
import { buyTokensPath } from '@/lib/return-to';

export const isInsufficientTokens = (error: unknown): boolean => error instanceof ApiError && error.code === 'insufficient_tokens';

export function SpendErrorAlert({ message, buyTokens }: { message: string; buyTokens: boolean }) {
  const t = useSharedT();
  const { pathname, search } = useLocation();
  return (
    <FormAlert>
      {message}
      {buyTokens && (
        <>
          {' '}
          <Link to={buyTokensPath(`${pathname}${search}`)} className="font-semibold whitespace-nowrap text-red-900 underline underline-offset-2">
            {t('components.buyTokens')}
          </Link>
        </>
      )}
    </FormAlert>
  );
}
