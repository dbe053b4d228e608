/**
 * What other features may use of activity pages: their query and its variables per route shape, which offline saving
 * sends exactly as the page does.
 */
export { activityPageQuery } from './api/activity';
export { activityPageVariables } from './activityView';
