/**
 * Bootstrap's progress bar with its accessible name on the element that has the progressbar role (react-bootstrap's
 * puts an aria-label on the wrapper, where it names nothing). Without a percentage it is indeterminate: striped and
 * moving, with no value.
 */
export function Progress({ label, percent, className }: { label: string; percent: number | null; className?: string }) {
  const known = percent !== null;
  const width = known ? Math.max(0, Math.min(100, percent)) : 100;
  return (
    <div className={`progress ${className ?? ''}`}>
      <div
        className={`progress-bar${known ? '' : ' progress-bar-striped progress-bar-animated'}`}
        role="progressbar"
        aria-label={label}
        aria-valuemin={known ? 0 : undefined}
        aria-valuemax={known ? 100 : undefined}
        aria-valuenow={known ? Math.round(width) : undefined}
        style={{ width: `${width}%` }}
      />
    </div>
  );
}
