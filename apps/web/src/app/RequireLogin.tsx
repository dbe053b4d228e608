import { Outlet } from 'react-router';
import { ErrorPanel } from '../components/ErrorPanel';
import { useSession } from '../components/useSession';

/** SPEC §6: the routes that need a signed-in teacher show the logged-out error panel to anyone else. */
export function RequireLogin() {
  const { loggedIn } = useSession();
  return loggedIn ? <Outlet /> : <ErrorPanel />;
}
