// One player's claim: "Player A (alice) claims: alice Wins", the note and the evidence photos (served
// only to the players and admins; a tap opens the full image).
import type { ChallengeClaim, ChallengeDetail } from '@changamoto/shared/contract';
import { CLAIM_ROLE_LABELS } from '../lib/claims';
import { outcomeLabel } from '../lib/format';
import { formatDateTime } from '@/lib/format';
import { useChallengeDetailT } from '../i18n';

export function ClaimCard({ challenge, claim, mine }: { challenge: ChallengeDetail; claim: ChallengeClaim; mine: boolean }) {
  const t = useChallengeDetailT();
  const role = CLAIM_ROLE_LABELS[claim.role];
  const who = mine ? t('challenge-detail.roles.you') : claim.username ? t('challenge-detail.claims.whoWithName', { role, username: claim.username }) : role;
  const from = claim.username ?? role;
  return (
    <li className="space-y-2 rounded-xl border border-gray-200 bg-white p-3">
      <p className="text-gray-900">
        <span className="font-semibold">{who}</span> {mine ? t('challenge-detail.claims.claimVerbMine') : t('challenge-detail.claims.claimVerbOther')}: <strong>{outcomeLabel(challenge, claim.outcome)}</strong>
      </p>
      <p className="text-xs text-gray-700">
        <time dateTime={claim.updatedAt}>{formatDateTime(claim.updatedAt)}</time>
        {claim.updatedAt !== claim.createdAt && ` ${t('challenge-detail.claims.changed')}`}
      </p>
      {claim.note && <p className="text-sm break-words whitespace-pre-line text-gray-800">{claim.note}</p>}
      {claim.evidence.length > 0 && (
        <ul aria-label={mine ? t('challenge-detail.claims.evidenceFromYou') : t('challenge-detail.claims.evidenceFrom', { name: from })} className="grid grid-cols-3 gap-2">
          {claim.evidence.map((image, i) => (
            <li key={image.id}>
              <a href={image.path} target="_blank" rel="noreferrer" className="block overflow-hidden rounded-lg border border-gray-200 focus-visible:outline-2 focus-visible:outline-brand-700">
                <img
                  src={image.path}
                  alt={mine ? t('challenge-detail.claims.evidencePhotoFromYou', { number: i + 1 }) : t('challenge-detail.claims.evidencePhotoFrom', { number: i + 1, name: from })}
                  loading="lazy"
                  className="aspect-square w-full object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
