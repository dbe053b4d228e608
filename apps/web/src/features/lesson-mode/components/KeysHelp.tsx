import { KEY_HELP } from '../keyMap';
import { LessonModeDialog } from './LessonModeDialog';

/** '?': the keys lesson mode answers to. */
export function KeysHelp({ show, onClose }: { show: boolean; onClose: () => void }) {
  return (
    <LessonModeDialog show={show} onClose={onClose} heading="Keys in lesson mode">
      <table className="table table-dark table-sm mb-0">
        <thead>
          <tr>
            <th scope="col">Key</th>
            <th scope="col">What it does</th>
          </tr>
        </thead>
        <tbody>
          {KEY_HELP.map(({ keys, action }) => (
            <tr key={action}>
              <td>
                {keys.map((key, index) => (
                  <span key={key}>
                    {index > 0 && (key.startsWith('then') ? ' ' : ' or ')}
                    {key.startsWith('a ') || key.startsWith('then') ? key : <kbd>{key}</kbd>}
                  </span>
                ))}
              </td>
              <td>{action}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </LessonModeDialog>
  );
}
