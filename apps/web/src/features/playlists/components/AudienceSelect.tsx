import { useId } from 'react';
import Form from 'react-bootstrap/Form';

/** The audience a playlist is filed under; `noneLabel` offers "none" (a playlist that has no audience yet). */
export function AudienceSelect({
  audiences,
  value,
  onChange,
  noneLabel,
  className,
}: {
  audiences: readonly { documentId: string; title: string }[];
  value: string;
  onChange: (documentId: string) => void;
  noneLabel?: string;
  className?: string;
}) {
  const id = useId();
  return (
    <Form.Group controlId={`${id}-audience`} className={className}>
      <Form.Label>Audience</Form.Label>
      <Form.Select value={value} onChange={(event) => onChange(event.target.value)}>
        {noneLabel && <option value="">{noneLabel}</option>}
        {audiences.map((option) => (
          <option key={option.documentId} value={option.documentId}>
            {option.title}
          </option>
        ))}
      </Form.Select>
    </Form.Group>
  );
}
