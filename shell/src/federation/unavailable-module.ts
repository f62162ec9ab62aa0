// The marker module a failed remote load resolves to.

export interface UnavailableModule {
  readonly __remoteUnavailable: true;
  readonly id: string;
  readonly reason: string;
}

export const unavailableModule = (id: string, error: unknown): UnavailableModule => ({
  __remoteUnavailable: true,
  id,
  reason: error instanceof Error ? error.message : String(error),
});

export const isUnavailable = (value: unknown): value is UnavailableModule =>
  typeof value === 'object' && value !== null && (value as UnavailableModule).__remoteUnavailable === true;
