// How profile facts read on screen: the shared formats (lib/format.ts). The KYC status's words are in
// the profile's catalogs.

// The top bar imports these from here; they live in lib/ because the dashboard shows them too.
export { displayName, formatMemberSince, formatTokens } from '@/lib/format';
