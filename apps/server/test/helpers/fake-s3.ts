// A tiny S3 for tests: it knows one access key and secret, and for every request re-derives the SigV4
// signature from what actually arrived on the wire (its own implementation, not the adapter's).
// PUT stores an object, GET returns it (404 if none), DELETE removes it (204 either way).
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import { freePort } from './ports';

export interface FakeS3Options {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
}

export async function startFakeS3({ accessKeyId, secretAccessKey, region }: FakeS3Options) {
  const objects = new Map<string, { body: Buffer; headers: IncomingMessage['headers'] }>();
  const rejections: string[] = [];
  const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

  function verify(req: IncomingMessage, body: Buffer): string | null {
    const match = /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, SignedHeaders=([a-z0-9;-]+), Signature=([0-9a-f]{64})$/.exec(req.headers.authorization ?? '');
    if (!match) return `malformed Authorization: ${req.headers.authorization}`;
    const [, key, date, scopeRegion, signedHeaders, signature] = match as unknown as [string, string, string, string, string, string];
    if (key !== accessKeyId) return 'unknown access key';
    if (scopeRegion !== region) return 'wrong region';
    const amzDate = String(req.headers['x-amz-date'] ?? '');
    if (!/^\d{8}T\d{6}Z$/.test(amzDate) || amzDate.slice(0, 8) !== date) return 'bad x-amz-date';
    const skew = Math.abs(Date.now() - Date.parse(`${amzDate.slice(0, 4)}-${amzDate.slice(4, 6)}-${amzDate.slice(6, 8)}T${amzDate.slice(9, 11)}:${amzDate.slice(11, 13)}:${amzDate.slice(13, 15)}Z`));
    if (skew > 15 * 60 * 1000) return 'request time too skewed';
    const names = signedHeaders.split(';');
    const required = ['host', 'x-amz-date', 'x-amz-content-sha256', ...(req.method === 'PUT' ? ['content-type'] : [])];
    for (const name of required) if (!names.includes(name)) return `${name} not signed`;
    const payloadHash = createHash('sha256').update(body).digest('hex');
    if (req.headers['x-amz-content-sha256'] !== payloadHash) return 'x-amz-content-sha256 does not match the body';
    const canonicalHeaders = names.map((name) => `${name}:${String(req.headers[name] ?? '').trim()}\n`).join('');
    const [rawPath, rawQuery = ''] = (req.url ?? '').split('?');
    const canonical = [req.method, rawPath, rawQuery, canonicalHeaders, signedHeaders, payloadHash].join('\n');
    const scope = `${date}/${region}/s3/aws4_request`;
    const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, createHash('sha256').update(canonical).digest('hex')].join('\n');
    const signingKey = hmac(hmac(hmac(hmac(`AWS4${secretAccessKey}`, date), region), 's3'), 'aws4_request');
    const expected = createHmac('sha256', signingKey).update(toSign).digest();
    return timingSafeEqual(expected, Buffer.from(signature, 'hex')) ? null : 'SignatureDoesNotMatch';
  }

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const problem = verify(req, body);
      if (problem) {
        rejections.push(problem);
        res.writeHead(403, { 'Content-Type': 'application/xml' });
        res.end(`<Error><Code>AccessDenied</Code><Message>${problem}</Message></Error>`);
        return;
      }
      const path = req.url ?? '';
      if (req.method === 'PUT') {
        objects.set(path, { body, headers: req.headers });
        res.writeHead(200, { ETag: `"${createHash('md5').update(body).digest('hex')}"` }).end();
      } else if (req.method === 'GET') {
        const object = objects.get(path);
        if (!object) res.writeHead(404, { 'Content-Type': 'application/xml' }).end('<Error><Code>NoSuchKey</Code></Error>');
        else res.writeHead(200, { 'Content-Type': String(object.headers['content-type'] ?? 'application/octet-stream') }).end(object.body);
      } else if (req.method === 'DELETE') {
        objects.delete(path);
        res.writeHead(204).end();
      } else {
        res.writeHead(405).end();
      }
    });
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    rejections,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
