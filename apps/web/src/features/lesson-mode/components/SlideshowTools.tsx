/** The slideshow's 'Overview' and 'Keys' buttons, on the projector's bar and in the presenter view. */
export function SlideshowTools({ onOverview, onHelp }: { onOverview: () => void; onHelp: () => void }) {
  return (
    <>
      <button type="button" className="btn btn-outline-light btn-sm" onClick={onOverview} aria-keyshortcuts="O">
        Overview
      </button>
      <button type="button" className="btn btn-outline-light btn-sm" onClick={onHelp} aria-keyshortcuts="?">
        Keys
      </button>
    </>
  );
}
