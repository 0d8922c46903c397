// The app's i18n (issue #20 §1, decision 034): Lingui's core runtime with catalogs compiled at build
// time (build-plugins/i18n-catalogs.ts). Usage: ./README.md. The switch and the profile sync are
// imported from their own files (language-switch.tsx, locale-sync.tsx): they bring the API client along.
export { defineCatalog, useLocale, type TFunction } from './define-catalog';
export { RichText } from './rich-text';
export { activateLocale, currentIntlLocale, currentLocale, initialLocale, rememberLocaleInCookie, translate, type MessageValues } from './runtime';
export { useSharedT } from './shared-catalog';
