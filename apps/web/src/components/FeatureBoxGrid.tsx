import { ArrowRight } from './icons';
import { Link } from 'react-router';
import { CardIllustration } from './CardIllustration';
import type { ImageView } from '../lib/media';
import { CARD_IMAGE_SIZES, ResponsiveImage } from './ResponsiveImage';

/**
 * A feature box as a page shows it (SPEC-GUIDE §2 Audience home): `href` is set only when the box may link;
 * `placeholder` is a box without a programme link (dashed); `greyed` is a preview box (or, on the
 * Secondary home, any box without a link).
 */
export interface FeatureBox {
  key: string;
  title: string;
  blurb: string | null;
  linkLabel: string | null;
  href: string | null;
  placeholder: boolean;
  greyed: boolean;
  image: ImageView | null;
  tags: string[];
}

function boxClassName(box: FeatureBox): string {
  const classes = ['card', 'feature-box', 'h-100'];
  if (box.href) classes.push('feature-box--link');
  if (box.placeholder) classes.push('feature-box--placeholder');
  if (box.greyed) classes.push('feature-box--greyed');
  return classes.join(' ');
}

// Bootstrap's card and grid classes as plain markup: react-bootstrap's components would add a chunk each to the
// audience and programme pages' first visit (see bench/README.md, first visit).
function FeatureBoxCard({ box, headingLevel, first }: { box: FeatureBox; headingLevel: 'h2' | 'h3'; first: boolean }) {
  const Title = headingLevel;
  return (
    <div className={boxClassName(box)} data-testid="feature-box" aria-disabled={box.greyed || undefined}>
      {box.image ? (
        <div className="card-media">
          {/* The first box is in the first view on every screen: its picture is fetched at once. */}
          <ResponsiveImage image={box.image} sizes={CARD_IMAGE_SIZES} priority={first} />
        </div>
      ) : (
        !box.placeholder && <CardIllustration title={box.title} />
      )}
      <div className="card-body d-flex flex-column">
        {box.tags.length > 0 && (
          <div className="mb-2">
            {box.tags.map((tag) => (
              <span key={tag} className="badge text-bg-secondary me-1">
                {tag}
              </span>
            ))}
          </div>
        )}
        <Title className="card-title h5">
          {box.href ? (
            <Link to={box.href} className="stretched-link">
              {box.title}
            </Link>
          ) : (
            box.title
          )}
        </Title>
        {box.blurb && <p className="card-text">{box.blurb}</p>}
        {box.href && box.linkLabel && (
          <span className="btn btn-primary mt-auto align-self-start" aria-hidden="true">
            {box.linkLabel}
            <ArrowRight className="icon" size={18} />
          </span>
        )}
      </div>
    </div>
  );
}

/** One, two or four columns as the screen widens (SPEC-GUIDE §9: xs 1, md 2, xl 4). */
export function FeatureBoxGrid({ boxes, headingLevel = 'h2' }: { boxes: FeatureBox[]; headingLevel?: 'h2' | 'h3' }) {
  if (boxes.length === 0) return null;
  return (
    // Safari drops the list role of a list without bullets (list-unstyled): it is kept explicitly.
    // eslint-disable-next-line jsx-a11y/no-redundant-roles
    <ul className="row row-cols-1 row-cols-md-2 row-cols-xl-4 g-4 list-unstyled" role="list">
      {boxes.map((box, index) => (
        <li key={box.key} className="col">
          <FeatureBoxCard box={box} headingLevel={headingLevel} first={index === 0} />
        </li>
      ))}
    </ul>
  );
}
