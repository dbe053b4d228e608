/**
 * The route of a shared library's address (app/routes/standaloneRoutes.ts): its loader reads the library once for the
 * library page and its activity pages, and the server render waits for it, so a family's first view arrives with its
 * content.
 */
export const AT_HOME_LIBRARY_ROUTE = 'at-home-library';
