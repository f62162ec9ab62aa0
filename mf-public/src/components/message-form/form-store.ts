// The state a message form's fields and footer render from, apart from formik: the
// page shows and takes input with this alone, and formik (with yup and the send flow)
// is downloaded when the visitor starts using the form. Once its engine connects,
// every change, blur and submit goes to formik, and formik's state is published back
// here, so the fields keep their DOM elements (focus, caret, typed text) throughout.

import type { TimedMessage } from '@agency/shared/ui';

export type FieldValues = Record<string, string>;

export interface FormSnapshot {
  values: FieldValues;
  errors: Partial<Record<string, string>>;
  touched: Partial<Record<string, boolean>>;
  isSubmitting: boolean;
  failure: TimedMessage | null;
  captchaMissing: boolean;
}

/** What formik does for the form once it is loaded. */
export interface FormEngine {
  change(name: string, value: string): void;
  blur(name: string): void;
  submit(): void;
}

export class FormStore {
  // `declare`: set in the constructor, so no define is compiled for them (bytes of the first view).
  declare private snapshot: FormSnapshot;
  private engine: FormEngine | null = null;
  private submitWaiting = false;
  /** The line the form started with stays until the next send, whatever formik publishes before it. */
  declare private keepStartingLine: boolean;
  private readonly listeners = new Set<() => void>();

  /** `failure`: a line shown from the start (a send that came before the scripts: nothing went out). */
  constructor(initialValues: FieldValues, failure: TimedMessage | null = null) {
    this.snapshot = { values: initialValues, errors: {}, touched: {}, isSubmitting: false, failure, captchaMissing: false };
    this.keepStartingLine = failure !== null;
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = (): FormSnapshot => this.snapshot;

  /** True once formik runs the form. */
  get connected(): boolean {
    return this.engine !== null;
  }

  change(name: string, value: string): void {
    // Shown at once (a controlled field must hold the typed value within the event); formik follows.
    this.update({ values: { ...this.snapshot.values, [name]: value } });
    this.engine?.change(name, value);
  }

  blur(name: string): void {
    if (this.engine) this.engine.blur(name);
    else this.update({ touched: { ...this.snapshot.touched, [name]: true } });
  }

  /** Send pressed: formik submits, or will as soon as it is here ('Sending...' meanwhile). */
  submit(): void {
    this.keepStartingLine = false;
    if (this.engine) {
      this.engine.submit();
      return;
    }
    this.submitWaiting = true;
    this.update({ isSubmitting: true });
  }

  /** The form's code could not load: a waiting send fails instead of hanging. */
  engineFailed(failure: TimedMessage): void {
    if (!this.submitWaiting) return;
    this.submitWaiting = false;
    this.update({ isSubmitting: false, failure });
  }

  connect(engine: FormEngine): () => void {
    this.engine = engine;
    if (this.submitWaiting) {
      this.submitWaiting = false;
      engine.submit();
    }
    return () => {
      if (this.engine === engine) this.engine = null;
    };
  }

  publish(state: Partial<FormSnapshot>): void {
    if (this.keepStartingLine && !state.failure) {
      const { failure: _startingLineStays, ...rest } = state;
      this.update(rest);
      return;
    }
    this.update(state);
  }

  private update(state: Partial<FormSnapshot>): void {
    this.snapshot = { ...this.snapshot, ...state };
    for (const listener of this.listeners) listener();
  }
}
