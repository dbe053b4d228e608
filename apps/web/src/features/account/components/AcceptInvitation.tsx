import { useApolloClient } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import { Link, useNavigate } from 'react-router';
import { Spinner } from '../../../components/Spinner';
import { refreshStoredAccount } from '../../../lib/me';
import { errorMessage } from '../../../lib/rest';
import { acceptInvitation } from '../api/account';

/**
 * A signed-in user who came through a member-account invitation link (/subscribe?invitation=...): the invitation is
 * accepted, the new role loaded, and the user lands on /welcome/invited.
 */
export function AcceptInvitation({ invitation }: { invitation: string }) {
  const client = useApolloClient();
  const navigate = useNavigate();
  const [problem, setProblem] = useState<string | null>(null);
  // Once per link, also under React's development double effects.
  const started = useRef<string | null>(null);

  useEffect(() => {
    if (started.current === invitation) return;
    started.current = invitation;
    acceptInvitation(invitation)
      .then(() => refreshStoredAccount(client))
      .then(
        () => navigate('/welcome/invited', { replace: true }),
        (error: unknown) => setProblem(errorMessage(error)),
      );
  }, [client, invitation, navigate]);

  if (!problem) return <Spinner />;
  return (
    <Alert variant="danger" role="alert">
      <p>{problem}</p>
      <Link to="/subscribe" className="alert-link">
        Go to your account
      </Link>
    </Alert>
  );
}
