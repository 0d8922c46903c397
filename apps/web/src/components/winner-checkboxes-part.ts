// The winners' checkboxes of a public challenge's decision, shown once the admin queue's data has
// arrived: a chunk fetched as the page renders (lib/lazy-part.tsx), not part of its first load.
import { lazyPart } from '@/lib/lazy-part';

export const WinnerCheckboxes = lazyPart(() => import('./winner-checkboxes').then((module) => module.WinnerCheckboxes));
