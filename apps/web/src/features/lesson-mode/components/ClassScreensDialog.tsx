import { QRCodeSVG } from 'qrcode.react';
import '../styles/class-screens.css';
import { LessonModeDialog } from './LessonModeDialog';
import type { ClassSessionControls } from '../useClassSession';

/** The code in groups of three, easier to read out and copy from the projector. */
const spaced = (code: string) => `${code.slice(0, 3)} ${code.slice(3)}`;

/**
 * Class screens (issue 47): the teacher starts a session, the class joins at /join with the code shown here, and the
 * teacher sees who has joined, removes a pupil, locks joining or ends the session.
 */
export function ClassScreensDialog({
  show,
  onClose,
  controls,
}: {
  show: boolean;
  onClose: () => void;
  controls: ClassSessionControls;
}) {
  const { session, error, busy } = controls;
  const joinAddress = session ? new URL(session.joinUrl).host + '/join' : '';
  return (
    <LessonModeDialog show={show} onClose={onClose} heading="Class screens" size="lg">
      {error && (
        <p className="alert alert-danger" role="alert">
          {error}
        </p>
      )}
      {!session ? (
        <>
          <p>
            Pupils follow this lesson on their own tablets or phones: they join with a code and a first name, and see
            each slide as you show it. Nothing else is kept about them, and only for this lesson.
          </p>
          <button type="button" className="btn btn-primary" onClick={() => void controls.start()} disabled={busy}>
            Start class screens
          </button>
        </>
      ) : (
        <div className="class-screens">
          <div className="class-screens__join">
            <div>
              <p className="mb-1">
                Go to <strong>{joinAddress}</strong> and type the code:
              </p>
              <p className="class-screens__code" aria-label={`Join code ${session.code.split('').join(' ')}`}>
                {spaced(session.code)}
              </p>
              <p>
                Or scan the code, or open <a href={session.joinUrl}>{session.joinUrl}</a>
              </p>
            </div>
            {/* Dark on white with its quiet zone, as phone cameras read it best from across a room. */}
            <QRCodeSVG
              className="class-screens__qr"
              value={session.joinUrl}
              size={176}
              marginSize={4}
              bgColor="#ffffff"
              fgColor="#000000"
              role="img"
              aria-label={`QR code: opens ${session.joinUrl}`}
            />
          </div>
          <h3 className="h6" id="class-screens-pupils">
            {session.pupilCount === 1 ? '1 pupil has joined' : `${session.pupilCount} pupils have joined`}
            {session.locked && ' · joining is locked'}
          </h3>
          {session.pupils.length > 0 && (
            <ul className="list-unstyled class-screens__pupils" aria-labelledby="class-screens-pupils">
              {session.pupils.map((pupil) => (
                <li key={pupil.id} className="d-flex align-items-center gap-2 mb-1">
                  <span>{pupil.name}</span>
                  <button
                    type="button"
                    className="btn btn-outline-light btn-sm ms-auto"
                    onClick={() => void controls.remove(pupil.id)}
                    disabled={busy}
                  >
                    Remove <span className="visually-hidden">{pupil.name}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
          <div className="d-flex flex-wrap gap-2 mt-3">
            <button
              type="button"
              className="btn btn-outline-light"
              aria-pressed={session.locked}
              onClick={() => void controls.setLocked(!session.locked)}
              disabled={busy}
            >
              {session.locked ? 'Unlock joining' : 'Lock joining'}
            </button>
            <button type="button" className="btn btn-danger" onClick={() => void controls.end()} disabled={busy}>
              End class screens
            </button>
          </div>
          <p className="small mt-3 mb-0">Blackout (B) blanks the pupils’ screens too. Leaving lesson mode ends it.</p>
        </div>
      )}
    </LessonModeDialog>
  );
}
