// The challenge reads the read model answers (decision 037), one middleware per contract entry that
// declares `sharedAnswers`: the detail (public part kept, the reader's own stakes merged), list pages
// (dropped by any challenge's change, and reloaded at least once a minute: trending's 72-hour window
// moves with the clock, not with writes), search pages (the same, decision 046), and pages of a
// challenge's stakes (dropped with it).
import type { Context, MiddlewareHandler } from 'hono';
import type { Db } from '../../db/client';
import type { Viewer } from '../../http/contract-router';
import type { AppEnv } from '../../http/types';
import { LISTS, SEARCHES, type ReadModel } from '../read-model/read-model';
import { connectReadModel, keptPages } from '../read-model/read-model.http';
import type { Realtime } from '../realtime/realtime.listener';
import type { ChallengesService } from './challenges.service';
import { keptDetails } from './kept-details';

/** How long a list page may be kept without a write: the trending job's period (challenges.jobs.ts). */
export const LIST_MAX_AGE_MS = 60_000;

export interface ChallengeKeptAnswersDeps {
  realtime: Realtime;
  maxBytes: number;
  challenges: Pick<ChallengesService, 'get'>;
  db: Db;
  getViewer(c: Context<AppEnv>): Promise<Viewer | null>;
  checkResponses: boolean;
}

export interface ChallengeKeptAnswers {
  /** For mountContract's keptAnswers. */
  middleware: Record<'listChallenges' | 'searchChallenges' | 'getChallenge' | 'listChallengeStakes', MiddlewareHandler<AppEnv>>;
  /** The model itself (its figures: /metrics, bench:reads, tests). */
  model: ReadModel;
}

export function challengeKeptAnswers({ realtime, maxBytes, challenges, db, getViewer, checkResponses }: ChallengeKeptAnswersDeps): ChallengeKeptAnswers {
  const model = connectReadModel(realtime, maxBytes);
  return {
    middleware: {
      listChallenges: keptPages(model, { group: () => LISTS, maxAgeMs: LIST_MAX_AGE_MS }),
      // Dropped by a challenge's write and by a person's (a search matches usernames); reloaded at least
      // once a minute like a list page (open-first order moves with the clock).
      searchChallenges: keptPages(model, { group: () => SEARCHES, maxAgeMs: LIST_MAX_AGE_MS }),
      getChallenge: keptDetails({ model, challenges, db, getViewer, checkResponses }),
      listChallengeStakes: keptPages(model, { group: (c) => (c.req.param('id') ?? '').toLowerCase() }),
    },
    model,
  };
}
