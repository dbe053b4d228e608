import BootstrapSpinner from 'react-bootstrap/Spinner';

/** Shown while a screen or its content loads; announced politely to screen readers. */
export function Spinner({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className="d-flex justify-content-center py-5">
      <BootstrapSpinner animation="border" role="status">
        <span className="visually-hidden">{label}</span>
      </BootstrapSpinner>
    </div>
  );
}
