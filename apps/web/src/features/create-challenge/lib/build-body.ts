// The creation payload (spec §3): the common fields plus the chosen type's own block.
import type { CategorySlug } from '@changamoto/shared/domain';
import type { CreateChallengePayload } from '../api/create-challenge';
import type { CreateChallengeFormValues } from './schema';

export function buildCreateBody(values: CreateChallengeFormValues, featuredImageUrl: string | null): CreateChallengePayload {
  const type = values.type || 'solo';
  const body: CreateChallengePayload = {
    title: values.title.trim(),
    type,
    description: values.description.trim() || null,
    categorySlug: values.categorySlug as CategorySlug,
    startDate: new Date(values.startDate).toISOString(),
    endDate: new Date(values.endDate).toISOString(),
  };
  if (featuredImageUrl) body.featuredImageUrl = featuredImageUrl;
  if (type === 'solo') body.solo = { playerAStake: Number(values.playerAStake) };
  if (type === 'two_player') body.two_player = { opponentId: values.opponent?.id ?? '', playerAStake: Number(values.playerAStake), playerBStake: Number(values.playerBStake) };
  if (type === 'public') body.public = { publicEntryFee: Number(values.entryFee) };
  return body;
}
