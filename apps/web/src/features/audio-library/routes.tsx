// SPEC §2 Audio library, audio collection and audio page, in a programme, an audience, or for every audience.
export { AudioCollectionPage, AudioLibraryPage, AudioPage } from './AudioLibraryPages';
