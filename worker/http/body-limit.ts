import type { MiddlewareHandler } from "hono";

/**
 * Cloudflare refuses a request body over 100 MB (Free and Pro plans) before the worker runs;
 * up to that much of a refused body is read and dropped here, and a longer stream (only a
 * local runtime lets one through) is cancelled.
 */
export const DRAIN_MAX_BYTES = 100 * 1024 * 1024;

/**
 * Reads what is left of a refused body and drops it, so the answer goes out after the whole
 * request has arrived. An answer sent while a partly read body is still arriving is lost in
 * `wrangler dev` about half the time: its proxy answers 500 "Network connection lost" or
 * resets the connection (docs/notes/early-answer-to-a-streamed-body.md).
 */
export async function drain(reader: ReadableStreamDefaultReader<Uint8Array>, alreadyRead = 0): Promise<void> {
  let size = alreadyRead;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      size += value.byteLength;
      if (size > DRAIN_MAX_BYTES) {
        await reader.cancel();
        return;
      }
    }
  } catch {
    // The client went away or the stream broke: there is nothing left to wait for.
  }
}

function concat(chunks: Uint8Array[], size: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes;
}

/**
 * Refuses a body over `maxBytes` with `refuse()` (thrown): by `Content-Length` when the client
 * sends one (the body is then left unread: nothing of it has reached the worker yet), else by
 * counting the bytes as they arrive; a counted body that passes is handed on in one piece.
 * Hono's `bodyLimit` does the same but stops reading at the limit, leaving the rest in flight.
 */
export function bodyLimit(maxBytes: number, refuse: () => Error): MiddlewareHandler {
  return async function bodyLimit(c, next) {
    const body = c.req.raw.body;
    if (!body) return next();
    const declared = c.req.header("Content-Length");
    if (declared !== undefined && c.req.header("Transfer-Encoding") === undefined) {
      if (Number.parseInt(declared, 10) > maxBytes) throw refuse();
      return next();
    }
    const reader = body.getReader();
    const chunks: Uint8Array[] = [];
    let size = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await drain(reader, size);
        throw refuse();
      }
      chunks.push(value);
    }
    c.req.raw = new Request(c.req.raw, { body: concat(chunks, size) });
    return next();
  };
}
