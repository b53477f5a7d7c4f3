/**
 * Tells every server process that something its caches hold has changed: an API key was
 * revoked, context roles changed (memberships, identity links). A process clears its own
 * cache at once and, with Redis, publishes the topic so every other node clears its copy
 * within milliseconds. Because other nodes hear of changes, caches may then live longer
 * (`cacheMs`): while the subscription is down, and without Redis, entries keep their short
 * lifetimes, since a change made elsewhere can only show once they expire.
 */
import { randomUUID } from 'node:crypto';
import type { Logger } from '../../../logger.js';
import type { RedisConnection } from './ports.js';

export type InvalidationTopic = 'api-keys' | 'context-roles';

export interface InvalidationBus {
  /** Clears this process's caches of `topic` now and tells the other nodes. */
  publish(topic: InvalidationTopic): void;
  /** Runs `listener` on every change of `topic`, from this process or another. */
  subscribe(topic: InvalidationTopic, listener: () => void): void;
  /** How long a cache entry may be trusted: `longMs` while every node hears of changes, else `shortMs`. */
  cacheMs(shortMs: number, longMs: number): number;
}

/** One process: changes are only ever made here, or seen when short-lived entries expire. */
export class LocalInvalidationBus implements InvalidationBus {
  protected readonly listeners = new Map<InvalidationTopic, Array<() => void>>();

  publish(topic: InvalidationTopic): void {
    this.deliver(topic);
  }

  subscribe(topic: InvalidationTopic, listener: () => void): void {
    this.listeners.set(topic, [...(this.listeners.get(topic) ?? []), listener]);
  }

  cacheMs(shortMs: number, _longMs: number): number {
    return shortMs;
  }

  protected deliver(topic: InvalidationTopic): void {
    for (const listener of this.listeners.get(topic) ?? []) listener();
  }

  protected deliverAll(): void {
    for (const topic of this.listeners.keys()) this.deliver(topic);
  }
}

interface Message {
  topic: InvalidationTopic;
  origin: string;
}

/** Redis pub/sub on `<prefix>invalidate`. */
export class RedisInvalidationBus extends LocalInvalidationBus {
  private readonly origin = randomUUID();
  private readonly channel: string;
  private subscribed = false;
  /** start() was called: subscribe again whenever the connection comes back. */
  private wanted = false;

  constructor(private readonly redis: RedisConnection, private readonly logger: Logger) {
    super();
    this.channel = `${redis.prefix}invalidate`;
    redis.subscriber.on('message', (channel: string, text: string) => {
      if (channel !== this.channel) return;
      let message: Message;
      try {
        message = JSON.parse(text) as Message;
      } catch {
        return;
      }
      if (message.origin !== this.origin) this.deliver(message.topic);
    });
    // The channel is subscribed on every (re)connection; changes published while the
    // connection was down were missed, so everything cached is dropped once it is back.
    redis.subscriber.on('ready', () => {
      if (this.wanted) void this.subscribeChannel();
    });
    redis.subscriber.on('close', () => {
      this.subscribed = false;
    });
  }

  /** Subscribes now if connected, and on every reconnection. */
  async start(): Promise<void> {
    this.wanted = true;
    if (this.redis.subscriber.status === 'ready') await this.subscribeChannel();
  }

  /** Subscribing again to the same channel is harmless, so this runs on every (re)connection. */
  private async subscribeChannel(): Promise<void> {
    try {
      await this.redis.subscriber.subscribe(this.channel);
      this.subscribed = true;
      this.deliverAll();
    } catch (err) {
      this.logger.warn({ err: String(err) }, 'redis subscribe failed; retried when the connection is back');
    }
  }

  override publish(topic: InvalidationTopic): void {
    this.deliver(topic);
    const message: Message = { topic, origin: this.origin };
    this.redis.client.publish(this.channel, JSON.stringify(message)).catch((err: unknown) => {
      this.logger.warn({ err: String(err), topic }, 'cache invalidation not published; other nodes see the change when their entries expire');
    });
  }

  override cacheMs(shortMs: number, longMs: number): number {
    return this.subscribed && this.redis.client.status === 'ready' ? longMs : shortMs;
  }
}
