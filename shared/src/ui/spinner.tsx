// Loading indicator with an accessible name (product §4: 'Loading...' or a spinner).

export interface SpinnerProps {
  label?: string;
  /** Show the label as text beside the spinner instead of only to screen readers. */
  showLabel?: boolean;
}

export function Spinner({ label = 'Loading...', showLabel = false }: SpinnerProps) {
  return (
    <div className="ui-spinner" role="status" aria-live="polite">
      <span className="ui-spinner__wheel" aria-hidden="true" />
      <span className={showLabel ? 'ui-spinner__label' : 'ui-visually-hidden'}>{label}</span>
    </div>
  );
}
