/**
 * What other features may use of playlists: the "Add to playlist" button shown on activities and audio pages.
 * The screens come through `routes.tsx`, which only the router (app/) imports.
 */
export { AddToPlaylistButton, type PlaylistItemInput } from './AddToPlaylist';
/** The playlist page's query, which offline saving sends exactly as the page does. */
export { playlistQuery } from './api/playlists';
