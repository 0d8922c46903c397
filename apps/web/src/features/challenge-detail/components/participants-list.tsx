// spec §2: Participants list (public challenges only).
import type { ChallengeDetail } from '@changamoto/shared/contract';
import { formatDate, personName } from '../lib/format';

export function ParticipantsList({ challenge }: { challenge: ChallengeDetail }) {
  return (
    <section aria-labelledby="participants-heading" className="rounded-2xl border border-gray-200 bg-white p-4 sm:p-6">
      <h2 id="participants-heading" className="text-lg font-bold text-gray-900">
        Participants ({challenge.totals.publicParticipantsCount})
      </h2>
      {challenge.participants.length === 0 ? (
        <p className="mt-2 text-sm text-gray-700">No one has joined yet. Be the first!</p>
      ) : (
        <ul className="mt-3 max-h-60 divide-y divide-gray-100 overflow-y-auto">
          {challenge.participants.map((p) => (
            <li key={p.id} className="flex items-center justify-between gap-2 py-2 text-sm">
              <span className="font-semibold text-gray-900">{personName(p.user)}</span>
              <span className="text-gray-600">Joined {formatDate(p.createdAt)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
