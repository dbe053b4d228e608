import Badge from 'react-bootstrap/Badge';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { Link } from 'react-router';
import type { ImageView } from '../lib/media';
import { CARD_IMAGE_SIZES, ResponsiveImage } from './ResponsiveImage';

/**
 * A feature box as a page shows it (SPEC §2 Audience home): `href` is set only when the box may link;
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
  const classes = ['feature-box', 'h-100'];
  if (box.href) classes.push('feature-box--link');
  if (box.placeholder) classes.push('feature-box--placeholder');
  if (box.greyed) classes.push('feature-box--greyed');
  return classes.join(' ');
}

function FeatureBoxCard({ box, headingLevel, first }: { box: FeatureBox; headingLevel: 'h2' | 'h3'; first: boolean }) {
  return (
    <Card className={boxClassName(box)} data-testid="feature-box" aria-disabled={box.greyed || undefined}>
      {box.image && (
        <div className="ratio ratio-16x9">
          {/* The first box is in the first view on every screen: its picture is fetched at once. */}
          <ResponsiveImage
            image={box.image}
            sizes={CARD_IMAGE_SIZES}
            className="card-img-top object-fit-cover"
            priority={first}
          />
        </div>
      )}
      <Card.Body className="d-flex flex-column">
        {box.tags.length > 0 && (
          <div className="mb-2">
            {box.tags.map((tag) => (
              <Badge key={tag} bg="secondary" className="me-1">
                {tag}
              </Badge>
            ))}
          </div>
        )}
        <Card.Title as={headingLevel} className="h5">
          {box.href ? (
            <Link to={box.href} className="stretched-link">
              {box.title}
            </Link>
          ) : (
            box.title
          )}
        </Card.Title>
        {box.blurb && <Card.Text>{box.blurb}</Card.Text>}
        {box.href && box.linkLabel && (
          <span className="btn btn-primary mt-auto align-self-start" aria-hidden="true">
            {box.linkLabel}
          </span>
        )}
      </Card.Body>
    </Card>
  );
}

/** One, two or four columns as the screen widens (SPEC §9: xs 1, md 2, xl 4). */
export function FeatureBoxGrid({ boxes, headingLevel = 'h2' }: { boxes: FeatureBox[]; headingLevel?: 'h2' | 'h3' }) {
  if (boxes.length === 0) return null;
  return (
    <Row xs={1} md={2} xl={4} className="g-4 list-unstyled" as="ul" role="list">
      {boxes.map((box, index) => (
        <Col key={box.key} as="li">
          <FeatureBoxCard box={box} headingLevel={headingLevel} first={index === 0} />
        </Col>
      ))}
    </Row>
  );
}
