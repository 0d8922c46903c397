// For tests: reads a Server-Sent Events response the way EventSource does, event by event.
export interface SseEvent {
  event: string;
  data: unknown;
}

export interface SseStream {
  response: Response;
  /** Every event received so far, in order. */
  events: SseEvent[];
  /** Comment lines (`: ping`) received so far. */
  comments: string[];
  /** The next event not yet taken, waiting up to timeoutMs. */
  next(timeoutMs?: number): Promise<SseEvent>;
  /** Events received but not yet taken by next(). */
  pending(): SseEvent[];
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

export function readEventStream(response: Response, abort: () => void = () => {}): SseStream {
  const events: SseEvent[] = [];
  const comments: string[] = [];
  let taken = 0;
  const waiter: { wake?: () => void } = {};
  let done = false;

  const parseBlock = (block: string) => {
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) comments.push(line.slice(1).trim());
      else if (line.startsWith('event:')) event = line.slice(6).trim();
      else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
    }
    if (data.length) events.push({ event, data: JSON.parse(data.join('\n')) as unknown });
  };

  const reader = response.body!.getReader();
  const ended = (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for (;;) {
        const { done: finished, value } = await reader.read();
        if (finished) break;
        buffer += decoder.decode(value, { stream: true });
        let index: number;
        while ((index = buffer.indexOf('\n\n')) >= 0) {
          parseBlock(buffer.slice(0, index));
          buffer = buffer.slice(index + 2);
        }
        waiter.wake?.();
      }
    } catch {
      // aborted by close()
    } finally {
      done = true;
      waiter.wake?.();
    }
  })();

  return {
    response,
    events,
    comments,
    ended,
    pending: () => events.slice(taken),
    async next(timeoutMs = 5_000) {
      const deadline = Date.now() + timeoutMs;
      while (taken >= events.length) {
        if (done) throw new Error('the event stream ended');
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no event within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiter.wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        waiter.wake = undefined;
      }
      return events[taken++]!;
    },
    close() {
      abort();
      reader.cancel().catch(() => {});
    },
  };
}

/** Opens `url` with fetch (a real socket) and, on a 200, waits for the server's `realtime.ready`. */
export async function openEventStream(url: string, headers: Record<string, string> = {}): Promise<SseStream> {
  const controller = new AbortController();
  const response = await fetch(url, { headers: { Accept: 'text/event-stream', ...headers }, signal: controller.signal });
  const stream = readEventStream(response, () => controller.abort());
  if (response.ok) {
    const first = await stream.next();
    if (first.event !== 'realtime.ready') throw new Error(`expected realtime.ready first, got ${first.event}`);
  }
  return stream;
}
