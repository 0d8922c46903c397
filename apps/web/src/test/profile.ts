// Test-only: a signed-in person's profile (GET /api/profile), for tests to spread and adjust.
import type { Profile } from '@changamoto/shared/contract';

export const baseProfile: Profile = {
  id: '00000000-0000-4000-8000-000000000001',
  username: 'wanjiku',
  avatarUrl: null,
  role: 'user',
  region: 'KE',
  locale: 'en',
  email: 'mary@example.com',
  emailVerified: true,
  phone: null,
  referredByUserId: null,
  createdAt: '2026-03-03T10:00:00+03:00',
  lastLoginRewardClaimedAt: null,
  isAdultConfirmed: true,
  kycStatus: 'unverified',
  balanceFrozen: false,
  twoFactorEnabled: false,
  offerPhoneStep: false,
  tokens: 0,
};
