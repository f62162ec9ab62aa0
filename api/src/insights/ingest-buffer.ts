// Beacons are answered at once and their events written in batches: every FLUSH_MS, or sooner once
// BATCH_SIZE are waiting. A database that falls behind makes the buffer drop new events past its cap
// (insight is a sample; the site's own requests matter more). Close writes what is left.

import type { ReceivedEvent } from './write-batch';

export interface IngestOptions {
  flushMs: number;
  batchSize: number;
  maxBuffered: number;
}

export const DEFAULT_INGEST_OPTIONS: IngestOptions = { flushMs: 250, batchSize: 500, maxBuffered: 20_000 };

export class IngestBuffer {
  private waiting: ReceivedEvent[] = [];
  private timer: NodeJS.Timeout | undefined;
  private writing: Promise<void> = Promise.resolve();
  /** Events refused because the buffer was full. */
  dropped = 0;
  private readonly write: (batch: readonly ReceivedEvent[]) => Promise<number>;
  private readonly onError: (error: unknown) => void;
  private readonly options: IngestOptions;

  /** `write` stores a batch (an InsightWriter's). */
  constructor(
    write: (batch: readonly ReceivedEvent[]) => Promise<number>,
    onError: (error: unknown) => void,
    options: IngestOptions = DEFAULT_INGEST_OPTIONS,
  ) {
    this.write = write;
    this.onError = onError;
    this.options = options;
  }

  add(events: readonly ReceivedEvent[]): void {
    const room = this.options.maxBuffered - this.waiting.length;
    if (room < events.length) this.dropped += events.length - Math.max(room, 0);
    this.waiting.push(...events.slice(0, Math.max(room, 0)));
    if (this.waiting.length >= this.options.batchSize) void this.flush();
    else if (!this.timer && this.waiting.length > 0) {
      this.timer = setTimeout(() => void this.flush(), this.options.flushMs);
      this.timer.unref();
    }
  }

  /** Writes everything waiting now, after the writes before it (one transaction at a time). */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    const batch = this.waiting;
    this.waiting = [];
    this.writing = this.writing.then(async () => {
      for (let at = 0; at < batch.length; at += this.options.batchSize) {
        await this.write(batch.slice(at, at + this.options.batchSize)).catch(this.onError);
      }
    });
    return this.writing;
  }
}
