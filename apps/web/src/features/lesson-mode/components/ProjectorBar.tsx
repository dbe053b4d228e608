import Expand from 'lucide-react/icons/expand';
import Keyboard from 'lucide-react/icons/keyboard';
import LayoutGrid from 'lucide-react/icons/layout-grid';
import ListOrdered from 'lucide-react/icons/list-ordered';
import Menu from 'lucide-react/icons/menu';
import MonitorSpeaker from 'lucide-react/icons/monitor-speaker';
import Shrink from 'lucide-react/icons/shrink';
import TabletSmartphone from 'lucide-react/icons/tablet-smartphone';
import X from 'lucide-react/icons/x';
import { useEffect, useState, type ReactNode } from 'react';
import Dropdown from 'react-bootstrap/Dropdown';
import { Link } from 'react-router';
import { useNarrowScreen } from '../useNarrowScreen';

export function toggleFullScreen() {
  if (document.fullscreenElement) void document.exitFullscreen?.();
  else void document.documentElement.requestFullscreen?.().catch(() => undefined);
}

function useFullScreen() {
  const [full, setFull] = useState(() => typeof document !== 'undefined' && Boolean(document.fullscreenElement));
  useEffect(() => {
    const onChange = () => setFull(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);
  return full;
}

/** The full-screen button; on a phone its name is read out but only its icon shows, so the bar fits. */
function FullScreenToggle({ iconOnly = false }: { iconOnly?: boolean }) {
  const full = useFullScreen();
  const label = full ? 'Leave full screen' : 'Full screen';
  return (
    <button
      type="button"
      className="btn btn-outline-light btn-sm lesson-mode__tool"
      onClick={toggleFullScreen}
      aria-pressed={full}
      aria-keyshortcuts="F"
    >
      {full ? <Shrink aria-hidden="true" size={16} /> : <Expand aria-hidden="true" size={16} />}
      {iconOnly ? <span className="visually-hidden">{label}</span> : label}
    </button>
  );
}

/** Exit on the left; the slideshow's tools on the right, folded into a menu on a phone held upright. */
export function ProjectorBar({
  exit,
  title,
  backToMain,
  onActivities,
  onOverview,
  onHelp,
  onPresenter,
  onClassScreens = null,
  classScreensOn = false,
}: {
  exit: string;
  title: string;
  backToMain: string | null;
  /** Null where lesson mode shows one activity only. */
  onActivities: (() => void) | null;
  onOverview: () => void;
  onHelp: () => void;
  onPresenter: () => void;
  /** Opens the class screens (pupils following on their devices); null where lesson mode shows no lesson. */
  onClassScreens?: (() => void) | null;
  /** Whether a class session runs. */
  classScreensOn?: boolean;
}) {
  const narrow = useNarrowScreen();
  const exitLink = (
    <Link to={exit} className="btn btn-outline-light btn-sm lesson-mode__tool">
      <X aria-hidden="true" size={16} />
      Exit lesson mode
    </Link>
  );
  if (narrow)
    return (
      <nav className="lesson-mode__bar lesson-mode__bar--narrow" aria-label="Lesson mode">
        {exitLink}
        <span className="ms-auto" />
        <FullScreenToggle iconOnly />
        <Dropdown align="end">
          <Dropdown.Toggle variant="outline-light" size="sm" className="lesson-mode__tool">
            <Menu aria-hidden="true" size={16} />
            Menu
          </Dropdown.Toggle>
          <Dropdown.Menu className="lesson-mode__menu">
            {backToMain && (
              <Dropdown.Item as={Link} to={backToMain}>
                Back to the main activity
              </Dropdown.Item>
            )}
            {onActivities && (
              <Dropdown.Item as="button" onClick={onActivities}>
                Activities
              </Dropdown.Item>
            )}
            <Dropdown.Item as="button" onClick={onOverview}>
              Overview
            </Dropdown.Item>
            <Dropdown.Item as="button" onClick={onHelp}>
              Keys
            </Dropdown.Item>
            <Dropdown.Item as="button" onClick={onPresenter}>
              Presenter view
            </Dropdown.Item>
            {onClassScreens && (
              <Dropdown.Item as="button" onClick={onClassScreens}>
                Class screens{classScreensOn && ' (on)'}
              </Dropdown.Item>
            )}
          </Dropdown.Menu>
        </Dropdown>
      </nav>
    );
  return (
    <nav className="lesson-mode__bar" aria-label="Lesson mode">
      {exitLink}
      {backToMain && (
        <Link to={backToMain} className="btn btn-outline-light btn-sm">
          Back to the main activity
        </Link>
      )}
      <span className="lesson-mode__bar-title">{title}</span>
      <SlideshowButtons onActivities={onActivities} onOverview={onOverview} onHelp={onHelp} />
      <button
        type="button"
        className="btn btn-outline-light btn-sm lesson-mode__tool"
        onClick={onPresenter}
        aria-keyshortcuts="P"
      >
        <MonitorSpeaker aria-hidden="true" size={16} />
        <span className="lesson-mode__tool-label">Presenter view</span>
      </button>
      {onClassScreens && <ClassScreensButton onClick={onClassScreens} on={classScreensOn} />}
      <FullScreenToggle />
    </nav>
  );
}

/** 'Class screens' (issue 47): on the projector's bar and in the presenter view, '(on)' while pupils can follow. */
export function ClassScreensButton({ onClick, on }: { onClick: () => void; on: boolean }): ReactNode {
  return (
    <button type="button" className="btn btn-outline-light btn-sm lesson-mode__tool" onClick={onClick}>
      <TabletSmartphone aria-hidden="true" size={16} />
      <span className="lesson-mode__tool-label">Class screens{on && ' (on)'}</span>
    </button>
  );
}

/** 'Activities', 'Overview' and 'Keys': on the projector's bar and in the presenter view. */
export function SlideshowButtons({
  onActivities,
  onOverview,
  onHelp,
}: {
  onActivities: (() => void) | null;
  onOverview: () => void;
  onHelp: () => void;
}): ReactNode {
  return (
    <>
      {onActivities && <ToolButton icon={ListOrdered} label="Activities" keys="L" onClick={onActivities} />}
      <ToolButton icon={LayoutGrid} label="Overview" keys="O" onClick={onOverview} />
      <ToolButton icon={Keyboard} label="Keys" keys="?" onClick={onHelp} />
    </>
  );
}

/** One of the bar's tool buttons: an icon, its label, and the key that does the same. */
function ToolButton({
  icon: Icon,
  label,
  keys,
  onClick,
}: {
  icon: typeof Keyboard;
  label: string;
  keys: string;
  onClick: () => void;
}): ReactNode {
  return (
    <button
      type="button"
      className="btn btn-outline-light btn-sm lesson-mode__tool"
      onClick={onClick}
      aria-keyshortcuts={keys}
    >
      <Icon aria-hidden="true" size={16} />
      {label}
    </button>
  );
}
