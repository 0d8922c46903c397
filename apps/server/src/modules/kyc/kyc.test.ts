// Identity verification (DOMAIN.md §7, issue #7) through the real app on a real database: the path
// to verified unlocks redemption, a rejection shows its reason, one ID number per account (also when
// two accounts submit at once), bad uploads leave nothing behind, and the images reach nobody but
// their owner and admins — not another user, not a visitor, not a guessed URL, not a public one.
import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { KYC_MESSAGES as M, kenyaToday, REDEEM_MESSAGES } from '@changamoto/shared/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestMessageTo } from '../../../test/helpers/session';
import { createTestApp, eventually, type TestApp } from '../../../test/helpers/test-app';
import { buy, member, send, type Member } from '../../../test/helpers/members';
import { admin } from '../../../test/helpers/challenges';
import { createLocalPrivateStorage } from '../../providers/private-storage';
import { createKycService } from './kyc.service';
import { details, images, PNG, raw, submit, submitted, type MyKycBody } from '../../../test/helpers/kyc-uploads';

let t: TestApp;
let dataDir: string;
let boss: Member;
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'kyc-data-'));
  t = await createTestApp({ env: { DATA_DIR: dataDir } });
  boss = await admin(t, 'kyc_boss');
});
afterAll(() => t.close());

const db = () => t.database.db;
const myKyc = (m: Member) => send<MyKycBody>(t, m, '/api/kyc');
const approve = (id: string) => send(t, boss, `/api/admin/kyc/${id}/approve`, { method: 'POST' });
const reject = (id: string, reason: string) => send(t, boss, `/api/admin/kyc/${id}/reject`, { body: { reason } });
const redeem = (m: Member, recipientCode: string) => send(t, m, '/api/wallet/redemptions', { body: { tokensToRedeem: 50, recipientCode, currency: 'KES' }, headers: { 'Idempotency-Key': randomUUID() } });
/** Files in private storage under this user's folder. */
const storedFilesOf = (userId: string) => {
  const dir = path.join(dataDir, 'private', 'kyc', userId);
  return existsSync(dir) ? readdirSync(dir) : [];
};
const rowsOf = (userId: string) => db().selectFrom('kyc_submissions').selectAll().where('user_id', '=', userId).execute();

async function addMpesa(m: Member, number: string): Promise<string> {
  const res = await send<{ account: { recipientCode: string } }>(t, m, '/api/wallet/payout-accounts', { body: { type: 'mobile_money', name: 'Test Person', accountNumber: number, bankCode: 'MPESA' } });
  expect(res.status).toBe(201);
  return res.body.account.recipientCode;
}

