interface SpinnerProps {
  label: string;
}

export function Spinner({ label }: SpinnerProps) {
  return (
    <span className="spinner" role="progressbar" aria-label={label} aria-busy="true">
      <span className="spinner__dot" aria-hidden="true" />
    </span>
  );
}
