// Search across the classroom (issue #16): the results page. The header's box is app/layouts' (SearchBox).
export { SearchPage } from './SearchPage';
