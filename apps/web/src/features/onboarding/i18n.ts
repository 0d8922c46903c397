// The onboarding feature's catalog (issue #20 §1): English ships in the feature's chunk, Kiswahili loads lazily.
import { defineCatalog, type TFunction } from '@/lib/i18n';
import en from './locales/en.json';

export const useOnboardingT = defineCatalog('onboarding', en, { sw: () => import('./locales/sw.json') });
export type OnboardingKey = keyof typeof en;
export type OnboardingT = TFunction<OnboardingKey>;