describe('the path to verified', () => {
  it('a new account is unverified, with nothing submitted; a visitor is asked to sign in', async () => {
    const m = await member(t, 'kyc_new');
    expect((await myKyc(m)).body).toEqual({ status: 'unverified', rejectionReason: null, submission: null });
    expect((await raw(t, null, '/api/kyc')).status).toBe(401);
    expect((await submit(t, null, details(), await images())).status).toBe(401);
  });

  it('unverified → pending → verified unlocks redemption, and the user is told in-app and by e-mail', async () => {
    const m = await member(t, 'kyc_full');
    await buy(t, m.id, 100);
    const recipient = await addMpesa(m, '0712000101');
    expect((await redeem(m, recipient)).body.error).toEqual({ code: 'forbidden', message: REDEEM_MESSAGES.kycRequired });

    const fields = details({ legalName: '  Jane   Wanjiru  ', idNumber: '3012 3456' });
    const res = await submit(t, m, fields, await images());
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ status: 'pending', rejectionReason: null, submission: { status: 'pending', legalName: 'Jane Wanjiru', idNumber: '30123456', reason: null } });
    const id = res.body.submission!.id;
    expect(res.body.submission!.images).toEqual({
      id_front: `/api/kyc/submissions/${id}/images/id_front`,
      id_back: `/api/kyc/submissions/${id}/images/id_back`,
      selfie: `/api/kyc/submissions/${id}/images/selfie`,
    });
    // Pending is not verified: still no redemption.
    expect((await redeem(m, recipient)).status).toBe(403);

    const started = new Date();
    const decided = await approve(id);
    expect(decided.status).toBe(200);
    expect(decided.body).toMatchObject({ id, status: 'verified', reason: null, user: { id: m.id, kycStatus: 'verified' }, decidedBy: { id: boss.id } });
    expect((await myKyc(m)).body).toMatchObject({ status: 'verified', rejectionReason: null, submission: { id, status: 'verified' } });

    const redeemed = await redeem(m, recipient);
    expect(redeemed.status).toBe(201);

    const notes = await db().selectFrom('notifications').select(['type', 'message', 'related_entity_uuid']).where('user_id', '=', m.id).where('message', '=', M.approvedNotice).execute();
    expect(notes).toEqual([{ type: 'premium_unlocked', message: M.approvedNotice, related_entity_uuid: null }]);
    // The redemption's own e-mail may land first: look for the verification one by its subject.
    const mail = await eventually(() => db().selectFrom('dev_outbox').selectAll().where('recipient', '=', m.email).where('created_at', '>', started).where('subject', '=', 'Identity verified · Changamoto').executeTakeFirst());
    expect(mail.body_text).toContain(M.approvedNotice);
  });

  it('a rejection shows its reason; the user may submit again (even the same number) and is pending again', async () => {
    const m = await member(t, 'kyc_rejected');
    const fields = details();
    const first = await submitted(t, m, fields);
    const started = new Date();
    const reason = 'The photo of the back of your ID is blurred.';
    expect((await reject(first, reason)).body).toMatchObject({ status: 'rejected', reason, user: { kycStatus: 'rejected' } });

    expect((await myKyc(m)).body).toMatchObject({ status: 'rejected', rejectionReason: reason, submission: { id: first, status: 'rejected', reason } });
    const note = await db().selectFrom('notifications').select(['message']).where('user_id', '=', m.id).executeTakeFirstOrThrow();
    expect(note.message).toBe(M.rejectedNotice(reason));
    expect((await latestMessageTo(t, m.email, { after: started })).body_text).toContain(reason);

    const again = await submit(t, m, fields, await images());
    expect(again.status).toBe(201);
    expect(again.body).toMatchObject({ status: 'pending', rejectionReason: null, submission: { status: 'pending', reason: null } });
    expect(again.body.submission!.id).not.toBe(first);
    expect((await rowsOf(m.id)).map((r) => r.status).sort()).toEqual(['pending', 'rejected']);
  });

  it('while pending, or once verified, another submission is refused (409)', async () => {
    const m = await member(t, 'kyc_twice');
    const id = await submitted(t, m);
    expect(await submit(t, m, details(), await images())).toMatchObject({ status: 409, body: { error: { code: 'conflict', message: M.alreadyPending } } });
    await approve(id);
    expect(await submit(t, m, details(), await images())).toMatchObject({ status: 409, body: { error: { code: 'conflict', message: M.alreadyVerified } } });
    expect(await rowsOf(m.id)).toHaveLength(1);
  });
});

