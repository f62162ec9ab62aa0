// What a client was told about its writes, to check against what survived a
// crash: an acknowledged (2xx) write must be there; one whose answer never came
// may or may not be. Each record is written by one worker at a time.

export interface RecordState {
  kind: 'blog' | 'plan';
  /** The label values the record may hold now: the last acknowledged one and any sent since. */
  allowed: Set<string>;
  /** true: deleted for sure; 'maybe': a delete was sent without an answer. */
  deleted: boolean | 'maybe';
}

export class WriteLedger {
  readonly records = new Map<string, RecordState>();
  /** Labels of creates whose answer never came: such a record may exist under any id. */
  readonly unansweredCreates = new Set<string>();

  created(id: string, kind: RecordState['kind'], label: string): void {
    this.records.set(id, { kind, allowed: new Set([label]), deleted: false });
  }

  updateSent(id: string, label: string): void {
    this.records.get(id)!.allowed.add(label);
  }

  updated(id: string, label: string): void {
    this.records.get(id)!.allowed = new Set([label]);
  }

  deleteSent(id: string): void {
    this.records.get(id)!.deleted = 'maybe';
  }

  deletedFor(id: string): void {
    this.records.get(id)!.deleted = true;
  }

  /** Records that exist for sure (not even maybe deleted): safe targets for the next writes. */
  live(kind: RecordState['kind']): string[] {
    return [...this.records].filter(([, state]) => state.kind === kind && state.deleted === false).map(([id]) => id);
  }
}
