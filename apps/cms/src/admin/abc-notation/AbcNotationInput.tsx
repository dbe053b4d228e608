import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Box, Field, Textarea, Typography } from '@strapi/design-system';
import abcjs from 'abcjs';

/** The props Strapi's content manager gives a custom field's input (its field state merged in). */
interface AbcNotationInputProps {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  error?: string;
  value?: string | null;
  onChange: (eventOrPath: string, value?: string) => void;
}

/** abcjs marks the place of a problem with HTML; shown here as plain text. */
const plainWarning = (warning: string) =>
  warning
    .replace(/<[^>]*>/g, '')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * The ABC notation field: the text an editor types, with the score abcjs draws from it beneath, as pupils will see
 * it, and abcjs's warnings (the server refuses to save notation with any).
 */
export default function AbcNotationInput({
  name,
  label,
  hint,
  required,
  disabled,
  error,
  value,
  onChange,
}: AbcNotationInputProps) {
  const preview = useRef<HTMLDivElement>(null);
  const [warnings, setWarnings] = useState<string[]>([]);
  const notation = value ?? '';

  useEffect(() => {
    if (!preview.current) return;
    if (!notation.trim()) {
      preview.current.replaceChildren();
      setWarnings([]);
      return;
    }
    const [tune] = abcjs.renderAbc(preview.current, notation, { responsive: 'resize', add_classes: true });
    setWarnings((tune?.warnings ?? []).map(plainWarning));
  }, [notation]);

  return (
    <Field.Root name={name} hint={hint} error={error} required={required}>
      <Field.Label>{label}</Field.Label>
      <Textarea
        value={notation}
        disabled={disabled}
        onChange={(event: React.ChangeEvent<HTMLTextAreaElement>) => onChange(name, event.target.value)}
        style={{ fontFamily: 'monospace', minHeight: '10rem' }}
        placeholder={'X:1\nT:Title\nM:4/4\nL:1/4\nK:C\nC D E F | G2 G2 |]\nw:words un-der the notes'}
      />
      <Field.Hint />
      <Field.Error />
      <Box marginTop={2} padding={2} background="neutral0" hasRadius borderColor="neutral200">
        <Typography variant="sigma" textColor="neutral600">
          Preview
        </Typography>
        <div ref={preview} className="abc-notation-preview" aria-label="Score preview" role="img" />
        {warnings.length > 0 && (
          <Box marginTop={2} role="alert">
            <Typography variant="omega" fontWeight="bold" textColor="danger600">
              The notation has problems (it cannot be saved until they are fixed):
            </Typography>
            <ul className="abc-notation-warnings">
              {warnings.slice(0, 5).map((warning) => (
                <li key={warning}>
                  <Typography variant="pi" textColor="danger600">
                    {warning}
                  </Typography>
                </li>
              ))}
            </ul>
          </Box>
        )}
        {!notation.trim() && (
          <Typography variant="pi" textColor="neutral600">
            Type ABC notation above to see the score.
          </Typography>
        )}
      </Box>
    </Field.Root>
  );
}
