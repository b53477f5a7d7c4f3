/**
 * SSE resumability store of one remote MCP session. Every message the server sends on an SSE
 * stream is kept under the id `<stream-id>/<sequence>`; a client that lost the connection
 * reconnects with `Last-Event-ID` and gets the later messages of that stream replayed.
 *
 * In memory and bounded: at most `maxEvents` per session (oldest dropped first), and it lives
 * as long as the session object, so it survives any single HTTP request but not a server
 * restart (sessions do not survive one either).
 */
import type { EventStore } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';

export interface StoredEvent {
  streamId: string;
  seq: number;
  message: JSONRPCMessage;
}

export class BoundedEventStore implements EventStore {
  private readonly events = new Map<string, StoredEvent>(); // insertion (= sequence) order
  private seq = 0;

  constructor(private readonly maxEvents: number) {}

  async storeEvent(streamId: string, message: JSONRPCMessage): Promise<string> {
    const seq = ++this.seq;
    const id = `${streamId}/${seq}`;
    this.keep(id, { streamId, seq, message });
    return id;
  }

  /** Keeps an event under an id given elsewhere (the shared store's); later ids of this store continue after it. */
  keep(id: string, event: StoredEvent): void {
    this.seq = Math.max(this.seq, event.seq);
    this.events.set(id, event);
    while (this.events.size > this.maxEvents) this.events.delete(this.events.keys().next().value!);
  }

  /** The kept events, oldest first. */
  entries(): Array<StoredEvent & { id: string }> {
    return [...this.events].map(([id, e]) => ({ id, ...e }));
  }

  /** The highest sequence number issued or kept. */
  get lastSequence(): number {
    return this.seq;
  }

  /** The stream of an event id this store issued (even if the event itself was dropped since). */
  async getStreamIdForEventId(eventId: string): Promise<string | undefined> {
    const parsed = parseEventId(eventId);
    if (!parsed) return undefined;
    for (const e of this.events.values()) if (e.streamId === parsed.streamId) return parsed.streamId;
    return undefined;
  }

  async replayEventsAfter(lastEventId: string, { send }: { send: (eventId: string, message: JSONRPCMessage) => Promise<void> }): Promise<string> {
    const parsed = parseEventId(lastEventId);
    if (!parsed) return '';
    for (const [id, e] of [...this.events]) {
      // Priming events carry no message (`{}`): they only hand the client a cursor.
      if (e.streamId !== parsed.streamId || e.seq <= parsed.seq || !('jsonrpc' in e.message)) continue;
      await send(id, e.message);
    }
    return parsed.streamId;
  }

  get size(): number {
    return this.events.size;
  }
}

export function parseEventId(eventId: string): { streamId: string; seq: number } | null {
  const slash = eventId.lastIndexOf('/');
  if (slash <= 0) return null;
  const seq = Number(eventId.slice(slash + 1));
  return Number.isSafeInteger(seq) && seq > 0 ? { streamId: eventId.slice(0, slash), seq } : null;
}
