import { ADULT_MESSAGES } from '@changamoto/shared/domain';
import { useMutation } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { sessionQueryKey } from '@/lib/queries/session';
import { useAuthModal } from '@/lib/auth-modal';
import { toast } from '@/lib/toast';
import { renderWithProviders } from '@/test/render';
import { makeProfile, ModalHarness, requestsTo, serveAuth, signedOut, type Handler } from '../../test/auth-test-utils';
import AuthModal from '../auth-modal';

afterEach(() => window.history.replaceState(null, '', '/'));

const refused = { status: 403, body: { error: { code: 'adult_confirmation_required', message: ADULT_MESSAGES.beforeTokens } } };

/** Any money action of any feature: a mutation whose answer the server may refuse for 18+. */
function BuyButton() {
  const { request } = useAuthModal();
  const buy = useMutation({ mutationFn: () => api('initiatePayment', { body: { bundleId: 'b1' } }, { idempotencyKey: 'buy-key-1234' }) });
  return (
    <>
      <button type="button" onClick={() => buy.mutate()}>
        Pay KES 350
      </button>
      {buy.isSuccess && <p>Off to the checkout</p>}
      {request && <AuthModal />}
    </>
  );
}

/** A signed-in account that has not confirmed 18+: buying is refused until POST /api/account/confirm-adult. */
function serveUnconfirmed(overrides: Record<string, Handler> = {}) {
  let profile = makeProfile({ isAdultConfirmed: false });
  return serveAuth({
    'GET /api/profile': () => ({ body: profile }),
    'POST /api/wallet/payments': () => (profile.isAdultConfirmed ? { status: 201, body: { success: true, authorizationUrl: 'https://checkout.example/x', reference: 'chg-1', transactionId: 't1' } } : refused),
    'POST /api/account/confirm-adult': async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      profile = { ...profile, isAdultConfirmed: true };
      return { body: profile };
    },
    ...overrides,
  });
}

describe('auth modal: Confirm Your Age', () => {
  it('opens when a money action is refused for 18+, asks with the sign-up form’s words, confirms, and the action then goes through', async () => {
    const user = userEvent.setup();
    const successToast = vi.spyOn(toast, 'success');
    const spy = serveUnconfirmed();
    const { queryClient } = renderWithProviders(<BuyButton />);
    const pay = screen.getByRole('button', { name: 'Pay KES 350' });
    await user.click(pay);

    const dialog = await screen.findByRole('dialog', { name: 'Confirm Your Age' });
    expect(within(dialog).getByText(/Please confirm you are 18 or older before using tokens\./)).toBeInTheDocument();
    const box = within(dialog).getByRole('checkbox', { name: 'I am 18 or older' });
    expect(box).toHaveFocus();

    // Not ticked: the field says why, nothing is sent.
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(within(dialog).getByText(ADULT_MESSAGES.required)).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(requestsTo(spy, 'POST', '/api/account/confirm-adult')).toHaveLength(0);

    await user.click(box);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(within(dialog).getByRole('button', { name: 'Confirming...' })).toBeDisabled();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requestsTo(spy, 'POST', '/api/account/confirm-adult')[0]?.body).toEqual({ isAdultConfirmed: true });
    expect(successToast).toHaveBeenCalledWith(ADULT_MESSAGES.confirmed);
    expect(queryClient.getQueryData<{ isAdultConfirmed: boolean }>(sessionQueryKey)?.isAdultConfirmed).toBe(true);

    // Back where the person was: the same button now reaches the checkout.
    await user.click(screen.getByRole('button', { name: 'Pay KES 350' }));
    expect(await screen.findByText('Off to the checkout')).toBeInTheDocument();
  });

  it('says so when the confirmation could not be saved, and lets the person try again', async () => {
    const user = userEvent.setup();
    let fail = true;
    serveUnconfirmed({
      'POST /api/account/confirm-adult': () => (fail ? { status: 503, body: { error: { code: 'internal_error', message: 'The service is busy. Please try again.' } } } : { body: makeProfile() }),
    });
    renderWithProviders(<BuyButton />);
    await user.click(screen.getByRole('button', { name: 'Pay KES 350' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Your Age' });
    await user.click(within(dialog).getByRole('checkbox', { name: 'I am 18 or older' }));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The service is busy. Please try again.');
    fail = false;
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('other refusals do not open it', async () => {
    const user = userEvent.setup();
    serveUnconfirmed({ 'POST /api/wallet/payments': () => ({ status: 403, body: { error: { code: 'forbidden', message: 'Your balance is frozen.' } } }) });
    renderWithProviders(<BuyButton />);
    await user.click(screen.getByRole('button', { name: 'Pay KES 350' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('an existing account that never confirmed is asked right after its code sign-in, then goes to the redirect target', async () => {
    const user = userEvent.setup();
    let signedIn = false;
    serveUnconfirmed({
      'POST /api/auth/email-otp/send-verification-otp': () => ({ body: { success: true } }),
      'POST /api/auth/sign-in/email-otp': () => {
        signedIn = true;
        return { body: { token: 'session-token', user: { id: makeProfile().id, email: makeProfile().email } } };
      },
      'GET /api/profile': () => (signedIn ? { body: makeProfile({ isAdultConfirmed: false }) } : signedOut),
    });
    renderWithProviders(<ModalHarness redirectTo="/wallet" />);
    await user.click(screen.getByRole('button', { name: 'Open sign-in' }));
    await user.type(await screen.findByLabelText('Email address'), makeProfile().email!);
    await user.click(screen.getByRole('button', { name: 'Continue with Email' }));
    await user.type(await screen.findByLabelText('6-digit code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify Code' }));

    const dialog = await screen.findByRole('dialog', { name: 'Confirm Your Age' });
    expect(screen.getByTestId('location')).toHaveTextContent('/');
    await user.click(within(dialog).getByRole('checkbox', { name: 'I am 18 or older' }));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/wallet'));
  });
});
