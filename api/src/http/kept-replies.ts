// The public reply cache's memory (and the site server's page cache's): replies by key, least
// recently used first out, within a count and a size (characters or bytes of payload). Every
// kept key costs memory and every new key a full read, so neither may grow with what a client
// chooses to ask.

export interface KeptReply {
  payload: string;
  headers: Array<[name: string, value: string]>;
}

export interface KeptRepliesLimits {
  /** Replies at most. */
  entries: number;
  /** Payload characters at most, all replies together (a reply bigger than this is not kept). */
  chars: number;
}

export class KeptReplies<Reply extends { payload: { length: number } } = KeptReply> {
  /** A Map iterates in insertion order: the first key is the least recently used. */
  private readonly replies = new Map<string, Reply>();
  private keptChars = 0;
  /** The key last set or moved to the back of the line: read again, it stays where it is (a Map's delete and set
   *  on every read of one hot key filled its table with holes and rebuilt it again and again). A key deleted
   *  since cannot be read, and set again it is the newest anew. */
  private newest: string | undefined;

  constructor(readonly limits: KeptRepliesLimits) {}

  get size(): number {
    return this.replies.size;
  }

  get chars(): number {
    return this.keptChars;
  }

  get(key: string): Reply | undefined {
    const reply = this.replies.get(key);
    if (reply && key !== this.newest) {
      // Used again: to the back of the line.
      this.replies.delete(key);
      this.replies.set(key, reply);
      this.newest = key;
    }
    return reply;
  }

  set(key: string, reply: Reply): void {
    this.delete(key);
    if (reply.payload.length > this.limits.chars) return;
    this.replies.set(key, reply);
    this.newest = key;
    this.keptChars += reply.payload.length;
    for (const oldest of this.replies.keys()) {
      if (this.replies.size <= this.limits.entries && this.keptChars <= this.limits.chars) break;
      this.delete(oldest);
    }
  }

  clear(): void {
    this.replies.clear();
    this.keptChars = 0;
  }

  delete(key: string): void {
    const reply = this.replies.get(key);
    if (!reply) return;
    this.replies.delete(key);
    this.keptChars -= reply.payload.length;
  }
}
