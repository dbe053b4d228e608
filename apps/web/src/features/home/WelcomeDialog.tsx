import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { RichText } from '../../components/RichText';

/** The welcome pop-up itself (WelcomeModal.tsx decides when it shows); loaded only on /welcome/{welcome}. */
export default function WelcomeDialog({
  message,
  buttonLabel,
  onClose,
}: {
  message: string;
  buttonLabel: string;
  onClose: () => void;
}) {
  return (
    <Modal show onHide={onClose} centered aria-labelledby="welcome-title">
      <Modal.Header closeButton>
        <Modal.Title id="welcome-title" as="h2" className="h5">
          Welcome
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <RichText markdown={message} />
      </Modal.Body>
      <Modal.Footer>
        <Button onClick={onClose}>{buttonLabel}</Button>
      </Modal.Footer>
    </Modal>
  );
}
