import { useState, type FormEvent } from 'react';
import Form from 'react-bootstrap/Form';
import { ProblemAlert } from '../../components/FormAlerts';
import { FormField } from '../../components/FormField';
import { useFormFields } from '../../components/useFormFields';
import { errorMessage, RestError } from '../../lib/rest';
import { joinClass } from './api/classJoin';
import type { PupilSeat } from './pupilSeat';

/** The code and a first name: all a pupil gives (nothing else is kept about a child). */
export function JoinForm({ initialCode, onJoined }: { initialCode: string; onJoined: (seat: PupilSeat) => void }) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { values, field } = useFormFields({ code: initialCode, name: '' }, errors);
  const { code, name } = values;
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing: Record<string, string> = {};
    if (!code.trim()) missing.code = 'Type the code from your teacher’s screen';
    if (!name.trim()) missing.name = 'Type your first name or a nickname';
    setErrors(missing);
    setMessage(null);
    if (Object.keys(missing).length) return;
    setBusy(true);
    try {
      const joined = await joinClass(code, name);
      onJoined({ token: joined.token, name: joined.name });
    } catch (failure) {
      const fieldErrors = failure instanceof RestError ? failure.fieldErrors : {};
      if (Object.keys(fieldErrors).length) setErrors(fieldErrors);
      else if (failure instanceof RestError && failure.status !== 429 && failure.status >= 400 && failure.status < 500)
        setErrors({ code: failure.message });
      else setMessage(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form noValidate onSubmit={(event) => void submit(event)} className="class-join__form">
      <ProblemAlert problem={message ? { message } : null} />
      <FormField
        {...field('code')}
        label="Class code"
        hint="The six letters and numbers on your teacher’s screen"
        required
        autoComplete="off"
      />
      <FormField
        {...field('name')}
        label="Your first name or a nickname"
        hint="Your teacher sees it. Nothing else about you is kept, and only until the lesson ends."
        required
        autoComplete="given-name"
      />
      <button type="submit" className="btn btn-primary btn-lg w-100" disabled={busy}>
        Join the lesson
      </button>
    </Form>
  );
}
