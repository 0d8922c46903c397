// The accessibility inventory (issue #8 item 6): every page of spec §2 and of apps/web/src/app/router.tsx,
// in the states that matter, each as [page, who must be signed in, how to reach it]. accessibility.spec.ts
// runs the axe check on every row; accessibility.mobile.spec.ts on the rows marked `mobile` at Pixel 7 size.
import { expect, test as base, type BrowserContext, type Cookie, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './fixtures';
import { createTwoPlayerChallenge, demoAdmin, newPlayer, seededChallengePath, signUpNewPlayer, signUpThroughModal, submitIdentity } from './players';

/**
 * Who is signed in: nobody, or one of the people the `cast` fixture sets up once per worker. Few on
 * purpose: the server allows 20 e-mail-code sign-ins per IP until it has had a quiet minute (better-auth's
 * window restarts only then), and the whole suite signs people up from one address.
 */
type Who = 'nobody' | 'newcomer' | 'host' | 'invitee' | 'admin';

interface Duel {
  /** The host's two_player challenge against the invitee, still pending_acceptance. */
  challengeId: string;
  /** The host's 100-token purchase. */
  purchaseId: string;
}

interface Cast {
  /** Gives `page` the session of `who`. */
  signIn(page: Page, who: Exclude<Who, 'nobody'>): Promise<void>;
  /** Signs a new person up through the auth modal on `page`; they are this worker's newcomer from then on. */
  signUpNewcomer(page: Page, options: { atEachStep: (page: Page) => Promise<void> }): Promise<void>;
  duel(): Promise<Duel>;
  /** The invitee has also sent identity documents, waiting for review; answers their username. */
  applicant(): Promise<string>;
}

export interface Visit {
  /** The page as spec §2 or router.tsx names it. */
  page: string;
  /** What is on screen when axe runs. */
  state: string;
  signedIn: Who;
  /** Gets there and returns once that state is on screen. */
  reach: (page: Page, cast: Cast) => Promise<unknown>;
  /** Also checked at the mobile project's Pixel 7 size; 'only' for a phone's own state (the menu). */
  mobile?: true | 'only';
}

// Seeded by SEED_DEMO_DATA through the app (apps/server/src/db/seed-plan.ts): both active and featured.
const SEEDED = { soloFitness: '10K steps every day for a week', publicMeal: 'Cook a three-course meal under KES 1,000' };
const APPLICANT = 'Amani Axe Check';
const h1 = (page: Page, name: string | RegExp) => expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

/** Opens `path` and waits for its h1. */
const open = (path: string, heading: string | RegExp) => async (page: Page) => {
  await page.goto(path);
  await h1(page, heading);
};

/** Opens `path`, waits for its h1, then for `text` (the state that matters on it). */
const openWith = (path: string, heading: string | RegExp, text: string | RegExp) => async (page: Page) => {
  await open(path, heading)(page);
  await expect(page.getByText(text).first()).toBeVisible();
};

/** openWith for a challenge of the demo data, found by its title. */
const openSeeded = (title: string, text: string | RegExp) => async (page: Page) => openWith(await seededChallengePath(page, title), title, text)(page);

export const visits: Visit[] = [
  // Signed out.
  { page: '/', state: 'home with the featured challenges', signedIn: 'nobody', mobile: true, reach: openWith('/', /Challenge yourself/, 'FIFA 25 head-to-head: best of three') },
  {
    page: '/',
    state: 'auth modal open from Sign In',
    signedIn: 'nobody',
    reach: async (page) => {
      await page.goto('/');
      await page.getByRole('button', { name: 'Sign In' }).click();
      await expect(page.getByRole('dialog', { name: 'Welcome to Changamoto' })).toBeVisible();
    },
  },
  {
    page: '/',
    state: 'phone menu open, signed out',
    signedIn: 'nobody',
    mobile: 'only',
    reach: async (page) => {
      await page.goto('/');
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.getByRole('navigation', { name: 'Mobile categories' })).toBeVisible();
    },
  },
  {
    page: '/dashboard',
    state: 'a protected route while signed out: the auth modal over home',
    signedIn: 'nobody',
    mobile: true,
    reach: async (page) => {
      await page.goto('/dashboard');
      await expect(page.getByRole('dialog', { name: 'Welcome to Changamoto' })).toBeVisible();
    },
  },
  {
    page: '/',
    state: 'auth modal: each step of a passwordless sign-up, then the new dashboard',
    signedIn: 'nobody',
    mobile: true,
    reach: (page, cast) => cast.signUpNewcomer(page, { atEachStep: expectNoSeriousA11yViolations }),
  },
  { page: '/challenges', state: 'the list', signedIn: 'nobody', mobile: true, reach: openWith('/challenges', 'Explore Challenges', '10K steps every day for a week') },
  { page: '/category/:categoryName', state: 'a category with challenges', signedIn: 'nobody', reach: openWith('/category/fitness', 'Fitness', '10K steps every day for a week') },
  { page: '/category/:categoryName', state: 'empty for the chosen type (Show All, View All Categories)', signedIn: 'nobody', mobile: true, reach: openWith('/category/music?type=two_player', 'Music', 'No challenges found.') },
  { page: '/category/:categoryName', state: 'a sort (trending)', signedIn: 'nobody', reach: open('/category/trending', 'Trending') },
  { page: '/challenges/:id', state: 'public challenge, signed out', signedIn: 'nobody', mobile: true, reach: openSeeded(SEEDED.publicMeal, 'Sign Up or Log In to Participate') },
  { page: '/challenges/:id', state: 'Challenge Not Found', signedIn: 'nobody', reach: open('/challenges/00000000-0000-4000-8000-000000000000', 'Challenge Not Found') },
  { page: '/login', state: 'email and password', signedIn: 'nobody', mobile: true, reach: open('/login', 'Sign In') },
  {
    page: '/login',
    state: 'phone: the code screen with the Resend Code countdown',
    signedIn: 'nobody',
    reach: async (page) => {
      await open('/login', 'Sign In')(page);
      await page.getByRole('button', { name: 'Use Phone' }).click();
      await page.getByLabel(/Phone number/).fill(`7${String(Date.now()).slice(-8)}`);
      await page.getByRole('button', { name: 'Send OTP' }).click();
      await expect(page.getByRole('button', { name: /^Resend Code/ })).toBeVisible();
    },
  },
  { page: '/signup', state: 'Create your account', signedIn: 'nobody', mobile: true, reach: open('/signup', 'Create your account') },
  {
    page: '/signup',
    state: 'errors after an empty Create Account',
    signedIn: 'nobody',
    reach: async (page) => {
      await open('/signup', 'Create your account')(page);
      await page.getByRole('button', { name: 'Create Account' }).click();
      await expect(page.getByLabel('Email address')).toHaveAttribute('aria-invalid', 'true');
    },
  },
  { page: '/auth/callback', state: 'a failed sign-in (Return to Homepage)', signedIn: 'nobody', reach: openWith('/auth/callback?error=access_denied', 'Sign-in problem', 'Return to Homepage') },
  { page: '/auth/confirm-email', state: 'the notice', signedIn: 'nobody', reach: open('/auth/confirm-email', 'Confirm your e-mail') },
  { page: '/auth/verify-email', state: 'a link with a token (Confirm my e-mail)', signedIn: 'nobody', reach: openWith('/auth/verify-email?token=not-yet-used', 'Confirm your e-mail', 'Confirm my e-mail') },
  { page: '/auth/verify-email', state: 'an expired link (Resend Email)', signedIn: 'nobody', reach: openWith('/auth/verify-email', 'Confirm your e-mail', /expired/) },
  { page: '/auth/email-link', state: 'the sign-in link', signedIn: 'nobody', reach: openWith('/auth/email-link?email=amina%40example.co.ke&code=123456', 'Sign in to Changamoto', 'amina@example.co.ke') },
  { page: '/auth/two-factor', state: 'the code form', signedIn: 'nobody', reach: open('/auth/two-factor', 'Two-factor verification') },
  {
    page: '/faqs',
    state: 'a question open',
    signedIn: 'nobody',
    mobile: true,
    reach: async (page) => {
      await open('/faqs', 'Help/FAQ')(page);
      await page.getByRole('button', { name: 'Are there withdrawal fees?' }).click();
      await expect(page.getByRole('cell', { name: 'KES 1,501 – 20,000' })).toBeVisible();
    },
  },
  { page: '/privacy-policy', state: 'the policy', signedIn: 'nobody', reach: openWith('/privacy-policy', /Privacy Policy/, 'Effective May 29th 2025') },
  { page: '/terms-of-service', state: 'the terms', signedIn: 'nobody', reach: openWith('/terms-of-service', /Terms of Service/, 'Effective May 30th 2025') },
  ...(['FAQ', 'Privacy Policy', 'Terms of Service'] as const).map((tab): Visit => ({
    page: '/legal',
    state: `the ${tab} tab`,
    signedIn: 'nobody',
    reach: async (page) => {
      await open('/legal', 'Legal Documents')(page);
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    },
  })),
  { page: '/about-us', state: 'the page', signedIn: 'nobody', reach: open('/about-us', 'About Changamoto') },
  { page: '/contact-us', state: 'the form', signedIn: 'nobody', mobile: true, reach: openWith('/contact-us', /./, 'Send Message') },
  {
    page: '/contact-us',
    state: 'errors after an empty Send Message',
    signedIn: 'nobody',
    reach: async (page) => {
      await openWith('/contact-us', /./, 'Send Message')(page);
      await page.getByRole('button', { name: 'Send Message' }).click();
      await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
    },
  },
  { page: '/blog', state: 'the page', signedIn: 'nobody', reach: open('/blog', 'Changamoto Blog') },
  { page: '/careers', state: 'the page', signedIn: 'nobody', reach: open('/careers', 'Careers at Changamoto') },
  { page: '404', state: 'an unknown path', signedIn: 'nobody', mobile: true, reach: open('/this/page/does-not-exist', 'Oops! Page Not Found.') },
  {
    page: '/wallet/paystack-callback',
    state: 'a reference, signed out',
    signedIn: 'nobody',
    reach: openWith('/wallet/paystack-callback?trxref=T_axe_check', 'Payment Status', 'Payment initiated for transaction T_axe_check. Awaiting confirmation...'),
  },

  // A newcomer: signed in, nothing yet (the empty states).
  {
    page: '/',
    state: 'signed-in shell: the account menu open',
    signedIn: 'newcomer',
    reach: async (page) => {
      await openWith('/', /Challenge yourself/, 'FIFA 25 head-to-head: best of three')(page);
      await page.getByRole('button', { name: 'Account menu' }).click();
      await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
    },
  },
  {
    page: '/',
    state: 'phone menu open, signed in',
    signedIn: 'newcomer',
    mobile: 'only',
    reach: async (page) => {
      await openWith('/', /Challenge yourself/, 'FIFA 25 head-to-head: best of three')(page);
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.getByRole('navigation', { name: 'Account' })).toBeVisible();
    },
  },
  {
    page: '/',
    state: 'the notifications popover, empty',
    signedIn: 'newcomer',
    reach: async (page) => {
      await open('/', /Challenge yourself/)(page);
      await page
        .getByRole('banner')
        .getByRole('button', { name: /^Notifications/ })
        .click();
      await expect(page.getByRole('dialog', { name: 'Notifications' }).getByText("You're all caught up!")).toBeVisible();
    },
  },
  { page: '/dashboard', state: 'a new account', signedIn: 'newcomer', mobile: true, reach: open('/dashboard', 'Dashboard') },
  { page: '/get-started', state: 'onboarding: the welcome step', signedIn: 'newcomer', mobile: true, reach: openWith('/get-started', 'Welcome to Changamoto!', "Let's Get Started!") },
  {
    page: '/get-started',
    state: 'onboarding: the trivia question, wrong answers disabled',
    signedIn: 'newcomer',
    reach: async (page) => {
      await openWith('/get-started', 'Welcome to Changamoto!', "Let's Get Started!")(page);
      await page.getByRole('button', { name: "Let's Get Started!" }).click();
      await page.getByRole('button', { name: 'Accept Challenge' }).click();
      await expect(page.getByRole('button', { name: 'London' })).toBeDisabled();
    },
  },
  { page: '/my-challenges', state: 'Created By Me, empty', signedIn: 'newcomer', reach: openWith('/my-challenges', 'My Challenges', "You haven't created any challenges yet.") },
  { page: '/my-challenges', state: 'Challenge Invites & Participation, empty', signedIn: 'newcomer', reach: openWith('/my-challenges?tab=involved', "Challenges I'm Participating In", "You aren't participating in any challenges yet.") },
  { page: '/notifications', state: "You're all caught up!", signedIn: 'newcomer', mobile: true, reach: openWith('/notifications', 'Notifications', "You're all caught up!") },
  {
    page: '/profile',
    state: 'the form, referrals and notification preferences',
    signedIn: 'newcomer',
    mobile: true,
    reach: async (page) => {
      await open('/profile', 'My Profile')(page);
      await expect(page.getByRole('region', { name: 'Notification Preferences' }).getByRole('switch').first()).toBeVisible();
    },
  },
  { page: '/wallet', state: 'no tokens, no payout accounts, no history', signedIn: 'newcomer', mobile: true, reach: openWith('/wallet', 'My Wallet', "You haven't added any payout accounts yet.") },
  {
    page: '/wallet',
    state: 'the Add New Account form (Mobile Money)',
    signedIn: 'newcomer',
    reach: async (page) => {
      await openWith('/wallet', 'My Wallet', "You haven't added any payout accounts yet.")(page);
      await page.getByRole('button', { name: 'Add New Account' }).click();
      await page.getByText('Mobile Money (e.g. M-Pesa)').click();
      await expect(page.getByLabel(/M-Pesa number/)).toBeVisible();
    },
  },
  { page: '/wallet/paystack-callback', state: 'no reference, signed in', signedIn: 'newcomer', reach: openWith('/wallet/paystack-callback', 'Payment Status', 'Missing payment reference.') },
  { page: '/verify-identity', state: 'the form', signedIn: 'newcomer', reach: open('/verify-identity', 'Verify Identity') },
  { page: '/challenges/new', state: 'the form', signedIn: 'newcomer', mobile: true, reach: open('/challenges/new', 'Create New Challenge') },
  {
    page: '/challenges/new',
    state: 'Two Player chosen, errors after an empty Create Challenge',
    signedIn: 'newcomer',
    reach: async (page) => {
      await open('/challenges/new', 'Create New Challenge')(page);
      await page.getByText('Two Player', { exact: true }).click();
      await page.getByRole('button', { name: 'Create Challenge' }).click();
      await expect(page.getByLabel('Title')).toHaveAttribute('aria-invalid', 'true');
    },
  },
  { page: '/challenges/:id', state: 'public challenge, signed in (Join Challenge)', signedIn: 'newcomer', reach: openSeeded(SEEDED.publicMeal, 'Join Challenge') },

  // The host bought tokens and challenged the invitee.
  { page: '/wallet', state: 'a balance and a purchase in the history', signedIn: 'host', reach: openWith('/wallet', 'My Wallet', /^Purchase$/) },
  {
    page: '/transactions/:id',
    state: 'the purchase',
    signedIn: 'host',
    reach: async (page, cast) => {
      await open(`/transactions/${(await cast.duel()).purchaseId}`, /^Purchase$/)(page);
      await expect(page.getByText('completed')).toBeVisible();
    },
  },
  { page: '/my-challenges', state: 'a created challenge', signedIn: 'host', reach: openWith('/my-challenges', 'My Challenges', 'Axe duel: first to ten push-ups') },
  {
    page: '/challenges/:id',
    state: 'two_player pending acceptance, as its creator',
    signedIn: 'host',
    reach: async (page, cast) => openWith(`/challenges/${(await cast.duel()).challengeId}`, 'Axe duel: first to ten push-ups', 'Pending Invite')(page),
  },

  // The invitee was challenged by the host.
  {
    page: '/challenges/invite/:id',
    state: 'Accept / Decline',
    signedIn: 'invitee',
    reach: async (page, cast) => {
      await open(`/challenges/invite/${(await cast.duel()).challengeId}`, 'Challenge Invitation')(page);
      await expect(page.getByRole('button', { name: 'Decline' })).toBeVisible();
    },
  },
  { page: '/notifications', state: 'one unread invitation', signedIn: 'invitee', reach: openWith('/notifications', 'Notifications', '1 unread notification') },
  {
    page: '/',
    state: 'the notifications popover with an unread invitation',
    signedIn: 'invitee',
    reach: async (page) => {
      await open('/', /Challenge yourself/)(page);
      await page
        .getByRole('banner')
        .getByRole('button', { name: /^Notifications, 1 unread/ })
        .click();
      await expect(page.getByRole('dialog', { name: 'Notifications' }).getByText(/challenged you to/)).toBeVisible();
    },
  },

  {
    page: '/verify-identity',
    state: 'documents being reviewed',
    signedIn: 'invitee',
    reach: async (page, cast) => {
      await cast.applicant();
      await openWith('/verify-identity', 'Verify Identity', 'Your documents are being reviewed')(page);
    },
  },

  // The demo admin.
  { page: '/admin', state: 'the verification queue', signedIn: 'admin', reach: open('/admin', 'Verification queue') },
  {
    page: '/admin/users',
    state: 'search results',
    signedIn: 'admin',
    reach: async (page) => {
      await open('/admin/users', 'Users')(page);
      await page.getByLabel('Search by username, email or phone').fill('wanjiru');
      await page.getByRole('button', { name: 'Search' }).click();
      await expect(page.getByRole('list', { name: 'Search results' }).getByRole('link', { name: /wanjiru/i })).toBeVisible();
    },
  },
  {
    page: '/admin/users/:id',
    state: 'a person: balances, actions, challenges, transactions',
    signedIn: 'admin',
    reach: async (page) => {
      await page.goto('/admin/users?q=wanjiru');
      await page
        .getByRole('list', { name: 'Search results' })
        .getByRole('link', { name: /wanjiru/i })
        .click();
      await h1(page, /wanjiru/i);
    },
  },
  {
    page: '/admin/kyc',
    state: 'pending submissions',
    signedIn: 'admin',
    reach: async (page, cast) => {
      await cast.applicant();
      await openWith('/admin/kyc', 'Identity verification', APPLICANT)(page);
    },
  },
  {
    page: '/admin/kyc/:id',
    state: 'one submission beside its images',
    signedIn: 'admin',
    reach: async (page, cast) => {
      const username = await cast.applicant();
      await open('/admin/kyc', 'Identity verification')(page);
      await page.getByRole('list', { name: 'Pending submissions' }).getByRole('listitem').filter({ hasText: username }).getByRole('link', { name: APPLICANT }).click();
      await h1(page, APPLICANT);
      await expect(page.getByRole('button', { name: 'Approve' })).toBeVisible();
    },
  },
  { page: '/admin/payouts', state: 'payouts in flight', signedIn: 'admin', reach: open('/admin/payouts', 'Payouts') },
  { page: '/admin/report', state: 'the platform report', signedIn: 'admin', reach: open('/admin/report', 'Platform report') },
  { page: '/admin/audit', state: 'the audit log', signedIn: 'admin', reach: open('/admin/audit', 'Audit log') },
  { page: '/admin/*', state: 'an unknown admin screen', signedIn: 'admin', reach: open('/admin/no-such-screen', 'No such admin screen') },
  { page: '/challenges/:id', state: 'solo challenge with the Admin Actions panel', signedIn: 'admin', reach: openSeeded(SEEDED.soloFitness, 'Admin Actions') },
];

