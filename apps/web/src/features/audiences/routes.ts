export { AudienceHomePage, LiveHomePage, SecondaryHomePage } from './AudienceHomePage';
