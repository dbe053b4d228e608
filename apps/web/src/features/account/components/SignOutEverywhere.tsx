import { useApolloClient } from '@apollo/client/react';
import { useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/rest';
import { clearSession } from '../../../lib/session';
import { signOutOfEveryDevice } from '../api/account';

/**
 * Log Out ends only this device's session; this ends all of them (a laptop left signed in at school, a lost phone),
 * this device's too, and then leaves the browser signed out on / as Log Out does.
 */
export function SignOutEverywhere() {
  const id = useId();
  const client = useApolloClient();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const signOut = async () => {
    setPending(true);
    setProblem(null);
    try {
      await signOutOfEveryDevice();
    } catch (error) {
      setProblem(errorMessage(error));
      setPending(false);
      return;
    }
    clearSession();
    void client.clearStore();
    void navigate('/');
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="mt-4">
      <h2 id={`${id}-heading`} className="h4">
        Your devices
      </h2>
      <p>Log Out signs out of this device only. Signed in somewhere you no longer use? Sign out everywhere at once.</p>
      <Button variant="outline-danger" disabled={pending} onClick={() => void signOut()}>
        Sign out of every device
      </Button>
      {problem && (
        <Alert variant="danger" role="alert" className="mt-3">
          {problem}
        </Alert>
      )}
    </section>
  );
}
