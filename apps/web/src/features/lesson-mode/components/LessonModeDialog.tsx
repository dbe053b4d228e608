import { useId, type ReactNode } from 'react';
import Modal from 'react-bootstrap/Modal';

/** Lesson mode's dialogs (activities, overview, keys): dark over the slide, unanimated so a key answers at once. */
export function LessonModeDialog({
  show,
  onClose,
  heading,
  size,
  children,
}: {
  show: boolean;
  onClose: () => void;
  heading: ReactNode;
  /** A wide dialog scrolls its body; the keys table fits without. */
  size?: 'lg' | 'xl';
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Modal
      show={show}
      onHide={onClose}
      animation={false}
      size={size}
      scrollable={Boolean(size)}
      aria-labelledby={`${id}-title`}
      contentClassName="lesson-mode__dialog"
      data-bs-theme="dark"
    >
      <Modal.Header closeButton>
        <Modal.Title id={`${id}-title`} as="h2" className="h5">
          {heading}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>{children}</Modal.Body>
    </Modal>
  );
}
