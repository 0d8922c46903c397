import type { Profile } from '@changamoto/shared/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeEventSource } from '@/test/fake-event-source';
import { useAuthModal } from '@/lib/auth-modal';
import { mockApi, renderWithProviders, type MockResponse } from '@/test/render';
import { ProtectedRoute } from '../protected-route';
import { TopNav } from './top-nav';
import { baseProfile } from '@/test/profile';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn(), message: vi.fn() }));
vi.mock('@/lib/toast', () => ({ toast }));

const profile: Profile = { ...baseProfile };

function LocationProbe() {
  return <output aria-label="Current path">{useLocation().pathname}</output>;
}

/** /dashboard is a protected page here, as in the app; the probe shows whether the sign-in modal opened. */
function Page() {
  const { pathname } = useLocation();
  const modal = useAuthModal();
  return (
    <>
      <output aria-label="Auth modal">{modal.request ? 'open' : 'closed'}</output>
      {pathname === '/dashboard' && (
        <ProtectedRoute>
          <p>Dashboard page</p>
        </ProtectedRoute>
      )}
    </>
  );
}

function serve({ me = profile, signOut = () => ({ body: { success: true } }) }: { me?: Profile | null; signOut?: () => MockResponse | Promise<MockResponse> } = {}) {
  return mockApi(({ method, url }) => {
    if (method === 'GET' && url.pathname === '/api/profile') return me ? { body: me } : { status: 401, body: { error: { code: 'unauthorized', message: 'Sign in first.' } } };
    if (method === 'POST' && url.pathname === '/api/auth/sign-out') return signOut();
    return { status: 404, body: { error: { code: 'not_found', message: 'Not found' } } };
  });
}

function renderNav(path = '/dashboard') {
  return renderWithProviders(
    <>
      <TopNav />
      <LocationProbe />
      <Page />
    </>,
    { path },
  );
}

const accountMenu = () => screen.findByRole('button', { name: 'Account menu' });

/** The phone menu, a lazy chunk: on screen once its code has arrived after the toggle was pressed. */
const mobileMenu = () =>
  waitFor(() => {
    const menu = document.getElementById('mobile-menu');
    if (!menu) throw new Error('the phone menu is not open');
    return menu;
  });

async function openAccountMenu(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await accountMenu());
  return screen.findByRole('menu');
}

// The desktop account menu is a lazy chunk (with the language switch): load it once up front, so the
// first test's wait is for the session, not for compiling modules on a loaded machine.
beforeAll(async () => {
  await import('./user-menu');
});
beforeEach(() => vi.clearAllMocks());

