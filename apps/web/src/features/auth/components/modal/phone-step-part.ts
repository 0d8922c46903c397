// /signup's optional phone step, shown after the account is made: a chunk fetched once the page has
// rendered (lib/lazy-part.tsx).
import { lazyPart } from '@/lib/lazy-part';

export const PhoneStep = lazyPart(() => import('./phone-step').then((module) => module.PhoneStep));
