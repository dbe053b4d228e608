import type { Core } from '@strapi/strapi';
import { PROFILE_FIELDS } from '../../api/user-profile/profile-rules';
import { userProfiles } from '../../api/user-profile/services/user-profile';

/**
 * GraphQL for accounts (SPEC-GUIDE §7): `me` also answers the user's profile (`me { role { type description }
 * user_profile { ... } }`), and `updateUserUserProfile` saves the signed-in user's own profile. The generated
 * user-profile queries and mutations are granted to no role (src/access/permissions.ts); subscriptions and member
 * accounts have none at all. The profile input's fields are the profile rules' (src/api/user-profile/profile-rules.ts).
 */
export function registerAccountGraphql(strapi: Core.Strapi): void {
  const extension = strapi.plugin('graphql').service('extension');
  extension.shadowCRUD('api::subscription.subscription').disable();
  extension.shadowCRUD('api::member-account.member-account').disable();
  // A teacher's teaching history has its own REST routes only (src/api/teaching-history).
  extension.shadowCRUD('api::teaching-history.teaching-history').disable();

  extension.use(() => ({
    typeDefs: `
      extend type UsersPermissionsMe {
        user_profile: UserProfile
      }

      input UserUserProfileInput {
        ${PROFILE_FIELDS.map((field) => `${field}: String`).join('\n        ')}
        "Always true once the user saves their details (SPEC §7)."
        user_updated: Boolean
      }

      extend type Mutation {
        "Saves the signed-in user's own profile."
        updateUserUserProfile(data: UserUserProfileInput!): UserProfile
      }
    `,
    resolvers: {
      UsersPermissionsMe: {
        user_profile: (parent: { id: number }) => userProfiles(strapi).ownProfile(parent.id),
      },
      Mutation: {
        updateUserUserProfile: (
          _parent: unknown,
          { data }: { data: Record<string, unknown> },
          context: { state: { user: { id: number; documentId: string } } },
        ) => {
          const { user_updated: _ignored, ...profile } = data;
          return userProfiles(strapi).updateOwn(context.state.user, profile);
        },
      },
    },
    resolversConfig: {
      'UsersPermissionsMe.user_profile': { auth: { scope: ['api::user-profile.user-profile.findOwn'] } },
      'Mutation.updateUserUserProfile': { auth: { scope: ['api::user-profile.user-profile.updateOwn'] } },
      // The plugin opens e-mail confirmation to anyone; this product does not confirm by mail, so it is granted to
      // nobody, as over REST (found by tests/authorization-matrix.test.ts).
      // (A policy, not an auth scope: the plugin's own `auth: false` for it is applied after this extension.)
      'Mutation.emailConfirmation': { policies: ['global::nobody'] },
    },
  }));
}
