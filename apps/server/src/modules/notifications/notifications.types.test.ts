// Issue #6: each of the 18 notification types (spec §3) can be created and respects both preference
// channels — in-app and e-mail — independently.
import { randomUUID } from 'node:crypto';
import { NOTIFICATION_TYPES, SENT_NOTIFICATION_TYPES, notificationLinkPath } from '@changamoto/shared/domain';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser } from '../../../test/helpers/fixtures';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { createMessaging } from '../messaging/messaging.service';
import { createNotificationsService, type NotificationsService, type NotifyInput } from './notifications.service';
import { upsertPreference } from './notifications.repo';
import { emailJobsContaining, rowsWithMessage } from './notifications.test-helpers';

let t: TestApp;
let service: NotificationsService;
/** Both channels on (no preference rows), in-app off for every type, e-mail off for every type. */
let users: { defaults: string; inAppOff: string; emailOff: string };

beforeAll(async () => {
  t = await createTestApp();
  service = createNotificationsService({ db: t.database.db, messaging: createMessaging({ jobs: t.jobs }), publicUrl: t.env.PUBLIC_URL });
  const db = t.database.db;
  users = { defaults: await insertUser(db), inAppOff: await insertUser(db), emailOff: await insertUser(db) };
  for (const type of NOTIFICATION_TYPES) {
    // The repo, not the service: a type nobody sends has no switch in the API, but notify() honours a stored row.
    await upsertPreference(db, users.inAppOff, type, { inAppEnabled: false });
    await upsertPreference(db, users.emailOff, type, { emailEnabled: false });
  }
});
afterAll(() => t.close());

const notify = (input: NotifyInput) => t.database.db.transaction().execute((tx) => service.notify(tx, input));

/** Every non-test source file of the server. */
function serverSources(dir = join(__dirname, '../..')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return serverSources(path);
    return entry.name.endsWith('.ts') && !/\.test\.ts$|test-helpers/.test(entry.name) ? [path] : [];
  });
}

describe('the types the product sends (Notification Preferences lists only these)', () => {
  it('are exactly the types some server module names as a notification', () => {
    const source = serverSources()
      .map((path) => readFileSync(path, 'utf8'))
      .join('\n');
    const named = NOTIFICATION_TYPES.filter((type) => source.includes(`'${type}'`));
    expect([...SENT_NOTIFICATION_TYPES].sort()).toEqual([...named].sort());
  });
});

describe('each of the 18 notification types', () => {
  it('is the spec’s list of 18, the decision notice (decision 019), the account notice (decision 029) and the admins’ reconciliation alert (decision 036)', () => {
    expect(NOTIFICATION_TYPES).toHaveLength(21);
  });

  it.each(NOTIFICATION_TYPES.map((type) => [type]))('%s: created in-app and e-mailed by default; in-app off stores none; e-mail off sends none', async (type) => {
    const relatedEntityUuid = randomUUID();
    const send = async (userId: string) => {
      const message = `${type} for ${userId} ${randomUUID()}`;
      return { message, result: await notify({ userId, type, message, relatedEntityUuid }) };
    };

    const byDefault = await send(users.defaults);
    expect(byDefault.result.emailQueued).toBe(true);
    expect(byDefault.result.notification).toMatchObject({ type, status: 'unread', relatedEntityUuid });
    expect((await rowsWithMessage(t, byDefault.message)).map((r) => [r.user_id, r.type])).toEqual([[users.defaults, type]]);
    expect(await emailJobsContaining(t, byDefault.message)).toBe(1);
    expect(await emailJobsContaining(t, `${byDefault.message}\n\nOpen it in Changamoto: ${t.env.PUBLIC_URL}${notificationLinkPath(type, relatedEntityUuid)}`)).toBe(1);

    const inAppOff = await send(users.inAppOff);
    expect(inAppOff.result).toEqual({ notification: null, emailQueued: true, smsQueued: false, pushQueued: false });
    expect(await rowsWithMessage(t, inAppOff.message)).toEqual([]);
    expect(await emailJobsContaining(t, inAppOff.message)).toBe(1);

    const emailOff = await send(users.emailOff);
    expect(emailOff.result.emailQueued).toBe(false);
    expect(emailOff.result.notification).toMatchObject({ type });
    expect(await rowsWithMessage(t, emailOff.message)).toHaveLength(1);
    expect(await emailJobsContaining(t, emailOff.message)).toBe(0);
  });
});
