/** SPEC-GUIDE §2 playlist routes. */
export const PLAYLISTS_PATH = '/playlists';

/** The list's name in the header menu, the breadcrumbs and the list's fallback heading (SPEC-GUIDE §2). */
export const PLAYLISTS_TITLE = 'Your Playlists';

export function playlistPath(playlistId: string): string {
  return `${PLAYLISTS_PATH}/${encodeURIComponent(playlistId)}`;
}

/** SPEC-GUIDE §2 'Start Lesson': the playlist in lesson mode. */
export function playlistSlidesPath(playlistId: string): string {
  return `${playlistPath(playlistId)}/slides`;
}
