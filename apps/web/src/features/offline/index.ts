/** What other features may use of offline lessons: the save control of the lesson overview and playlist pages. */
export { OfflineSave } from './OfflineSave';
