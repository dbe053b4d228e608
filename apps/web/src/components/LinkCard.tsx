import type { ReactNode, Ref } from 'react';
import Card from 'react-bootstrap/Card';
import { ArrowRight } from './icons';
import { Link, type RelativeRoutingType } from 'react-router';
import { CardIllustration } from './CardIllustration';
import { GuardedLink } from './GuardedLink';

/** The button at the foot of a card, and where it leads. */
interface LinkCardAction {
  to: string;
  /** The visible text: 'Explore', 'View Activity' ... */
  label: string;
  /** Heard after the label by screen readers only, so each card's link names its card (default: the title). */
  context?: string;
  variant?: 'primary' | 'outline-primary';
  /** Subscriber content: a visitor is offered to sign in or subscribe first (GuardedLink). */
  guarded?: boolean;
  relative?: RelativeRoutingType;
  /** For moving focus to the card ('Show more' focuses the first new one). */
  linkRef?: Ref<HTMLAnchorElement>;
}

/**
 * The card of every list of things to open (lessons, activities, collections, events ...): a picture (its own, in a
 * 16:9 frame, or an illustration), a title, a few details, and one button at the foot, lined up across a row of cards.
 */
export function LinkCard({
  title,
  headingLevel = 'h3',
  image,
  kicker,
  children,
  action,
  illustrated = true,
}: {
  title: string;
  headingLevel?: 'h2' | 'h3';
  image?: ReactNode;
  /** A short line above the title ('Lesson 2'). */
  kicker?: ReactNode;
  children?: ReactNode;
  action: LinkCardAction;
  /** Without an image, show the fallback illustration (false for cards in a dense list). */
  illustrated?: boolean;
}) {
  const { to, label, context = title, variant = 'primary', guarded, relative, linkRef } = action;
  const className = `btn btn-${variant} mt-auto align-self-start`;
  const content = (
    <>
      {/* The space outside the hidden words, so every accessible-name algorithm keeps it (jsdom's trims inside). */}
      {label} <span className="visually-hidden">{context}</span>
      <ArrowRight className="icon" size={18} />
    </>
  );
  return (
    <Card className="link-card h-100">
      {image ? <div className="card-media">{image}</div> : illustrated && <CardIllustration title={title} />}
      <Card.Body className="d-flex flex-column">
        {kicker && <p className="card-kicker mb-1">{kicker}</p>}
        <Card.Title as={headingLevel} className="h5">
          {title}
        </Card.Title>
        {children}
        {guarded ? (
          <GuardedLink to={to} relative={relative} className={className}>
            {content}
          </GuardedLink>
        ) : (
          <Link ref={linkRef} to={to} relative={relative} className={className}>
            {content}
          </Link>
        )}
      </Card.Body>
    </Card>
  );
}
