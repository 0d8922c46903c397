// A challenge's detail from the read model (decision 037): the public part, the same for everyone, is
// kept as bytes that end with `"myStakes":[]}}`; a signed-in reader's answer is those bytes with their
// own stakes (one indexed read, never kept) in place of the empty list. So no reader is ever sent
// anyone else's stakes: the kept part is built as a visitor's.
import { challengesContract } from '@changamoto/shared/contract';
import type { Context, MiddlewareHandler } from 'hono';
import type { Db } from '../../db/client';
import { coalesce } from '../../http/coalesce';
import type { Viewer } from '../../http/contract-router';
import { AppError } from '../../http/errors';
import type { AppEnv } from '../../http/types';
import { PRIVATE_CACHE_CONTROL } from '../../providers/private-storage';
import type { ReadModel } from '../read-model/read-model';
import { sendKept } from '../read-model/read-model.http';
import { isUuid } from './challenges.repo';
import type { ChallengesService } from './challenges.service';
import { readerStakes } from './detail.repo';
import { toStake } from './stake-pages';

const JSON_TYPE = 'application/json';
/** What the kept bytes end with: the visitor's (empty) own stakes, then the two objects closed. */
const VISITOR_TAIL = '[]}}';
const encoder = new TextEncoder();

export interface KeptDetailsDeps {
  model: ReadModel;
  challenges: Pick<ChallengesService, 'get'>;
  db: Db;
  getViewer(c: Context<AppEnv>): Promise<Viewer | null>;
  /** Development and tests: the kept part is checked against the contract once, when it is built. */
  checkResponses: boolean;
}

/** No cookie and no Authorization header: nobody signed in, no session to look up. */
const isVisitor = (c: Context) => !c.req.header('cookie') && !c.req.header('authorization');

export function keptDetails({ model, challenges, db, getViewer, checkResponses }: KeptDetailsDeps): MiddlewareHandler<AppEnv> {
  // The readers asking at the same moment share one statement, as their sessions do (session-reader.ts).
  const ownStakes = coalesce((pairs: { challengeId: string; readerId: string }[]) => readerStakes(db, pairs));

  async function build(id: string) {
    let detail;
    try {
      detail = await challenges.get(id, null);
    } catch (error) {
      if (error instanceof AppError && error.status === 404) return null; // the route answers it
      throw error;
    }
    const checked = checkResponses ? challengesContract.getChallenge.response.parse({ challenge: detail }).challenge : detail;
    // myStakes last, so that a reader's own replace the visitor's empty list at the very end.
    const { myStakes: _visitors, ...rest } = checked;
    const text = `{"challenge":${JSON.stringify(rest).slice(0, -1)},"myStakes":${VISITOR_TAIL}`;
    return { body: encoder.encode(text) as Uint8Array<ArrayBuffer>, type: JSON_TYPE };
  }

  return async (c, next) => {
    if (!model.enabled()) return next();
    // Lower case: the group a write drops is the id as the database writes it.
    const id = c.req.param('id')?.toLowerCase();
    if (!id || !isUuid(id)) return next();
    // The session is looked up while the public part is found (or loaded).
    const viewer = isVisitor(c) ? null : getViewer(c);
    viewer?.catch(() => {}); // awaited below; not an unhandled rejection if the load fails first
    const kept = await model.answer(`detail:${id}`, id, () => build(id));
    if (!kept) return next();
    const reader = await viewer;
    if (!reader) return sendKept(c, model, kept);
    const own = (await ownStakes({ challengeId: id, readerId: reader.id })).map(toStake);
    // A signed-in person's answers are theirs alone (as the router marks them).
    c.header('Cache-Control', PRIVATE_CACHE_CONTROL);
    const head = kept.body.subarray(0, kept.body.byteLength - VISITOR_TAIL.length);
    const tail = encoder.encode(`${JSON.stringify(own)}}}`);
    const body = new Uint8Array(head.byteLength + tail.byteLength);
    body.set(head);
    body.set(tail, head.byteLength);
    return c.body(body, 200, { 'Content-Type': JSON_TYPE });
  };
}
