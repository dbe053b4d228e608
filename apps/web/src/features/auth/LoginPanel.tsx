import { useState } from 'react';
import Offcanvas from 'react-bootstrap/Offcanvas';
import { Link } from 'react-router';
import type { LoginPanelOptions } from '../../components/AccountPrompts';
import type { Session } from '../../lib/session';
import { LoginForm, type LoginMode } from './components/LoginForm';

/** SPEC-GUIDE §2 login panel: opened from the header, the footer, guarded links and the account page. */
export default function LoginPanel({
  show,
  options,
  onHide,
  onLoggedIn,
}: {
  show: boolean;
  options: LoginPanelOptions;
  onHide: () => void;
  onLoggedIn: (session: Session) => void;
}) {
  const [mode, setMode] = useState<LoginMode>('login');
  return (
    <Offcanvas
      show={show}
      onHide={onHide}
      onExited={() => setMode('login')}
      placement="end"
      aria-labelledby="login-panel-title"
    >
      <Offcanvas.Header closeButton closeLabel="Close">
        <Offcanvas.Title id="login-panel-title" as="h2">
          {mode === 'login' ? 'Log In' : 'Forgot your password?'}
        </Offcanvas.Title>
      </Offcanvas.Header>
      <Offcanvas.Body>
        {options.opening && mode === 'login' && <p className="lead">Log in to open {options.opening}.</p>}
        <LoginForm mode={mode} onModeChange={setMode} onLoggedIn={onLoggedIn} notice={options.notice} />
        <p className="mt-4 pt-3 border-top">
          New here?{' '}
          <Link to="/subscribe" onClick={onHide}>
            Create a free account
          </Link>
        </p>
      </Offcanvas.Body>
    </Offcanvas>
  );
}