/** `cast`: the people signed-in rows need, each set up the first time a row of this worker needs them. */
const test = base.extend<object, { cast: Cast }>({
  cast: [
    async ({ browser }, use) => {
      const contexts: BrowserContext[] = [];
      const memo = new Map<string, Promise<unknown>>();
      const once = <T>(key: string, make: () => Promise<T>) => {
        if (!memo.has(key)) memo.set(key, make());
        return memo.get(key) as Promise<T>;
      };
      /** A person set up in a browser of their own, kept open until the worker ends. */
      const kept = (page: Page) => {
        contexts.push(page.context());
        return page;
      };
      const duelists = () =>
        once('duel', async () => {
          const invitee = await signUpNewPlayer(browser, 'axeb');
          const host = await newPlayer(browser, 'axea');
          const challengeId = await createTwoPlayerChallenge(host.page, { title: 'Axe duel: first to ten push-ups', opponent: invitee.username, stake: 20 });
          await host.page.goto('/wallet');
          const purchase = host.page.getByRole('link', { name: 'Purchase', exact: true }).first();
          const purchaseId = (await purchase.getAttribute('href'))!.split('/').pop()!;
          return { host: kept(host.page), invitee: { page: kept(invitee.page), username: invitee.username }, duel: { challengeId, purchaseId } };
        });
      const applicant = () =>
        once('applicant', async () => {
          const { invitee } = await duelists();
          await invitee.page.goto('/verify-identity');
          await submitIdentity(invitee.page, APPLICANT);
          await expect(invitee.page.getByRole('heading', { name: 'Your documents are being reviewed' })).toBeVisible();
          return invitee.username;
        });
      const cookiesOf = {
        newcomer: () =>
          once('newcomer', async () =>
            kept((await signUpNewPlayer(browser, 'axen')).page)
              .context()
              .cookies(),
          ),
        admin: () =>
          once('admin', async () =>
            kept(await demoAdmin(browser))
              .context()
              .cookies(),
          ),
        host: async () => (await duelists()).host.context().cookies(),
        invitee: async () => (await duelists()).invitee.page.context().cookies(),
      } satisfies Record<Exclude<Who, 'nobody'>, () => Promise<Cookie[]>>;
      await use({
        signIn: async (page, who) => page.context().addCookies(await cookiesOf[who]()),
        signUpNewcomer: async (page, { atEachStep }) => {
          await signUpThroughModal(page, 'axen', { atEachStep });
          const cookies = await page.context().cookies();
          if (!memo.has('newcomer')) memo.set('newcomer', Promise.resolve(cookies));
        },
        duel: async () => (await duelists()).duel,
        applicant,
      });
      for (const context of contexts) await context.close();
    },
    { scope: 'worker' },
  ],
});

/**
 * One test per row: reach the state (signed in first if the row says so), then the axe check. The rows
 * are independent (each worker sets its own `cast` up the first time a row needs it), so they are spread
 * over every worker: run in one worker, the desktop file alone took longer than all other journeys
 * together and set CI's wall time.
 */
export function checkEach(rows: Visit[]): void {
  test.describe.configure({ mode: 'parallel' });
  for (const visit of rows) {
    test(`${visit.page} — ${visit.state}${visit.signedIn === 'nobody' ? '' : ` (signed in: ${visit.signedIn})`}`, async ({ page, cast }) => {
      // A row that meets a person for the first time in this worker signs them up (and may buy tokens).
      test.setTimeout(150_000);
      if (visit.signedIn !== 'nobody') await cast.signIn(page, visit.signedIn);
      await visit.reach(page, cast);
      // Loading spinners have gone (their labels end in an ellipsis), so axe sees the settled page.
      await expect(page.getByRole('status').filter({ hasText: /(…|\.\.\.)$/ })).toHaveCount(0);
      const url = page.url();
      await expectNoSeriousA11yViolations(page);
      // The page did not move on while axe ran (the payment callback leaves after 5 s).
      expect(page.url()).toBe(url);
    });
  }
}
