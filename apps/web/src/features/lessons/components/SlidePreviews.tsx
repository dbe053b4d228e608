import { Link } from 'react-router';
import type { SlidePreview } from '../lessonPlan';

function Thumbnail({ slide }: { slide: SlidePreview }) {
  return (
    <>
      <span className="slide-preview-frame" aria-hidden="true">
        {slide.image ? (
          <img src={slide.image.url} alt="" loading="lazy" decoding="async" />
        ) : (
          <span className="slide-preview-text">{slide.title}</span>
        )}
      </span>
      <span className="slide-preview-caption">
        <span className="slide-preview-activity">
          {/* The activity is named on its first slide; the later ones say it only to a screen reader. */}
          <span className={slide.number === 1 ? undefined : 'visually-hidden'}>{slide.activityTitle}, </span>
          slide {slide.number}
        </span>
        <span className="visually-hidden">: </span>
        <span className="slide-preview-title">{slide.title}</span>
      </span>
    </>
  );
}

/**
 * A strip of the lesson-mode slides, each opening lesson mode at that slide (issue 44); only previews when the lesson
 * has no lesson mode. The strip scrolls sideways; the keyboard scrolls it through its links, or focuses it when it has
 * none.
 */
export function SlidePreviews({ slides }: { slides: SlidePreview[] }) {
  if (slides.length === 0) return null;
  const linked = slides.some((slide) => slide.href);
  return (
    <section aria-labelledby="lesson-slides" className="mb-4">
      <h2 id="lesson-slides" className="h4">
        Slides <span className="fs-6 text-body-secondary">({slides.length})</span>
      </h2>
      {/* A strip that scrolls must be reachable by keyboard: its links are, and without them the strip itself is. */}
      <div className="slide-previews" tabIndex={linked ? undefined : 0} role="group" aria-labelledby="lesson-slides">
        <ol className="slide-preview-list">
          {slides.map((slide) => (
            <li key={slide.key}>
              {slide.href ? (
                <Link to={slide.href} className="slide-preview">
                  <Thumbnail slide={slide} />
                </Link>
              ) : (
                <span className="slide-preview">
                  <Thumbnail slide={slide} />
                </span>
              )}
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
