import { lazy, Suspense } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import type { HomeView, WelcomeKind } from './homeView';

// The dialog (react-bootstrap's Modal) is not part of the plain home page.
const WelcomeDialog = lazy(() => import('./WelcomeDialog'));

const BUTTON: Record<WelcomeKind, string> = {
  full: 'Start using your new subscription',
  new: 'Start exploring',
  invited: 'Start exploring',
};

const isWelcome = (value: string | undefined): value is WelcomeKind =>
  value === 'full' || value === 'new' || value === 'invited';

/**
 * SPEC-GUIDE §2 Home welcome pop-ups on /welcome/{full|new|invited}: a new purchase, a new registration, a new
 * invitation, each with the home content's message. Closing it leaves the plain home page at /.
 */
export function WelcomeModal({ messages }: { messages: HomeView['welcomeMessages'] }) {
  const { welcome } = useParams();
  const navigate = useNavigate();
  if (!isWelcome(welcome) || !messages[welcome]) return null;
  // The home it leaves still knows the welcome it came from (a new account is not welcomed back).
  const close = () => void navigate('/', { replace: true, state: { welcome } satisfies WelcomeState });
  return (
    <Suspense fallback={null}>
      <WelcomeDialog message={messages[welcome]} buttonLabel={BUTTON[welcome]} onClose={close} />
    </Suspense>
  );
}

/** What the home page at / remembers of the welcome pop-up closed on the way there. */
interface WelcomeState {
  welcome: WelcomeKind;
}

/**
 * Whether the home is greeting an account just made: a new registration or a new invitation (/welcome/new,
 * /welcome/invited), also on the home that closing its pop-up leads to. Anyone else is welcomed back.
 */
export function useNewAccount(): boolean {
  const { welcome } = useParams();
  const { state } = useLocation();
  const kind = welcome ?? (state as Partial<WelcomeState> | null)?.welcome;
  return kind === 'new' || kind === 'invited';
}
