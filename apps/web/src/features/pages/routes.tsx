// SPEC-GUIDE §2 pages of their own: terms, privacy, Secondary landing pages and project pages.
export { PrivacyPage, TermsPage } from './ContentPage';
export { LandingPage } from './LandingPage';
export { ProjectPage } from './ProjectPage';
