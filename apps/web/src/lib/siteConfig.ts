/**
 * Fixed facts about the product shown across the app (no environment variables: the app is served same-origin).
 * One help address everywhere: the seeded pages and the CMS's mail reply-to use the same one (issue 28).
 */
export const siteConfig = {
  productName: 'Music Classroom',
  helpEmail: 'help@example.org',
  orchestraName: 'The Orchestra',
  orchestraUrl: 'https://www.example.org/',
  graphqlPath: '/graphql',
} as const;
