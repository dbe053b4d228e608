// A year group's page (issue 44): /{audience}/{year}, e.g. /primary/year-2.
export { YearGroupPage } from './YearGroupPage';
