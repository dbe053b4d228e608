import { useState } from 'react';
import Container from 'react-bootstrap/Container';
import { Link, useNavigate } from 'react-router';
import { usePageTitle } from '../../components/PageTitle';
import { useSession } from '../../components/useSession';
import { LoginForm, type LoginMode } from './components/LoginForm';

/** SPEC-GUIDE §2 /login: the login form on its own page (the error panel's 'Log In' link comes here). */
export function LoginPage() {
  const [mode, setMode] = useState<LoginMode>('login');
  const { loggedIn } = useSession();
  const navigate = useNavigate();
  usePageTitle('Log In');

  return (
    <Container className="py-4" style={{ maxWidth: 560 }}>
      <h1>{mode === 'login' ? 'Log In' : 'Forgot your password?'}</h1>
      {loggedIn ? (
        <p>
          You are logged in. <Link to="/">Go to the home page</Link>
        </p>
      ) : (
        <>
          <LoginForm mode={mode} onModeChange={setMode} onLoggedIn={() => void navigate('/')} />
          <p className="mt-4">
            New here? <Link to="/subscribe">Create a free account now</Link>
          </p>
        </>
      )}
    </Container>
  );
}
