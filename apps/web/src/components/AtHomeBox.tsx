import { Check, Copy, ExternalLink, House } from './icons';
import { useEffect, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import { atHomeUrl, fetchAtHomeCode } from '../lib/atHomeLink';
import { RichText } from './RichText';
import { useRestResource } from './useRestResource';

type CopyState = 'idle' | 'copied' | 'failed';

/** How long the button says 'Copied!' before it offers 'Copy' again. */
export const COPIED_FOR_MS = 3000;

/**
 * SPEC-GUIDE §2 Programme page, at-home box (signed-in teachers, programmes with an at-home library): the link to share
 * with families, a 'Copy' button ('Copied!' once done, a prompt to copy by hand when the clipboard refuses) and
 * 'Go to Music at Home' in a new tab. The CMS makes the link; it works while the teacher's subscription does.
 */
export function AtHomeBox({
  audienceSlug,
  programmeSlug,
  introduction,
}: {
  audienceSlug: string;
  programmeSlug: string;
  introduction?: string | null;
}) {
  const [copy, setCopy] = useState<CopyState>('idle');
  // 'Copied!' is a moment's confirmation: the button goes back to 'Copy' for the next time (issue 28 row 9).
  useEffect(() => {
    if (copy !== 'copied') return;
    const timer = setTimeout(() => setCopy('idle'), COPIED_FOR_MS);
    return () => clearTimeout(timer);
  }, [copy]);
  const code = useRestResource(`${audienceSlug}/${programmeSlug}`, (signal) => fetchAtHomeCode(programmeSlug, signal));
  // No box while the code loads, or when there is none (no subscription, no at-home library) or it failed.
  const url = code.status === 'ready' && code.data ? atHomeUrl(audienceSlug, programmeSlug, code.data) : null;
  if (!url) return null;

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };

  return (
    <Card as="section" className="at-home-box my-4" aria-labelledby="at-home-heading">
      <Card.Body>
        <Card.Title as="h2" id="at-home-heading" className="h4 d-flex align-items-center gap-2">
          <House className="icon" size={24} />
          Music at Home
        </Card.Title>
        <RichText markdown={introduction} />
        <Form.Label htmlFor="at-home-link">Link to share with families</Form.Label>
        <InputGroup className="mb-2">
          <Form.Control id="at-home-link" readOnly value={url} onFocus={(event) => event.currentTarget.select()} />
          <Button variant="primary" onClick={copyLink}>
            {copy === 'copied' ? <Check className="icon" size={18} /> : <Copy className="icon" size={18} />}
            {copy === 'copied' ? 'Copied!' : 'Copy'}
          </Button>
        </InputGroup>
        {copy === 'failed' && (
          <p role="alert" className="text-danger small">
            Your browser did not let us copy the link. Select the link above and copy it yourself (Ctrl+C, or ⌘+C on a
            Mac).
          </p>
        )}
        <a href={url} target="_blank" rel="noopener noreferrer" className="btn btn-outline-primary">
          Go to Music at Home<span className="visually-hidden"> (opens in a new tab)</span>
          <ExternalLink className="icon" size={18} />
        </a>
      </Card.Body>
    </Card>
  );
}
