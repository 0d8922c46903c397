// A local push service, protocol-true (RFC 8030 delivery, RFC 8292 VAPID, RFC 8291 aes128gcm): it
// checks each push's VAPID JWT against the key the browser subscribed with, decrypts the payload with
// the "browser's" private key, and keeps what arrived. It is written from the RFCs, not from web-push,
// so a mistake in how we call web-push (or in web-push) fails here. HTTPS, as web-push only speaks
// HTTPS: a self-signed certificate made with openssl, trusted through `agent`.
import { createECDH, createDecipheriv, createPublicKey, hkdfSync, randomBytes, verify, type ECDH } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface ReceivedPush {
  subscriptionId: string;
  /** The decrypted payload, parsed as JSON. */
  payload: unknown;
  ttl: number;
  /** The VAPID JWT's claims (aud, exp, sub). */
  claims: { aud: string; exp: number; sub: string };
}

export interface PushBrowser {
  id: string;
  /** What PushSubscription.toJSON() gives (the body of POST /api/push/subscriptions). */
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
}

export interface LocalPushService {
  host: string;
  agent: Agent;
  /** A browser subscribing with `applicationServerKey` (our VAPID public key): pushes must be signed by it. */
  subscribe(applicationServerKey: string): PushBrowser;
  /** What this browser received so far. */
  received(subscriptionId: string): ReceivedPush[];
  /** Every push refused so far, with why (a bad JWT, a payload that does not decrypt). */
  rejected: { subscriptionId: string; reason: string }[];
  /** The next pushes to this subscription are answered with `status` (410: unsubscribed, 500: outage; 0: normal again). */
  answerWith(subscriptionId: string, status: number): void;
  close(): Promise<void>;
}

const b64u = (buf: Buffer) => buf.toString('base64url');

function selfSignedCertificate(): { key: string; cert: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'push-service-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-keyout',
        path.join(dir, 'key.pem'),
        '-out',
        path.join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(path.join(dir, 'key.pem'), 'utf8'), cert: readFileSync(path.join(dir, 'cert.pem'), 'utf8') };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** RFC 8292 §3: `Authorization: vapid t=<JWT>, k=<public key>`; the JWT must be ES256-signed by k. */
function checkVapid(header: string | undefined, expectedKey: string, origin: string): ReceivedPush['claims'] {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!match) throw new Error(`no vapid Authorization header: ${header}`);
  const [, jwt, k] = match as unknown as [string, string, string];
  if (k !== expectedKey) throw new Error('signed with another key than the subscription’s applicationServerKey');
  const [h, p, s] = jwt.split('.');
  if (!h || !p || !s) throw new Error('malformed JWT');
  const jose = JSON.parse(Buffer.from(h, 'base64url').toString()) as { alg?: string; typ?: string };
  if (jose.alg !== 'ES256') throw new Error(`JWT alg ${jose.alg}`);
  const raw = Buffer.from(k, 'base64url');
  const key = createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: b64u(raw.subarray(1, 33)), y: b64u(raw.subarray(33, 65)) }, format: 'jwk' });
  if (!verify('sha256', Buffer.from(`${h}.${p}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(s, 'base64url'))) throw new Error('JWT signature does not verify');
  const claims = JSON.parse(Buffer.from(p, 'base64url').toString()) as ReceivedPush['claims'];
  if (claims.aud !== origin) throw new Error(`JWT aud ${claims.aud}, expected ${origin}`);
  const now = Date.now() / 1000;
  if (!(claims.exp > now && claims.exp <= now + 24 * 3600)) throw new Error(`JWT exp ${claims.exp} not within 24 h`);
  if (!/^(mailto:|https:)/.test(claims.sub)) throw new Error(`JWT sub ${claims.sub}`);
  return claims;
}

/** RFC 8291 §3.4 and RFC 8188: decrypts one aes128gcm record with the user agent's keys. */
function decryptAes128gcm(body: Buffer, ua: ECDH, authSecret: Buffer): Buffer {
  const salt = body.subarray(0, 16);
  const idlen = body[20]!;
  const asPublic = body.subarray(21, 21 + idlen);
  const ciphertext = body.subarray(21 + idlen);
  const ecdhSecret = ua.computeSecret(asPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), ua.getPublicKey(), asPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', ecdhSecret, authSecret, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02 and then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end);
}

export async function startLocalPushService(): Promise<LocalPushService> {
  const { key, cert } = selfSignedCertificate();
  const browsers = new Map<string, { ua: ECDH; auth: Buffer; serverKey: string; inbox: ReceivedPush[]; status?: number }>();
  const rejected: LocalPushService['rejected'] = [];
  const server: Server = createServer({ key, cert }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const id = /^\/push\/([\w-]+)$/.exec(req.url ?? '')?.[1];
      const browser = id ? browsers.get(id) : undefined;
      if (!id || !browser || req.method !== 'POST') return void res.writeHead(404).end();
      if (browser.status) return void res.writeHead(browser.status).end();
      try {
        if (req.headers['content-encoding'] !== 'aes128gcm') throw new Error(`Content-Encoding ${req.headers['content-encoding']}`);
        const ttl = Number(req.headers.ttl);
        if (!Number.isInteger(ttl) || ttl < 0) throw new Error('no TTL header');
        const claims = checkVapid(req.headers.authorization, browser.serverKey, `https://127.0.0.1:${(server.address() as AddressInfo).port}`);
        const payload = JSON.parse(decryptAes128gcm(Buffer.concat(chunks), browser.ua, browser.auth).toString('utf8')) as unknown;
        browser.inbox.push({ subscriptionId: id, payload, ttl, claims });
        res.writeHead(201, { Location: `/message/${randomBytes(8).toString('hex')}` }).end();
      } catch (error) {
        rejected.push({ subscriptionId: id, reason: (error as Error).message });
        res.writeHead(400).end((error as Error).message);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const agent = new Agent({ ca: cert, keepAlive: false });
  return {
    host: '127.0.0.1',
    agent,
    rejected,
    subscribe(applicationServerKey) {
      const ua = createECDH('prime256v1');
      ua.generateKeys();
      const auth = randomBytes(16);
      const id = randomBytes(12).toString('hex');
      browsers.set(id, { ua, auth, serverKey: applicationServerKey, inbox: [] });
      return { id, subscription: { endpoint: `${origin}/push/${id}`, keys: { p256dh: b64u(ua.getPublicKey()), auth: b64u(auth) } } };
    },
    received: (id) => browsers.get(id)?.inbox ?? [],
    answerWith(id, status) {
      const browser = browsers.get(id);
      if (browser) browser.status = status;
    },
    close: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
