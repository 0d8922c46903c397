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
} as const;

export type RouteName = keyof typeof routes;
