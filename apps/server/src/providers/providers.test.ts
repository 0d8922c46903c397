// The real adapters against local servers that speak the providers' protocols:
// an SMTP server (smtp-server) and an HTTP server answering like Africa's Talking.
import { createServer, type Server } from 'node:http';
import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import { startAfricasTalkingSimulator } from '../../test/helpers/africastalking-simulator';
import { freePort } from '../../test/helpers/ports';
import { createSmtpEmailSender } from './email';
import { createAfricasTalkingSmsSender, SmsDeliveryError } from './sms';

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (closers.length) await closers.pop()!();
});

describe('SMTP e-mail adapter', () => {
  it('delivers the message over SMTP with from, to, reply-to, subject and body', async () => {
    const received: string[] = [];
    const envelope: { from?: string; to?: string[] } = {};
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        envelope.from = session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined;
        envelope.to = session.envelope.rcptTo.map((r) => r.address);
        let data = '';
        stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
        stream.on('end', () => {
          received.push(data);
          callback();
        });
      },
    });
    const port = await freePort();
    await new Promise<void>((resolve) => smtp.listen(port, '127.0.0.1', resolve));
    closers.push(() => new Promise((resolve) => smtp.close(() => resolve())));

    const sender = createSmtpEmailSender({ url: `smtp://127.0.0.1:${port}`, from: 'Changamoto <no-reply@changamoto.test>' });
    await sender.send({ to: 'support@changamoto.test', replyTo: 'wanjiku@example.com', subject: 'Hello support', text: 'Body line one.' });

    expect(envelope).toEqual({ from: 'no-reply@changamoto.test', to: ['support@changamoto.test'] });
    expect(received[0]).toMatch(/^Subject: Hello support/m);
    expect(received[0]).toMatch(/^Reply-To: wanjiku@example.com/m);
    expect(received[0]).toContain('Body line one.');
  });
});

describe("Africa's Talking SMS adapter", () => {
  async function fakeAfricasTalking(answer: (form: URLSearchParams, headers: Record<string, unknown>) => { status: number; body: unknown }) {
    const requests: { path: string; form: URLSearchParams; headers: Record<string, unknown> }[] = [];
    const server: Server = createServer((req, res) => {
      let raw = '';
      req.on('data', (c: Buffer) => (raw += c.toString()));
      req.on('end', () => {
        const form = new URLSearchParams(raw);
        requests.push({ path: req.url ?? '', form, headers: req.headers });
        const { status, body } = answer(form, req.headers);
        res.writeHead(status, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify(body));
      });
    });
    const port = await freePort();
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    closers.push(() => new Promise((resolve) => server.close(() => resolve())));
    return { baseUrl: `http://127.0.0.1:${port}`, requests };
  }

  it('posts the form the API expects with the apiKey header and accepts a Success recipient', async () => {
    const at = await fakeAfricasTalking(() => ({ status: 201, body: { SMSMessageData: { Message: 'Sent to 1/1', Recipients: [{ status: 'Success', statusCode: 101, number: '+254712345678' }] } } }));
    const sender = createAfricasTalkingSmsSender({ apiKey: 'k-123', username: 'changamoto', senderId: 'CHANGAMOTO', baseUrl: at.baseUrl });
    await sender.send({ to: '+254712345678', text: 'Your code is 123456' });
    expect(at.requests).toHaveLength(1);
    const [request] = at.requests;
    expect(request!.path).toBe('/version1/messaging');
    expect(request!.headers.apikey).toBe('k-123');
    expect(Object.fromEntries(request!.form)).toEqual({ username: 'changamoto', to: '+254712345678', message: 'Your code is 123456', from: 'CHANGAMOTO' });
  });

  it('throws (so the job retries) when a recipient is refused or the API errors', async () => {
    const refused = await fakeAfricasTalking(() => ({ status: 201, body: { SMSMessageData: { Message: 'Sent to 0/1', Recipients: [{ status: 'InvalidPhoneNumber', statusCode: 403, number: '+2547' }] } } }));
    await expect(createAfricasTalkingSmsSender({ apiKey: 'k', username: 'u', baseUrl: refused.baseUrl }).send({ to: '+2547', text: 'x' })).rejects.toThrow(
      new SmsDeliveryError("Africa's Talking refused the message: 403 InvalidPhoneNumber", true),
    );
    const down = await fakeAfricasTalking(() => ({ status: 500, body: {} }));
    await expect(createAfricasTalkingSmsSender({ apiKey: 'k', username: 'u', baseUrl: down.baseUrl }).send({ to: '+254712345678', text: 'x' })).rejects.toThrow("Africa's Talking answered HTTP 500");
  });

  it("answers the recipient's messageId, status and cost (for delivery reports), and says which refusals are for good", async () => {
    const at = await startAfricasTalkingSimulator({ apiKey: 'atsk_k', username: 'changamoto' });
    closers.push(() => at.stop());
    const sender = createAfricasTalkingSmsSender({ apiKey: 'atsk_k', username: 'changamoto', baseUrl: at.baseUrl });
    const result = await sender.send({ to: '+254712345678', text: 'Changamoto: receipt' });
    expect(result).toEqual({ messageId: at.sent[0]!.messageId, status: 'Success', cost: 'KES 0.8000' });
    expect(at.sent[0]).toMatchObject({ to: '+254712345678', message: 'Changamoto: receipt', username: 'changamoto' });

    const refusal = (statusCode: number, status: string) => {
      at.refuseNext({ statusCode, status });
      return sender.send({ to: '+254712345678', text: 'x' }).then(
        () => {
          throw new Error('accepted, not refused');
        },
        (error: unknown) => error as SmsDeliveryError,
      );
    };
    for (const [code, status] of [
      [403, 'InvalidPhoneNumber'],
      [406, 'UserInBlacklist'],
      [409, 'DoNotDisturbRejection'],
    ] as const)
      expect((await refusal(code, status)).permanent).toBe(true);
    for (const [code, status] of [
      [405, 'InsufficientBalance'],
      [500, 'InternalServerError'],
      [502, 'RejectedByGateway'],
    ] as const)
      expect((await refusal(code, status)).permanent).toBe(false);
    // A wrong key is refused by the API itself (HTTP 401): worth retrying once the key is fixed, never a crash.
    await expect(createAfricasTalkingSmsSender({ apiKey: 'wrong', username: 'changamoto', baseUrl: at.baseUrl }).send({ to: '+254712345678', text: 'x' })).rejects.toThrow("Africa's Talking answered HTTP 401");
  });
});
