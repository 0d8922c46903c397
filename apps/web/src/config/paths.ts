// Every client route, in one place (CONVENTIONS.md: never string literals scattered through components).
export const paths = {
  home: '/',
  login: '/login',
  signup: '/signup',
  authCallback: '/auth/callback',
  confirmEmail: '/auth/confirm-email',
  dashboard: '/dashboard',
  wallet: '/wallet',
  walletCallback: '/wallet/paystack-callback',
  profile: '/profile',
  notifications: '/notifications',
  myChallenges: '/my-challenges',
  challenges: '/challenges',
  newChallenge: '/challenges/new',
  challenge: (id: string) => `/challenges/${id}`,
  challengeInvite: (id: string) => `/challenges/invite/${id}`,
  category: (name: string) => `/category/${name}`,
  transaction: (id: string) => `/transactions/${id}`,
  getStarted: '/get-started',
  faqs: '/faqs',
  privacyPolicy: '/privacy-policy',
  termsOfService: '/terms-of-service',
  legal: '/legal',
  aboutUs: '/about-us',
  contactUs: '/contact-us',
  blog: '/blog',
  careers: '/careers',
} as const;

/** The desktop category strip (spec §2 top navigation bar). */
export const categoryStrip = [
  { label: 'Trending', to: paths.category('trending') },
  { label: 'Explore Challenges', to: paths.challenges },
  { label: 'New', to: paths.category('new') },
  { label: 'Fitness', to: paths.category('fitness') },
  { label: 'Gaming', to: paths.category('gaming') },
  { label: 'Solo', to: paths.category('solo') },
] as const;
