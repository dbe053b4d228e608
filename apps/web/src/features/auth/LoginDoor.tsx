import { useQuery } from '@apollo/client/react';
import type { MouseEvent } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { useAccountPrompts } from '../../components/AccountPrompts';
import { usePageTitle } from '../../components/PageTitle';
import { destinationOf } from '../../lib/destinations';
import { unitDoorQuery } from './api/door';

/**
 * What a signed-out teacher sees at a login-guarded address (SPEC-GUIDE §8 "You need to be logged in to access this
 * content." with a login link): what the page is, as far as a visitor may read it, and the choice to log in or to
 * create a free account. Under a unit it names the unit (public); a lesson's own title is for subscribers only.
 */
export function LoginDoor() {
  const { pathname } = useLocation();
  const { unit } = useParams();
  const prompts = useAccountPrompts();
  const underUnit = Boolean(unit) && pathname.includes('/unit/') && !pathname.includes('/custom-unit/');
  const { data } = useQuery(unitDoorQuery, { variables: { unitId: unit ?? '' }, skip: !underUnit });
  const unitEntry = underUnit ? data?.scheme : null;
  const destination = destinationOf(pathname);
  const onUnit = destination === 'the unit' && unitEntry;
  const opening = onUnit ? `the unit ‘${unitEntry.title}’` : destination;
  const heading = onUnit ? unitEntry.title : `Log in to open ${destination}`;
  usePageTitle(heading);

  const openLogin = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!prompts) return;
    event.preventDefault();
    // After logging in the teacher stays here, where the page (or the subscribe offer) then shows.
    prompts.openLogin({ opening, onLoggedIn: () => undefined });
  };

  return (
    <div className="container py-5">
      <section className="card login-door" aria-labelledby="login-door-title">
        <div className="card-body p-4">
          {onUnit && <p className="text-uppercase small text-body-secondary mb-1">Unit of work</p>}
          <h1 id="login-door-title" className="h2">
            {heading}
          </h1>
          {onUnit && unitEntry.blurb && <p className="lead">{unitEntry.blurb}</p>}
          {!onUnit && unitEntry && (
            <p className="lead">
              From the unit ‘{unitEntry.title}’{unitEntry.blurb ? `: ${unitEntry.blurb}` : '.'}
            </p>
          )}
          <p>You need to be logged in to access this content.</p>
          <div className="d-flex flex-wrap gap-2">
            <Link to="/login" className="btn btn-primary" onClick={openLogin}>
              Log In
            </Link>
            <Link to="/subscribe" className="btn btn-outline-primary">
              Create a free account
            </Link>
          </div>
        </div>
      </section>
    </div>
  );
}
