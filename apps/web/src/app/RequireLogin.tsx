import { useState } from 'react';
import { Link, Outlet, useMatches } from 'react-router';
import { SUBSCRIBE_MESSAGE, SubscribeModal } from '../components/SubscribeModal';
import { useSession } from '../components/useSession';
import { LoginDoor } from '../features/auth/LoginDoor';
import { SIGNED_IN_ONLY } from './routes/signedInOnly';

function needsSubscription(matches: ReturnType<typeof useMatches>): boolean {
  return !matches.some((match) => match.handle === SIGNED_IN_ONLY);
}

/** What a signed-in user without an active subscription sees instead of teaching content (SPEC-GUIDE §6). */
function SubscriptionRequired() {
  const [show, setShow] = useState(true);
  return (
    <div className="container py-5">
      <div className="alert alert-info" role="alert">
        <p className="mb-2">{SUBSCRIBE_MESSAGE}</p>
        <Link to="/subscribe" className="alert-link">
          Subscribe now
        </Link>
      </div>
      <SubscribeModal show={show} onHide={() => setShow(false)} />
    </div>
  );
}

/**
 * SPEC-GUIDE §6: the routes that need a signed-in teacher show anyone else the login door (what the page is, with log
 * in and create a free account), and the subscribe modal to users without an active subscription. The CMS refuses the
 * same data whatever this shows.
 */
export function RequireLogin() {
  const { loggedIn, activeSubscriber } = useSession();
  const matches = useMatches();
  if (!loggedIn) return <LoginDoor />;
  if (!activeSubscriber && needsSubscription(matches)) return <SubscriptionRequired />;
  return <Outlet />;
}
