/**
 * The documents made from the content itself as it is seeded: lesson plans from a lesson's activities, worksheets
 * and teaching notes from an activity, overviews and assessment grids from a unit, section or programme. Each is a
 * file of its own, so a document's title always names what is in it.
 */
export { printTeachingNotes, printWorksheet } from './activity-sheets';
export { printLessonPlan } from './lesson-plan';
export { printProgrammeOverview, printSectionOverview, printUnitDocuments } from './overviews';
export { activityOf, lessonPageActivities } from './sheet-text';
