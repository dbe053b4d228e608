// SPEC-GUIDE §2 playlists: the teacher's list and one playlist (view and edit modes).
export { PlaylistPage } from './PlaylistPage';
export { PlaylistsPage } from './PlaylistsPage';