describe('top bar, signed in', () => {
  it('shows the token balance, Add Tokens to /wallet and the username initial, never Sign In', async () => {
    serve({ me: { ...profile, tokens: 1250 } });
    renderNav();
    expect(await accountMenu()).toHaveTextContent(/^W$/);
    expect(screen.getAllByText('1,250 Tokens').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Add Tokens' })).toHaveAttribute('href', '/wallet');
    expect(screen.queryByRole('button', { name: 'Sign In' })).toBeNull();
  });

  it('a phone-width window neither loads nor renders the desktop account menu (md:flex hides it there); the menu toggle remains', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query, addEventListener: () => {}, removeEventListener: () => {} }));
    try {
      serve({ me: { ...profile, tokens: 1250 } });
      renderNav();
      await userEvent.setup().click(await screen.findByRole('button', { name: 'Open menu' }));
      // The phone menu shows the balance once the session has loaded; the desktop part never rendered.
      expect(await within(await mobileMenu()).findByText('1,250 Tokens')).toBeInTheDocument();
      // Had the bar asked for the lazy desktop part, it would have rendered once its module is in.
      await act(async () => {
        await import('./user-menu');
      });
      // The phone bar's and the open menu's; no third from a desktop part.
      expect(screen.getAllByText('1,250 Tokens')).toHaveLength(2);
      expect(screen.queryByRole('button', { name: 'Account menu' })).toBeNull();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('shows 0 Tokens when the balance is zero', async () => {
    serve();
    renderNav();
    await accountMenu();
    expect(screen.getByText('0 Tokens')).toBeInTheDocument();
  });

  it('falls back to the e-mail initial when there is no username', async () => {
    serve({ me: { ...profile, username: null } });
    renderNav();
    expect(await accountMenu()).toHaveTextContent(/^M$/);
  });

  it("falls back to 'U' with neither username nor e-mail", async () => {
    serve({ me: { ...profile, username: null, email: '' } });
    renderNav();
    expect(await accountMenu()).toHaveTextContent(/^U$/);
  });

  it('shows the picture instead of the initial when avatarUrl is set', async () => {
    serve({ me: { ...profile, avatarUrl: '/uploads/avatars/a.webp' } });
    renderNav();
    const trigger = await accountMenu();
    expect(trigger.querySelector('img')).toHaveAttribute('src', '/uploads/avatars/a.webp');
  });

  it('the account dropdown holds Dashboard, My Challenges, Profile Settings and Logout', async () => {
    serve();
    const user = userEvent.setup();
    renderNav();
    const menu = await openAccountMenu(user);
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Dashboard', 'My Challenges', 'Profile Settings', 'Logout']);
    expect(within(menu).getByRole('menuitem', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(within(menu).getByRole('menuitem', { name: 'My Challenges' })).toHaveAttribute('href', '/my-challenges');
    expect(within(menu).getByRole('menuitem', { name: 'Profile Settings' })).toHaveAttribute('href', '/profile');
  });

  it('the open account dropdown leaves the rest of the page to assistive technology (a menu is not modal)', async () => {
    serve();
    const user = userEvent.setup();
    renderNav();
    await openAccountMenu(user);
    expect(screen.getByRole('link', { name: 'Add Tokens' })).toBeVisible();
    expect(document.querySelector('[aria-hidden="true"] a, [aria-hidden="true"] button')).toBeNull();
  });

  it('an admin also finds Admin (the admin area) in the dropdown and the mobile menu (the test above: nobody else does)', async () => {
    serve({ me: { ...profile, role: 'admin' } });
    const user = userEvent.setup();
    renderNav();
    const menu = await openAccountMenu(user);
    expect(within(menu).getByRole('menuitem', { name: 'Admin' })).toHaveAttribute('href', '/admin');
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(within(await mobileMenu()).getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
  });

  it('the desktop bar carries the notifications bell with the unread count', async () => {
    mockApi(({ url }) => (url.pathname === '/api/notifications/unread-count' ? { body: { count: 4 } } : { body: profile }));
    renderNav();
    const desktop = await screen.findByRole('button', { name: 'Notifications, 4 unread notifications' });
    expect(desktop).toHaveTextContent('4');
  });

  it('shows neither Sign In nor the account menu while the session loads', async () => {
    let answer: (response: MockResponse) => void = () => {};
    mockApi(() => new Promise<MockResponse>((resolve) => (answer = resolve)));
    renderNav();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open menu' })).toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Sign In' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Account menu' })).toBeNull();
    answer({ body: profile });
    expect(await accountMenu()).toBeInTheDocument();
  });

  it('keeps the signed-out buttons for visitors', async () => {
    serve({ me: null });
    renderNav('/');
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Account menu' })).toBeNull();
  });

  it('the mobile menu shows the name, tokens, the account links and Logout', async () => {
    serve({ me: { ...profile, tokens: 40 } });
    const user = userEvent.setup();
    renderNav();
    await accountMenu();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await mobileMenu();
    expect(within(menu).getByPlaceholderText('Search challenges')).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'Fitness' })).toBeInTheDocument();
    expect(within(menu).getByText('wanjiku')).toBeInTheDocument();
    expect(within(menu).getByText('40 Tokens')).toBeInTheDocument();
    for (const name of ['Dashboard', 'My Challenges', 'Profile Settings']) expect(within(menu).getByRole('link', { name })).toBeInTheDocument();
    expect(within(menu).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(within(menu).queryByRole('button', { name: 'Sign In' })).toBeNull();
  });
});

describe('logout (spec §8 Logout)', () => {
  async function logOut(signOut: () => MockResponse | Promise<MockResponse>) {
    const fetchSpy = serve({ signOut });
    const user = userEvent.setup();
    renderNav('/dashboard');
    const menu = await openAccountMenu(user);
    await user.click(within(menu).getByRole('menuitem', { name: 'Logout' }));
    return fetchSpy;
  }

  it("success: 'Logged out successfully.', the bar is signed out and the person is on /", async () => {
    await logOut(() => ({ body: { success: true } }));
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledWith('Logged out successfully.');
    expect(screen.getByRole('status', { name: 'Current path' })).toHaveTextContent(/^\/$/);
    expect(screen.queryByRole('button', { name: 'Account menu' })).toBeNull();
  });

  it('logging out from a protected page does not open the sign-in modal', async () => {
    await logOut(() => ({ body: { success: true } }));
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.queryByText('Dashboard page')).toBeNull();
    expect(screen.getByRole('status', { name: 'Auth modal' })).toHaveTextContent('closed');
  });

  it("shows 'Logging out...' while the request runs", async () => {
    let answer: (response: MockResponse) => void = () => {};
    await logOut(() => new Promise<MockResponse>((resolve) => (answer = resolve)));
    expect(await screen.findByRole('menuitem', { name: 'Logging out...' })).toHaveAttribute('data-disabled');
    answer({ body: { success: true } });
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('401: info toast that the session may have expired, and a local reset', async () => {
    await logOut(() => ({ status: 401, body: { code: 'UNAUTHORIZED', message: 'Unauthorized' } }));
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(toast.info).toHaveBeenCalledWith('Your session may have expired. Please log in again.');
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('a message containing JWT counts as an expired session', async () => {
    await logOut(() => ({ status: 400, body: { message: 'invalid JWT: token is expired' } }));
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(toast.info).toHaveBeenCalledWith('Your session may have expired. Please log in again.');
  });

  it('500: error toast, and the person stays signed in where they were', async () => {
    await logOut(() => ({ status: 500, body: { message: 'Internal Server Error' } }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Logout failed on server. Please try again.'));
    expect(screen.getByRole('button', { name: 'Account menu' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign In' })).toBeNull();
    expect(screen.getByRole('status', { name: 'Current path' })).toHaveTextContent('/dashboard');
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('network failure: the unexpected-error toast and a local reset', async () => {
    await logOut(() => {
      throw new TypeError('Failed to fetch');
    });
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith('An unexpected error occurred during logout.');
    expect(screen.getByRole('status', { name: 'Current path' })).toHaveTextContent(/^\/$/);
  });

  it('logs out from the mobile menu too', async () => {
    serve();
    const user = userEvent.setup();
    renderNav();
    await accountMenu();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(within(await mobileMenu()).getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Logged out successfully.'));
    expect(await screen.findAllByRole('button', { name: 'Sign In' })).not.toHaveLength(0);
  });
});

describe('phone top bar, signed in (issue #16: balance and bell beside the menu)', () => {
  const phone = (query: string) => ({ matches: false, media: query, addEventListener: () => {}, removeEventListener: () => {} });
  let unread = 3;
  let walletTokens = 1300;
  beforeEach(() => {
    unread = 3;
    walletTokens = 1300;
    FakeEventSource.instances = [];
    vi.stubGlobal('matchMedia', phone);
    vi.stubGlobal('EventSource', FakeEventSource);
  });
  afterEach(() => vi.unstubAllGlobals());

  function servePhone(me: Profile | null = { ...profile, tokens: 1250 }) {
    return mockApi(({ url }) => {
      if (url.pathname === '/api/profile') return me ? { body: me } : { status: 401, body: { error: { code: 'unauthorized', message: 'Sign in first.' } } };
      if (url.pathname === '/api/notifications/unread-count') return { body: { count: unread } };
      if (url.pathname === '/api/wallet') return { body: { tokens: walletTokens, withdrawable: walletTokens, bonus: 0, region: 'KE', balanceFrozen: false, kycStatus: 'verified' } };
      return { status: 404, body: { error: { code: 'not_found', message: 'Not found' } } };
    });
  }
  const banner = () => screen.getByRole('banner');

  it('shows the balance and the bell with its unread count in the bar, with the menu closed', async () => {
    servePhone();
    renderNav();
    const bell = await within(banner()).findByRole('button', { name: 'Notifications, 3 unread notifications' });
    expect(bell).toHaveTextContent('3');
    // The wallet's balance (the query the live stream refreshes), not only the profile's.
    expect(await within(banner()).findByText('1,300 Tokens')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById('mobile-menu')).toBeNull();
    // The logo stays (its mark; the wordmark waits for wider screens) and still names itself.
    expect(screen.getByRole('link', { name: 'Changamoto home' })).toBeInTheDocument();
    expect(screen.getByText('Changamoto')).toHaveClass('hidden', 'sm:inline');
  });

  it('in order: logo, balance, bell, menu; opening the menu adds no second bell', async () => {
    servePhone();
    const user = userEvent.setup();
    renderNav();
    await within(banner()).findByRole('button', { name: /^Notifications/ });
    const order = [screen.getByRole('link', { name: 'Changamoto home' }), within(banner()).getAllByText(/Tokens$/)[0]!, within(banner()).getByRole('button', { name: /^Notifications/ }), screen.getByRole('button', { name: 'Open menu' })];
    for (let i = 1; i < order.length; i += 1) expect(order[i - 1]!.compareDocumentPosition(order[i]!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(within(banner()).getAllByRole('button', { name: /^Notifications/ })).toHaveLength(1);
  });

  it('the bell opens the notifications popover from the bar', async () => {
    servePhone();
    const user = userEvent.setup();
    renderNav();
    await user.click(await within(banner()).findByRole('button', { name: /^Notifications/ }));
    const popover = await screen.findByRole('dialog', { name: 'Notifications' });
    // Hung from the bar's row (positioned), inset like the page, so it never leaves a 320 px screen.
    expect(popover).toHaveClass('right-4');
    expect(popover.parentElement).not.toHaveClass('relative');
  });

  it('live: a notification or a balance event updates the bar without a reload', async () => {
    servePhone();
    renderNav();
    expect(await within(banner()).findByRole('button', { name: 'Notifications, 3 unread notifications' })).toBeInTheDocument();
    expect(await within(banner()).findByText('1,300 Tokens')).toBeInTheDocument();
    await waitFor(() => expect(FakeEventSource.instances.length).toBeGreaterThan(0));
    unread = 4;
    walletTokens = 1400;
    await act(async () => {
      FakeEventSource.latest!.emit('notification.created');
      FakeEventSource.latest!.emit('balance.changed');
    });
    expect(await within(banner()).findByRole('button', { name: 'Notifications, 4 unread notifications' })).toBeInTheDocument();
    expect(await within(banner()).findByText('1,400 Tokens')).toBeInTheDocument();
  });

  it('visitors get only the logo and the menu; /login none of the account part', async () => {
    servePhone(null);
    const visitor = renderNav('/');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open menu' })).toBeInTheDocument());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('button', { name: /^Notifications/ })).toBeNull();
    expect(screen.queryByText(/Tokens$/)).toBeNull();
    expect(screen.getByText('Changamoto')).not.toHaveClass('hidden');
    visitor.unmount();

    servePhone();
    renderNav('/login');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('button', { name: /^Notifications/ })).toBeNull();
  });
});
