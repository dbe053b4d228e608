import { useCallback, useId, useState } from 'react';

/**
 * A form's text fields held in one place: their values, and each field's FormField props (id, value, onChange and
 * the server's message for it), so a field is declared once: `<FormField {...field('email')} label="Email" />`.
 * `errors` is keyed like the fields (splitProblem's byField).
 */
export function useFormFields<Name extends string>(initial: Record<Name, string>, errors: Record<string, string> = {}) {
  const formId = useId();
  const [values, setValues] = useState(initial);
  const setValue = useCallback((name: Name, value: string) => setValues((old) => ({ ...old, [name]: value })), []);
  const field = (name: Name) => ({
    id: `${formId}-${name}`,
    value: values[name],
    onChange: (value: string) => setValue(name, value),
    error: errors[name],
  });
  return { values, setValue, field };
}