describe('one account per ID number', () => {
  it('a second account with the same number — however it is written — is refused, pending or verified', async () => {
    const first = await member(t, 'kyc_owner');
    const second = await member(t, 'kyc_copycat');
    const id = await submitted(t, first, details({ idNumber: '22334455' }));
    for (const idNumber of ['22334455', '2233 4455', '22-33-44-55']) {
      const res = await submit(t, second, details({ idNumber }), await images());
      expect([idNumber, res.status, res.body.error]).toEqual([idNumber, 409, { code: 'conflict', message: M.duplicateId, fields: { idNumber: M.duplicateId } }]);
    }
    await approve(id);
    expect((await submit(t, second, details({ idNumber: '22334455' }), await images())).status).toBe(409);
    // Passports too, whatever the letter case.
    await submitted(t, await member(t, 'kyc_passport_a'), details({ idType: 'passport', idNumber: 'AK1234567' }));
    expect((await submit(t, second, details({ idType: 'passport', idNumber: 'ak 123 4567' }), await images())).body.error?.message).toBe(M.duplicateId);

    // Nothing of the refused attempts was kept.
    expect(await rowsOf(second.id)).toEqual([]);
    expect(storedFilesOf(second.id)).toEqual([]);
    expect((await myKyc(second)).body.status).toBe('unverified');
  });

  it('a national ID number with a leading zero is the same number: the second person is refused with the duplicate message', async () => {
    const first = await member(t, 'kyc_zero_owner');
    const second = await member(t, 'kyc_zero_copycat');
    await submitted(t, first, details({ idNumber: '22345678' }));
    for (const idNumber of ['022345678', ' 0 2234-5678 ']) {
      const res = await submit(t, second, details({ idNumber }), await images());
      expect([idNumber, res.status, res.body.error]).toEqual([idNumber, 409, { code: 'conflict', message: M.duplicateId, fields: { idNumber: M.duplicateId } }]);
    }
    // And the other way round: the first typed the zero.
    await submitted(t, await member(t, 'kyc_zero_first'), details({ idNumber: '012345679' }));
    expect((await submit(t, second, details({ idNumber: '12345679' }), await images())).body.error?.message).toBe(M.duplicateId);
    expect(await rowsOf(second.id)).toEqual([]);
  });

  it('the unique index compares national IDs without leading zeros even when the early check is passed by', async () => {
    const a = await member(t, 'kyc_index_a');
    const b = await member(t, 'kyc_index_b');
    const row = (userId: string, idNumber: string) => ({
      user_id: userId,
      legal_name: 'Jane Wanjiru',
      id_type: 'national_id' as const,
      id_number: idNumber,
      date_of_birth: '1990-01-01',
      id_front_key: 'k1',
      id_back_key: 'k2',
      selfie_key: 'k3',
    });
    await db().insertInto('kyc_submissions').values(row(a.id, '7654321')).execute();
    await expect(db().insertInto('kyc_submissions').values(row(b.id, '007654321')).execute()).rejects.toMatchObject({ code: '23505', constraint: 'kyc_submissions_id_number_key' });
    await db().deleteFrom('kyc_submissions').where('user_id', '=', a.id).execute();
  });

  it('passport numbers keep their leading zero: a passport number is the issuing country’s characters', async () => {
    await submitted(t, await member(t, 'kyc_passport_zero_a'), details({ idType: 'passport', idNumber: 'B1234567' }));
    expect((await submit(t, await member(t, 'kyc_passport_zero_b'), details({ idType: 'passport', idNumber: '0B1234567' }), await images())).status).toBe(201);
  });

  it('a number whose submission was rejected is free again for its rightful owner', async () => {
    const borrower = await member(t, 'kyc_borrower');
    const owner = await member(t, 'kyc_rightful');
    const fields = details();
    await reject(await submitted(t, borrower, fields), 'The ID does not match the selfie.');
    expect((await submit(t, owner, fields, await images())).status).toBe(201);
  });

  it('two accounts submitting one number at the same moment: exactly one is accepted, the other’s files are removed', async () => {
    const a = await member(t, 'kyc_race_a');
    const b = await member(t, 'kyc_race_b');
    const fields = details();
    const [ra, rb] = await Promise.all([submit(t, a, fields, await images()), submit(t, b, fields, await images())]);
    expect([ra.status, rb.status].sort()).toEqual([201, 409]);
    const loser = ra.status === 409 ? { res: ra, m: a } : { res: rb, m: b };
    expect(loser.res.body.error?.message).toBe(M.duplicateId);
    expect(storedFilesOf(loser.m.id)).toEqual([]);
    const holders = await db().selectFrom('kyc_submissions').select('user_id').where('id_number', '=', fields.idNumber!).execute();
    expect(holders).toHaveLength(1);
  });

  it('when both pass the early check before either is saved, the unique index refuses the second and its stored files are removed', async () => {
    const a = await member(t, 'kyc_gate_a');
    const b = await member(t, 'kyc_gate_b');
    // Storage that holds each submission at its first image until both have passed the early checks.
    const files = createLocalPrivateStorage({ dir: path.join(dataDir, 'gated') });
    let started = 0;
    let release!: () => void;
    const bothStored = new Promise<void>((resolve) => (release = resolve));
    const gated = {
      ...files,
      async put(key: string, body: Buffer, type: string) {
        await files.put(key, body, type);
        if (++started === 2) release();
        await bothStored;
      },
    };
    const service = createKycService({ db: db(), storage: gated, notifications: { notify: async () => ({ notification: null, emailQueued: false, smsQueued: false, pushQueued: false }) } });
    const prepared = await images();
    const blob = (f: { bytes: Buffer }) => new Blob([new Uint8Array(f.bytes)]);
    const blobs = { id_front: blob(prepared.idFront), id_back: blob(prepared.idBack), selfie: blob(prepared.selfie) };
    const fields = { legalName: 'Jane Wanjiru', idType: 'national_id' as const, idNumber: details().idNumber!, dateOfBirth: '1990-01-01' };
    const results = await Promise.allSettled([service.submit(a.id, fields, blobs), service.submit(b.id, fields, blobs)]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refused = results.find((r): r is PromiseRejectedResult => r.status === 'rejected')!.reason as { status: number; message: string };
    expect([refused.status, refused.message]).toEqual([409, M.duplicateId]);
    const kept = await db().selectFrom('kyc_submissions').select(['id_front_key', 'id_back_key', 'selfie_key']).where('id_number', '=', fields.idNumber).execute();
    expect(kept).toHaveLength(1);
    const onDisk = readdirSync(path.join(dataDir, 'gated'), { recursive: true })
      .map(String)
      .filter((f) => f.endsWith('.webp'))
      .map((f) => f.split(path.sep).join('/'))
      .sort();
    expect(onDisk).toEqual(Object.values(kept[0]!).sort());
  });

  it('one account submitting twice at the same moment gets one pending submission', async () => {
    const m = await member(t, 'kyc_double_click');
    const [r1, r2] = await Promise.all([submit(t, m, details(), await images()), submit(t, m, details(), await images())]);
    expect([r1.status, r2.status].sort()).toEqual([201, 409]);
    expect(await rowsOf(m.id)).toHaveLength(1);
    expect(storedFilesOf(m.id)).toHaveLength(3);
  });
});

describe('the details are checked, each under its field', () => {
  const yearsAgo = (years: number, dayShift = 0) => {
    const [y, mo, d] = kenyaToday().split('-').map(Number) as [number, number, number];
    const date = new Date(Date.UTC(y - years, mo - 1, d + dayShift));
    return date.toISOString().slice(0, 10);
  };

  it('18+: one day short is refused; the 18th birthday itself is accepted', async () => {
    const m = await member(t, 'kyc_young');
    const young = await submit(t, m, details({ dateOfBirth: yearsAgo(18, 1) }), await images());
    expect(young.status).toBe(400);
    expect(young.body.error?.fields).toEqual({ dateOfBirth: M.underage });
    expect((await submit(t, m, details({ dateOfBirth: yearsAgo(18) }), await images())).status).toBe(201);
  });

  it('names, ID types, numbers and dates that do not fit', async () => {
    const m = await member(t, 'kyc_invalid');
    const cases: [Record<string, string | undefined>, Record<string, string>][] = [
      [{ legalName: 'J4ne 007' }, { legalName: M.legalName }],
      [{ legalName: '' }, { legalName: M.legalName }],
      [{ idType: 'driving_licence' }, { idType: M.idType }],
      [{ idNumber: '12AB' }, { idNumber: M.nationalIdFormat }],
      [{ idNumber: '1234567890' }, { idNumber: M.nationalIdFormat }],
      [{ idType: 'passport', idNumber: 'ABCDEFG' }, { idNumber: M.passportFormat }],
      [{ dateOfBirth: '2001-02-30' }, { dateOfBirth: M.dateOfBirth }],
      [{ dateOfBirth: '15/06/1995' }, { dateOfBirth: M.dateOfBirth }],
      [{ dateOfBirth: '2999-01-01' }, { dateOfBirth: M.dateOfBirthFuture }],
      [{ idNumber: undefined }, { idNumber: M.idNumberRequired }],
    ];
    for (const [change, fields] of cases) {
      const res = await submit(t, m, { ...details(), ...change }, await images());
      expect([change, res.status, res.body.error?.fields]).toEqual([change, 400, fields]);
    }
    const extra = await submit(t, m, { ...details(), role: 'admin' } as never, await images());
    expect(extra.status).toBe(400);
    expect(await rowsOf(m.id)).toEqual([]);
  });
});

describe('bad uploads are refused with a message, and nothing is stored', () => {
  let m: Member;
  beforeAll(async () => {
    m = await member(t, 'kyc_bad_files');
  });
  const expectNothingStored = async () => {
    expect(await rowsOf(m.id)).toEqual([]);
    expect(storedFilesOf(m.id)).toEqual([]);
    expect((await myKyc(m)).body.status).toBe('unverified');
  };

  it('missing images: each one named under its picker', async () => {
    const { idFront } = await images();
    const res = await submit(t, m, details(), { idFront });
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({ code: 'validation_error', message: M.imageMissing.id_back, fields: { idBack: M.imageMissing.id_back, selfie: M.imageMissing.selfie } });
    await expectNothingStored();
  });

  it('the type is read from the bytes: a GIF, a WebP or a text file is refused whatever its name or declared type', async () => {
    const gif = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#abc' } })
      .gif()
      .toBuffer();
    const webp = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#abc' } })
      .webp()
      .toBuffer();
    const fakes = [
      { bytes: gif, name: 'front.jpg', type: 'image/jpeg' },
      { bytes: webp, name: 'front.png', type: 'image/png' },
      { bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), name: 'front.png', type: 'image/png' },
      // Right magic bytes, broken image.
      { bytes: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(200, 7)]), name: 'front.png', type: 'image/png' },
    ];
    for (const idFront of fakes) {
      const res = await submit(t, m, details(), { ...(await images()), idFront });
      expect([idFront.name, res.status, res.body.error]).toEqual([idFront.name, 400, { code: 'validation_error', message: M.imageType, fields: { idFront: M.imageType } }]);
    }
    await expectNothingStored();
  });

  it('over 5 MB: 413 with the message, for one image or for a request too large as a whole', async () => {
    const big = Buffer.concat([await PNG(), Buffer.alloc(5 * 1024 * 1024)]);
    const one = await submit(t, m, details(), { ...(await images()), selfie: { bytes: big, name: 'selfie.png', type: 'image/png' } });
    expect(one.status).toBe(413);
    expect(one.body.error).toEqual({ code: 'payload_too_large', message: M.imageTooLarge, fields: { selfie: M.imageTooLarge } });
    const huge = { bytes: Buffer.concat([await PNG(), Buffer.alloc(6 * 1024 * 1024)]), name: 'x.png', type: 'image/png' };
    const all = await submit(t, m, details(), { idFront: huge, idBack: huge, selfie: huge });
    expect(all.status).toBe(413);
    expect(all.body.error?.message).toBe(M.imageTooLarge);
    await expectNothingStored();
  });
});

