// The endpoint policies declared in the contract (decision 024) keep the security baseline:
// every token-moving endpoint is rate limited, every upload has a body limit over what it accepts,
// and only public reads are shared from memory.
import { describe, expect, it } from 'vitest';
import { uploadFields, type EndpointDef } from './define';
import { contract } from './index';
import { API_BODY_LIMIT_BYTES, RATE_LIMIT_CLASSES } from './policy';

const entries = Object.entries(contract) as [string, EndpointDef][];

describe('endpoint policy in the contract', () => {
  it('rate limits every endpoint that moves tokens (idempotent) with the money class', () => {
    const unlimited = entries.filter(([, def]) => def.idempotent && def.rateLimit !== 'money').map(([name]) => name);
    expect(unlimited).toEqual([]);
  });

  it('names only rate limit classes that exist, each with a positive limit and window', () => {
    for (const [, def] of entries) if (def.rateLimit) expect(RATE_LIMIT_CLASSES[def.rateLimit]).toBeDefined();
    for (const rule of Object.values(RATE_LIMIT_CLASSES)) {
      expect(rule.limit).toBeGreaterThan(0);
      expect(rule.windowSeconds).toBeGreaterThan(0);
    }
  });

  it('gives every upload a body limit that holds all its files at their largest, and nothing else one', () => {
    for (const [name, def] of entries) {
      if (!def.upload) {
        expect(def.bodyLimit, name).toBeUndefined();
        continue;
      }
      expect(def.bodyLimit, name).toBeGreaterThan(def.upload.maxBytes * ('fields' in def.upload ? uploadFields(def.upload).length : 1));
      expect(def.bodyLimit, name).toBeGreaterThan(API_BODY_LIMIT_BYTES);
    }
  });

  it('shares answers only of public GETs, and a personal one only with visitors', () => {
    for (const [name, def] of entries) {
      if (!def.sharedAnswers) continue;
      expect([name, def.method, def.access]).toEqual([name, 'GET', 'public']);
      if (def.personal) expect(def.sharedAnswers.mayShare, name).toBe('visitors');
    }
    expect(
      entries
        .filter(([, def]) => def.sharedAnswers)
        .map(([name]) => name)
        .sort(),
    ).toEqual(['getChallenge', 'listChallengeStakes', 'listChallenges', 'searchChallenges']);
  });
});
