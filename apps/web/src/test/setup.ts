import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';

// The first test of a file also pays for lazy imports and jsdom warm-up; on a loaded 2-core CI
// machine that can pass Testing Library's 1 s default, so findBy*/waitFor wait up to 5 s.
configure({ asyncUtilTimeout: 5_000 });

// Forms validate through a chunk of their own (lib/forms/lazy-resolver.ts), which a phone fetches while
// the person types; a test submits at once. Loaded up front, a first submit validates as it always has.
// The same for an admin action's confirm dialog (components/action-dialog.tsx) and the parts a page
// fetches right after it renders (lib/lazy-part.tsx): a test presses the button that shows them at once.
beforeAll(() =>
  Promise.all([
    import('@/features/auth/schema-resolvers'),
    import('@/features/create-challenge/lib/challenge-resolver'),
    import('@/features/kyc/lib/kyc-resolver'),
    import('@/features/profile/lib/profile-resolver'),
    import('@/components/action-dialog').then((m) => m.preloadActionDialog()),
    import('@/features/auth/components/login/phone-login-part').then((m) => m.PhoneLogin.preload()),
    import('@/features/auth/components/modal/phone-step-part').then((m) => m.PhoneStep.preload()),
    import('@/components/winner-checkboxes-part').then((m) => m.WinnerCheckboxes.preload()),
    import('@/features/profile/components/profile-parts').then((m) => Promise.all(m.PROFILE_PARTS.map((part) => part.preload()))),
    import('@/features/profile/components/confirm-dialog').then((m) => m.ConfirmDialog.preload()),
    import('@/features/admin/components/user-activity-parts').then((m) => Promise.all([m.UserFacts.preload(), m.UserChallenges.preload(), m.UserTransactions.preload()])),
  ]),
);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// jsdom lacks these; components (Radix, scroll handling) call them.
window.scrollTo = () => {};
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;
