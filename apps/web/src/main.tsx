// The typeface, self-hosted (latin, 400/600/700 only), then the design system (src/styles, docs/DESIGN.md).
import '@fontsource/lexend/latin-400.css';
import '@fontsource/lexend/latin-600.css';
import '@fontsource/lexend/latin-700.css';
import './styles/app.scss';
// The styles of components the layout and the first-visit screens draw (the header's search box, a loading page, the
// audio player, a score), which would otherwise come with the app's script after a rendered page's first screen, and
// make the browser re-style the whole page while it hydrates.
import './components/Skeleton.css';
import './features/search/search.css';
import './components/AudioPlayer.css';
import './components/score/Score.css';
import './features/playlists/components/AddToPlaylistDialog.css';
import { afterFirstScreen, nextTask } from './app/afterLoad';
import { followLinksUntilAppStarts, pageIsLeaving } from './app/linksBeforeStart';
import { SERVER_STATE_ID } from './app/serverStateId';

followLinksUntilAppStarts();

/**
 * The app in four pieces (chunks of their own: bundling/first-visit.ts), evaluated in this order, each in a task of its
 * own: evaluated at once, its half-megabyte of script held a phone's main thread for a third of a second.
 */
const pieces = [
  () => import('./app/stageReact'),
  () => import('./lib/apolloClient'),
  () => import('./app/router'),
  () => import('./app/start'),
];

async function startApp() {
  // A rendered page names the pieces' files (entry-server.tsx): all are fetched at once, then evaluated in turn.
  const files = document.querySelector<HTMLScriptElement>('script[data-app-files]')?.dataset.appFiles;
  for (const href of files?.split(' ').filter(Boolean) ?? []) {
    const link = Object.assign(document.createElement('link'), { rel: 'modulepreload', href, crossOrigin: '' });
    document.head.append(link);
  }
  for (const piece of pieces) {
    if (pageIsLeaving()) return;
    await piece();
    await nextTask();
  }
}

// A page the server rendered reads, and follows its links, without script: the app is fetched once the page's first
// screen has been painted and has loaded, so on a slow connection it does not share the line with the stylesheet,
// typeface and pictures, then hydrates the page. A page rendered in the browser (a signed-in teacher's), or one whose
// content the app still has to fetch (a rendered loading state: an at-home library), starts at once.
const firstScreenComplete =
  document.getElementById(SERVER_STATE_ID) && !document.querySelector('#root [aria-busy="true"]');
if (firstScreenComplete) afterFirstScreen(() => void startApp());
else void startApp();
