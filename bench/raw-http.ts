// bench/raw-http: the load generator's HTTP/1.1 client — kept-alive sockets written and read directly
// (as wrk or autocannon do), because the load runs on the same two cores as the server and PostgreSQL:
// node:http's client cost 0.14–0.36 ms of CPU per request, about a tenth of a backing's whole cost,
// taken from the system being measured. pgbench, the peer baseline, is a C client. It speaks what the
// benches need: one request at a time per socket, answers sized by Content-Length or chunked, and a
// socket the server closed (idle timeout, Connection: close) replaced on the next request.
import net from 'node:net';

export interface RawAnswer {
  status: number;
  body: string;
}

const CRLF2 = Buffer.from('\r\n\r\n');

/** Where a complete answer ends in `data` and what it says, or null while more bytes are needed. */
export function parseAnswer(data: Buffer): { end: number; status: number; body: Buffer; close: boolean } | null {
  const headEnd = data.indexOf(CRLF2);
  if (headEnd < 0) return null;
  const head = data.subarray(0, headEnd).toString('latin1');
  const status = Number(head.slice(9, 12));
  const lower = head.toLowerCase();
  const close = /\r\nconnection:\s*close/.test(lower);
  const bodyStart = headEnd + 4;
  if (/\r\ntransfer-encoding:\s*chunked/.test(lower)) {
    const parts: Buffer[] = [];
    let at = bodyStart;
    for (;;) {
      const lineEnd = data.indexOf('\r\n', at);
      if (lineEnd < 0) return null;
      const size = parseInt(data.subarray(at, lineEnd).toString('latin1'), 16);
      if (Number.isNaN(size)) throw new Error('raw-http: a malformed chunk size');
      const chunkStart = lineEnd + 2;
      if (data.length < chunkStart + size + 2) return null;
      if (size === 0) return { end: chunkStart + 2, status, body: Buffer.concat(parts), close };
      parts.push(data.subarray(chunkStart, chunkStart + size));
      at = chunkStart + size + 2;
    }
  }
  const length = Number(/\r\ncontent-length:\s*(\d+)/.exec(lower)?.[1] ?? 0);
  if (data.length < bodyStart + length) return null;
  return { end: bodyStart + length, status, body: data.subarray(bodyStart, bodyStart + length), close };
}

interface Connection {
  socket: net.Socket;
  alive: boolean;
  /** Set while a request waits for its answer. */
  waiting?: { resolve(answer: RawAnswer): void; reject(error: Error): void; reused: boolean; retry(): void };
  data: Buffer;
}

export function rawHttpClient(baseUrl: string) {
  const { hostname, port } = new URL(baseUrl);
  const idle: Connection[] = [];
  const all = new Set<Connection>();

  function open(): Connection {
    const socket = net.connect({ host: hostname, port: Number(port), noDelay: true });
    const conn: Connection = { socket, alive: true, data: Buffer.alloc(0) };
    all.add(conn);
    const drop = (error: Error) => {
      if (!conn.alive) return;
      conn.alive = false;
      all.delete(conn);
      const i = idle.indexOf(conn);
      if (i >= 0) idle.splice(i, 1);
      const waiting = conn.waiting;
      conn.waiting = undefined;
      // A kept-alive socket the server had just closed: the request never reached it, so send it again on a new one.
      if (waiting?.reused && conn.data.length === 0) waiting.retry();
      else waiting?.reject(error);
    };
    socket.on('data', (chunk: Buffer) => {
      conn.data = conn.data.length ? Buffer.concat([conn.data, chunk]) : chunk;
      const answer = parseAnswer(conn.data);
      if (!answer || !conn.waiting) return;
      const waiting = conn.waiting;
      conn.waiting = undefined;
      conn.data = conn.data.subarray(answer.end);
      if (answer.close) {
        conn.alive = false;
        all.delete(conn);
        socket.destroy();
      } else idle.push(conn);
      waiting.resolve({ status: answer.status, body: answer.body.toString('utf8') });
    });
    socket.on('error', drop);
    socket.on('close', () => drop(new Error('raw-http: the server closed the connection')));
    return conn;
  }

  function request(method: string, path: string, headers: Record<string, string>, body?: unknown): Promise<RawAnswer> {
    const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
    let head = `${method} ${path} HTTP/1.1\r\nHost: ${hostname}:${port}\r\n`;
    for (const [name, value] of Object.entries(headers)) head += `${name}: ${value}\r\n`;
    head += payload ? `Content-Type: application/json\r\nContent-Length: ${payload.length}\r\n\r\n` : '\r\n';
    const bytes = payload ? Buffer.concat([Buffer.from(head, 'latin1'), payload]) : Buffer.from(head, 'latin1');
    return new Promise<RawAnswer>((resolve, reject) => {
      const send = (allowRetry: boolean) => {
        const reusable = idle.pop();
        const conn = reusable ?? open();
        conn.data = Buffer.alloc(0);
        conn.waiting = { resolve, reject, reused: Boolean(reusable) && allowRetry, retry: () => send(false) };
        conn.socket.write(bytes);
      };
      send(true);
    });
  }

  return {
    request,
    close() {
      for (const conn of all) {
        conn.alive = false;
        conn.socket.destroy();
      }
      all.clear();
      idle.length = 0;
    },
  };
}
