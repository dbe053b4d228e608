import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { Link } from 'react-router';
import { SUBSCRIBE_MESSAGE } from './subscribeMessage';

/** SPEC-GUIDE §2/§8 subscribe modal: for signed-in users without an active subscription. */
export default function SubscribeModalDialog({ show, onHide }: { show: boolean; onHide: () => void }) {
  return (
    <Modal show={show} onHide={onHide} centered aria-labelledby="subscribe-modal-title">
      <Modal.Header closeButton>
        <Modal.Title id="subscribe-modal-title" as="h2" className="h5">
          Subscription needed
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="mb-0">{SUBSCRIBE_MESSAGE}</p>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onHide}>
          Close
        </Button>
        <Link to="/subscribe" className="btn btn-primary" onClick={onHide}>
          Subscribe now
        </Link>
      </Modal.Footer>
    </Modal>
  );
}
