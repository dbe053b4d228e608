import { useId, type FormEvent, type ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { NotSavedAlert } from './NotSavedAlert';

/**
 * A dialog that asks one thing: a heading, its fields or question, why the last attempt failed, and Cancel beside
 * the action. Enter submits; the action does nothing while `disabled` (SPEC-GUIDE §5: no empty names, no double saves).
 */
export function FormDialog({
  show,
  heading,
  children,
  actionLabel = 'Save',
  actionVariant = 'primary',
  disabled,
  failure,
  error,
  unavailable = false,
  onSubmit,
  onCancel,
  onEntered,
}: {
  show: boolean;
  heading: string;
  children: ReactNode;
  /** The action's button; 'Save' unless it does something else. */
  actionLabel?: string;
  actionVariant?: 'primary' | 'danger';
  disabled: boolean;
  /** Leads the server's reason when the action fails, e.g. 'The unit could not be saved'. */
  failure: string;
  error: string | null;
  /** The action found the CMS out of reach: what was typed stays and Retry tries the action again. */
  unavailable?: boolean;
  onSubmit: () => void;
  onCancel: () => void;
  /** Once the dialog is open (e.g. to focus its field). */
  onEntered?: () => void;
}) {
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!disabled) onSubmit();
  };
  return (
    <Modal show={show} onHide={onCancel} onEntered={onEntered} aria-labelledby={`${id}-title`}>
      <Form onSubmit={submit}>
        <Modal.Header closeButton>
          <Modal.Title id={`${id}-title`} as="h2" className="h5">
            {heading}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {children}
          {error && unavailable && <NotSavedAlert className="mt-3 mb-0" onRetry={onSubmit} retrying={disabled} />}
          {error && !unavailable && (
            <Alert variant="danger" className="mt-3 mb-0">
              {failure}: {error}
            </Alert>
          )}
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" variant={actionVariant} disabled={disabled}>
            {actionLabel}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
