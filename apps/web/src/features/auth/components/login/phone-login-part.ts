// /login's phone sign-in, shown after 'Use Phone': a chunk fetched once the page has rendered (lib/lazy-part.tsx).
import { lazyPart } from '@/lib/lazy-part';

export const PhoneLogin = lazyPart(() => import('./phone-login').then((module) => module.PhoneLogin));
