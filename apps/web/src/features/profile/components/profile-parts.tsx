// /profile's parts below the first view and behind a button (issue #20 §1, docs/decisions/042): each card
// after 'Edit Account Details' and 'Language', and the phone change form, is a chunk of its own, fetched
// as soon as the page has rendered (lib/lazy-part.tsx). A card not yet here shows the spinner (spec §2:
// debounced, 'Loading…' for screen readers), never an empty gap. Each part also brings the rest of the
// profile's catalog (../i18n.ts) in the reader's language before it first renders.
import { lazyPart } from '@/lib/lazy-part';
import { withProfileCatalog } from '../first-view/i18n';

export const ReferralsCard = lazyPart(() => withProfileCatalog(import('./referrals-card')).then((m) => m.ReferralsCard));
export const TwoFactorCard = lazyPart(() => withProfileCatalog(import('./two-factor-card')).then((m) => m.TwoFactorCard));
export const UssdPinCard = lazyPart(() => withProfileCatalog(import('./ussd-pin-card')).then((m) => m.UssdPinCard));
export const NotificationPreferencesCard = lazyPart(() => withProfileCatalog(import('./notification-preferences-card')).then((m) => m.NotificationPreferencesCard));
export const ResponsiblePlayCard = lazyPart(() => withProfileCatalog(import('./responsible-play-card')).then((m) => m.ResponsiblePlayCard));
/** Shown only after 'Change' / 'Add': the phone line fetches it after it has rendered. */
export const PhoneChangeForm = lazyPart(() => withProfileCatalog(import('./phone-change-form')).then((m) => m.PhoneChangeForm));

/** Every part of the page, for the page (fetch after the first render) and the unit tests (fetch up front). */
export const PROFILE_PARTS = [ReferralsCard, TwoFactorCard, UssdPinCard, NotificationPreferencesCard, ResponsiblePlayCard, PhoneChangeForm];
