// Method and path of every endpoint, with no zod: the web client's `api()` needs only these, and
// keeping zod out of the first-load bundle saves ~30 KB on a phone. Each contract entry spreads its
// route from here, so a path is written once.
export const routes = {
  getPublicConfig: { method: 'GET', path: '/api/config' },
  sendContactMessage: { method: 'POST', path: '/api/contact' },
  listChallenges: { method: 'GET', path: '/api/challenges' },
  getMyProfile: { method: 'GET', path: '/api/profile' },
  updateMyProfile: { method: 'PATCH', path: '/api/profile' },
  usernameExists: { method: 'GET', path: '/api/users/username-exists' },
  searchUsers: { method: 'GET', path: '/api/users/search' },
  getPublicProfiles: { method: 'POST', path: '/api/users/public-profiles' },
  getEmailStatus: { method: 'POST', path: '/api/account/email-status' },
  setPassword: { method: 'POST', path: '/api/profile/password' },
  uploadAvatar: { method: 'POST', path: '/api/profile/avatar' },
  listNotifications: { method: 'GET', path: '/api/notifications' },
  unreadCount: { method: 'GET', path: '/api/notifications/unread-count' },
  markNotificationRead: { method: 'POST', path: '/api/notifications/:id/read' },
  markAllRead: { method: 'POST', path: '/api/notifications/read-all' },
  getNotificationPreferences: { method: 'GET', path: '/api/notification-preferences' },
  updateNotificationPreference: { method: 'PUT', path: '/api/notification-preferences/:type' },
  getActiveTokenBundles: { method: 'GET', path: '/api/wallet/bundles' },
  getWallet: { method: 'GET', path: '/api/wallet' },
  listTransactions: { method: 'GET', path: '/api/wallet/transactions' },
  getTransaction: { method: 'GET', path: '/api/wallet/transactions/:id' },
  initiatePayment: { method: 'POST', path: '/api/wallet/payments' },
  getPayment: { method: 'GET', path: '/api/wallet/payments/:reference' },
  getPaystackBanks: { method: 'GET', path: '/api/wallet/banks' },
  listPayoutAccounts: { method: 'GET', path: '/api/wallet/payout-accounts' },
  addPayoutAccount: { method: 'POST', path: '/api/wallet/payout-accounts' },
  setDefaultPayoutAccount: { method: 'POST', path: '/api/wallet/payout-accounts/:id/default' },
  deletePayoutAccount: { method: 'DELETE', path: '/api/wallet/payout-accounts/:id' },
  estimateWithdrawal: { method: 'GET', path: '/api/wallet/withdrawal-estimate' },
  initiateRedemption: { method: 'POST', path: '/api/wallet/redemptions' },
} as const;

export type RouteName = keyof typeof routes;
