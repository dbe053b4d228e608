import { useId } from 'react';
import Modal from 'react-bootstrap/Modal';
import { KEY_HELP } from '../keyMap';

/** '?': the keys lesson mode answers to. */
export function KeysHelp({ show, onClose }: { show: boolean; onClose: () => void }) {
  const id = useId();
  return (
    <Modal
      show={show}
      onHide={onClose}
      animation={false}
      aria-labelledby={`${id}-title`}
      contentClassName="lesson-mode__dialog"
      data-bs-theme="dark"
    >
      <Modal.Header closeButton>
        <Modal.Title id={`${id}-title`} as="h2" className="h5">
          Keys in lesson mode
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <table className="table table-dark table-sm mb-0">
          <thead>
            <tr>
              <th scope="col">Key</th>
              <th scope="col">What it does</th>
            </tr>
          </thead>
          <tbody>
            {KEY_HELP.map(({ keys, action }) => (
              <tr key={action}>
                <td>
                  {keys.map((key, index) => (
                    <span key={key}>
                      {index > 0 && (key.startsWith('then') ? ' ' : ' or ')}
                      {key.startsWith('a ') || key.startsWith('then') ? key : <kbd>{key}</kbd>}
                    </span>
                  ))}
                </td>
                <td>{action}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Modal.Body>
    </Modal>
  );
}
