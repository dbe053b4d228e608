/** What other features may use of offline lessons: the save control of the lesson overview and playlist pages. */
export { OfflineSave } from './OfflineSave';
/** The lessons and playlists this device holds, listed on the teacher's home. */
export { listSaved } from './savedLessons';
export type { SavedOffline } from './offlinePlan';