describe('the images reach only their owner and admins', () => {
  let owner: Member;
  let other: Member;
  let id: string;
  let body: MyKycBody;
  beforeAll(async () => {
    owner = await member(t, 'kyc_img_owner');
    other = await member(t, 'kyc_img_other');
    id = await submitted(t, owner);
    body = (await myKyc(owner)).body;
  });

  it('the owner gets each image: WebP, re-encoded without EXIF or GPS, never cached by a shared cache', async () => {
    for (const image of ['id_front', 'id_back', 'selfie'] as const) {
      const res = await raw(t, owner, body.submission!.images[image]);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.exif).toBeUndefined();
    }
  });

  it('another user gets 404 (as if it did not exist), a visitor 401, a user on the admin path 403; an admin gets it', async () => {
    expect((await raw(t, other, `/api/kyc/submissions/${id}/images/id_front`)).status).toBe(404);
    expect((await raw(t, null, `/api/kyc/submissions/${id}/images/id_front`)).status).toBe(401);
    expect((await raw(t, null, `/api/admin/kyc/${id}/images/id_front`)).status).toBe(401);
    expect((await raw(t, owner, `/api/admin/kyc/${id}/images/id_front`)).status).toBe(403);
    const asAdmin = await raw(t, boss, `/api/admin/kyc/${id}/images/selfie`);
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.headers.get('content-type')).toBe('image/webp');
  });

  it('guessed submission ids and image names find nothing', async () => {
    for (const url of [`/api/kyc/submissions/${randomUUID()}/images/id_front`, `/api/kyc/submissions/${id}/images/passport`, `/api/kyc/submissions/${id}/images/..%2f..%2fetc%2fpasswd`, `/api/kyc/submissions/not-a-uuid/images/id_front`]) {
      const res = await raw(t, owner, url);
      expect([url, res.status >= 400 && res.status < 500, res.status === 200]).toEqual([url, true, false]);
    }
    expect((await raw(t, boss, `/api/admin/kyc/${randomUUID()}/images/id_front`)).status).toBe(404);
  });

  it('the storage keys appear in no answer, and no public URL serves the files', async () => {
    const rows = await rowsOf(owner.id);
    const keys = [rows[0]!.id_front_key, rows[0]!.id_back_key, rows[0]!.selfie_key];
    expect(keys.every((key) => /^kyc\/[0-9a-f-]{36}\/[0-9a-f-]{36}\.webp$/.test(key))).toBe(true);
    const answers = JSON.stringify([body, (await send(t, boss, `/api/admin/kyc/${id}`)).body, (await send(t, boss, '/api/admin/kyc')).body]);
    for (const key of keys) {
      expect(answers).not.toContain(key.split('/').at(-1));
      expect(existsSync(path.join(dataDir, 'private', ...key.split('/')))).toBe(true);
      expect(existsSync(path.join(dataDir, 'uploads', ...key.split('/')))).toBe(false);
      for (const url of [`/uploads/${key}`, `/uploads/../private/${key}`, `/uploads/%2e%2e/private/${key}`, `/private/${key}`, `/${key}`]) {
        const res = await raw(t, owner, url);
        expect([url, res.status]).toEqual([url, 404]);
      }
    }
  });
});

describe('the API document', () => {
  it('describes the submission as one multipart form (text fields and three files) and the images as binary answers', async () => {
    type Doc = {
      paths: Record<
        string,
        Record<string, { requestBody?: { content: Record<string, { schema: { required: string[]; properties: Record<string, { format?: string }> } }> }; responses: Record<string, { content: Record<string, unknown> }> }>
      >;
    };
    const doc = (await (await t.request('/api/openapi.json')).json()) as Doc;
    const form = doc.paths['/api/kyc/submissions']!.post!.requestBody!.content['multipart/form-data']!.schema;
    expect(form.required.sort()).toEqual(['dateOfBirth', 'idBack', 'idFront', 'idNumber', 'idType', 'legalName', 'selfie']);
    expect(form.properties.selfie).toEqual({ type: 'string', format: 'binary' });
    expect(Object.keys(doc.paths['/api/kyc/submissions/{id}/images/{image}']!.get!.responses['200']!.content)).toEqual(['image/webp']);
    expect(Object.keys(doc.paths['/api/admin/kyc/{id}/images/{image}']!.get!.responses['200']!.content)).toEqual(['image/webp']);
  });
});
