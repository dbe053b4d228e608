import type { AuthProblem } from './useAuthAction';
import Form from 'react-bootstrap/Form';

/** A labelled input with an optional hint and the server's message for it (shown under the field, SPEC-GUIDE §5). */
export function FormField({
  id,
  label,
  value,
  onChange,
  error,
  hint,
  required = false,
  type = 'text',
  autoComplete,
  readOnly = false,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
  required?: boolean;
  type?: string;
  autoComplete?: string;
  readOnly?: boolean;
}) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </Form.Label>
      <Form.Control
        type={type}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        isInvalid={Boolean(error)}
        // Bootstrap's is-invalid is only a colour; screen readers need the attribute.
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy}
        autoComplete={autoComplete}
        readOnly={readOnly}
      />
      {hint && (
        <Form.Text id={hintId} muted>
          {hint}
        </Form.Text>
      )}
      {error && (
        <Form.Control.Feedback type="invalid" id={errorId}>
          {error}
        </Form.Control.Feedback>
      )}
    </Form.Group>
  );
}

/**
 * Splits a failed call's errors (SPEC-GUIDE §5): field errors keyed by path go under their fields (the path's prefix
 * removed); the rest, or the server's message when no field error came, go below the form.
 */
export function splitProblem(
  problem: AuthProblem | null,
  fields: readonly string[],
  prefix = '',
): { byField: Record<string, string>; general: string[] } {
  const byField: Record<string, string> = {};
  const others: string[] = [];
  for (const [path, message] of Object.entries(problem?.fieldErrors ?? {})) {
    const key = prefix && path.startsWith(prefix) ? path.slice(prefix.length) : path;
    if (fields.includes(key)) byField[key] = message;
    else others.push(message);
  }
  if (!problem) return { byField, general: [] };
  const general = others.length ? others : Object.keys(byField).length ? [] : [problem.message];
  return { byField, general };
}
