// Our migrations, not better-auth, create its tables. This checks they match what better-auth
// expects from our options: if an upgrade or an option change needs a new column, this fails.
import { getMigrations } from 'better-auth/db/migration';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/database';
import { loadEnv } from '../../env';
import { authOptions } from './auth';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

describe('better-auth schema', () => {
  it('has nothing left to create or add on a migrated database', async () => {
    const noop = async () => {};
    const options = authOptions({
      env: loadEnv({ NODE_ENV: 'test' }),
      db: database.db,
      secret: 's'.repeat(32),
      messages: { emailCode: noop, confirmEmail: noop, passwordReset: noop, smsCode: noop },
      google: { clientId: 'id', clientSecret: 'secret', discoveryUrl: 'http://127.0.0.1:1/.well-known/openid-configuration' },
    });
    const { toBeCreated, toBeAdded } = await getMigrations(options as never);
    expect(toBeCreated.map((table) => table.table)).toEqual([]);
    expect(toBeAdded.map((table) => `${table.table}: ${Object.keys(table.fields).join(', ')}`)).toEqual([]);
  });
});
