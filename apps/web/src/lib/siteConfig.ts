/** Fixed facts about the product shown across the app (no environment variables: the app is served same-origin). */
export const siteConfig = {
  productName: 'Music Classroom',
  helpEmail: 'help@example.com',
  orchestraName: 'The Orchestra',
  orchestraUrl: 'https://www.example.org/',
  graphqlPath: '/graphql',
} as const;
