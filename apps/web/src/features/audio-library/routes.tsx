// SPEC-GUIDE §2 Audio library, audio collection and audio page, in a programme, an audience, or for every audience.
export { AudioLibraryPage } from './AudioLibraryPage';
export { AudioCollectionPage } from './AudioCollectionPage';
export { AudioPage } from './AudioPage';
