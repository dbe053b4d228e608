import Alert from 'react-bootstrap/Alert';

/** Why a form's action failed, read out at once (role="alert"); nothing while there is no problem. */
export function ProblemAlert({ problem }: { problem: { message: string } | null | undefined }) {
  if (!problem) return null;
  return (
    <Alert variant="danger" role="alert">
      {problem.message}
    </Alert>
  );
}

/** What a form's action did, read out politely (role="status"); nothing while there is no message. */
export function StatusAlert({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <Alert variant="success" role="status">
      {message}
    </Alert>
  );
}
