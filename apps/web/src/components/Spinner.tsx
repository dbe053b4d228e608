/** Shown while a screen or its content loads; announced politely to screen readers. */
export function Spinner({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className="loading-spinner d-flex justify-content-center py-5">
      <div className="spinner-border" role="status">
        <span className="visually-hidden">{label}</span>
      </div>
    </div>
  );
}
