// issue #16 item 11: the optional 'Add Phone Number' step, unreachable for an account that had to
// confirm its e-mail first, is offered at its first sign-in after that — once.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Profile } from '@changamoto/shared/contract';
import { useAuthModal } from '@/lib/auth-modal';
import { renderWithProviders } from '@/test/render';
import AuthModal from '../components/auth-modal';
import { LocationProbe, makeProfile, requestsTo, serveAuth } from '../test/auth-test-utils';
import { usePhoneStepOffer } from './use-phone-step-offer';

/** What app/layout/app-layout.tsx does: the offer, and the modal while a request is set. */
function Layout() {
  usePhoneStepOffer();
  const { request } = useAuthModal();
  return (
    <>
      <LocationProbe />
      {request && <AuthModal />}
    </>
  );
}

function serveSignedIn(initial: Profile) {
  let profile = initial;
  return serveAuth({
    'GET /api/profile': () => ({ body: profile }),
    'POST /api/profile/phone-step': () => {
      profile = { ...profile, offerPhoneStep: false };
      return { body: profile };
    },
  });
}

const location = () => screen.getByTestId('location');

describe('the phone step at the first sign-in after the e-mail is confirmed', () => {
  it("opens 'Add Phone Number' by itself, tells the server it was shown, and Skip for Now goes to /dashboard", async () => {
    const spy = serveSignedIn(makeProfile({ offerPhoneStep: true }));
    const user = userEvent.setup();
    renderWithProviders(<Layout />, { path: '/challenges' });
    const phone = await screen.findByRole('dialog', { name: 'Add Phone Number' });
    expect(within(phone).getByRole('button', { name: 'Send Code' })).toBeInTheDocument();
    await waitFor(() => expect(requestsTo(spy, 'POST', '/api/profile/phone-step')).toHaveLength(1));

    await user.click(within(phone).getByRole('button', { name: 'Skip for Now' }));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/dashboard$/), { timeout: 3000 });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Offered once: it does not come back.
    expect(requestsTo(spy, 'POST', '/api/profile/phone-step')).toHaveLength(1);
  });

  it('closed with Escape, it is not opened again on this visit', async () => {
    serveSignedIn(makeProfile({ offerPhoneStep: true }));
    const user = userEvent.setup();
    renderWithProviders(<Layout />, { path: '/challenges' });
    await screen.findByRole('dialog', { name: 'Add Phone Number' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(location()).toHaveTextContent('/challenges');
  });

  it.each([
    ['the server does not offer it (shown before, a phone already, or the e-mail unconfirmed)', makeProfile({ offerPhoneStep: false })],
    ['the account is still in Complete Your Profile (no username: that flow ends on this step anyway)', makeProfile({ offerPhoneStep: true, username: null })],
  ])('not when %s', async (_case, profile) => {
    const spy = serveSignedIn(profile);
    renderWithProviders(<Layout />, { path: '/challenges' });
    await waitFor(() => expect(requestsTo(spy, 'GET', '/api/profile')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
