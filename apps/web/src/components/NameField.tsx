import { useId, type Ref } from 'react';
import Form from 'react-bootstrap/Form';

/** The name of something the teacher makes (a unit, a playlist): required, never autofilled from other forms. */
export function NameField({
  label,
  value,
  onChange,
  inputRef,
  maxLength,
  className,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  inputRef?: Ref<HTMLInputElement>;
  maxLength?: number;
  className?: string;
}) {
  const id = useId();
  return (
    <Form.Group controlId={`${id}-name`} className={className}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        value={value}
        onChange={(event) => onChange(event.target.value)}
        ref={inputRef}
        autoComplete="off"
        required
        maxLength={maxLength}
      />
    </Form.Group>
  );
}
