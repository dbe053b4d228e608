import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { useNavigate, useParams } from 'react-router';
import { RichText } from '../../components/RichText';
import type { HomeView, WelcomeKind } from './homeView';

const BUTTON: Record<WelcomeKind, string> = {
  full: 'Start using your new subscription',
  new: 'Start exploring',
  invited: 'Start exploring',
};

const isWelcome = (value: string | undefined): value is WelcomeKind =>
  value === 'full' || value === 'new' || value === 'invited';

/**
 * SPEC §2 Home welcome pop-ups on /welcome/{full|new|invited}: a new purchase, a new registration, a new invitation,
 * each with the home content's message. Closing it leaves the plain home page at /.
 */
export function WelcomeModal({ messages }: { messages: HomeView['welcomeMessages'] }) {
  const { welcome } = useParams();
  const navigate = useNavigate();
  if (!isWelcome(welcome) || !messages[welcome]) return null;
  const close = () => void navigate('/', { replace: true });
  return (
    <Modal show onHide={close} centered aria-labelledby="welcome-title">
      <Modal.Header closeButton>
        <Modal.Title id="welcome-title" as="h2" className="h5">
          Welcome
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <RichText markdown={messages[welcome]} />
      </Modal.Body>
      <Modal.Footer>
        <Button onClick={close}>{BUTTON[welcome]}</Button>
      </Modal.Footer>
    </Modal>
  );
}
