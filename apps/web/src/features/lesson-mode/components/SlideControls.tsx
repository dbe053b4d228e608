import { Link } from 'react-router';

/** Previous, the slide counter (announced) and next under the slide; an end without a link keeps its place. */
export function SlideControls({
  back,
  forward,
  previousLabel,
  nextLabel,
  backText,
  forwardText,
  counter,
}: {
  back: string | null;
  forward: string | null;
  previousLabel: string;
  nextLabel: string;
  backText: string;
  forwardText: string;
  counter: string;
}) {
  return (
    <div className="lesson-mode__controls">
      {back ? (
        <Link to={back} className="btn btn-light" aria-label={previousLabel} aria-keyshortcuts="ArrowLeft PageUp">
          {backText}
        </Link>
      ) : (
        <span />
      )}
      <p className="mb-0" aria-live="polite">
        {counter}
      </p>
      {forward ? (
        <Link to={forward} className="btn btn-light" aria-label={nextLabel} aria-keyshortcuts="ArrowRight PageDown">
          {forwardText}
        </Link>
      ) : (
        <span />
      )}
    </div>
  );
}
