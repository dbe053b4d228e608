import type { ComponentType } from 'react';
import type { StrapiApp } from '@strapi/strapi/admin';

export default {
  config: {
    locales: [],
    tutorials: false,
    notifications: { releases: false },
  },
  register(app: StrapiApp) {
    // The melody or song of an activity or score slide, typed as ABC with a live score (server: src/api/score).
    app.customFields.register({
      name: 'abc-notation',
      type: 'text',
      intlLabel: { id: 'abc-notation.label', defaultMessage: 'ABC notation' },
      intlDescription: { id: 'abc-notation.description', defaultMessage: 'A melody or song, shown as a score' },
      // The content manager passes the field's props, which the registry's type leaves unnamed.
      components: { Input: () => import('./abc-notation/AbcNotationInput') as Promise<{ default: ComponentType }> },
    });
  },
  bootstrap(_app: StrapiApp) {},
};
