import { factories, type Core, type UID as StrapiUID } from '@strapi/strapi';
import { invalidFields } from '../../../field-errors';
import { ACCOUNT_DETAILS_REQUIRED, checkProfile, type ProfileData } from '../profile-rules';

// Typed as any content type: the content model has no generated types (see src/seed/documents.ts).
const UID: StrapiUID.ContentType = 'api::user-profile.user-profile';

/** A user's own profile: every read and write here is scoped to one user id, so nobody reaches another's. */
const createUserProfileService = ({ strapi }: { strapi: Core.Strapi }) => ({
  async ownProfile(userId: number) {
    return strapi.documents(UID).findFirst({ filters: { user: { id: { $eq: userId } } } });
  },

  async createFor(userDocumentId: string, profile: ProfileData) {
    return strapi.documents(UID).create({ data: { ...profile, user: userDocumentId } });
  },

  /** Saves the account details (all required ones present); marks the profile as updated by its user. */
  async updateOwn(user: { id: number; documentId: string }, input: unknown) {
    const { profile, errors: problems } = checkProfile(input, ACCOUNT_DETAILS_REQUIRED);
    if (problems.length) throw invalidFields(problems);
    const data: Record<string, unknown> = { ...profile, user_updated: true };
    const existing = await this.ownProfile(user.id);
    if (!existing) return strapi.documents(UID).create({ data: { ...data, user: user.documentId } });
    return strapi.documents(UID).update({ documentId: existing.documentId, data });
  },
});

export type UserProfileService = ReturnType<typeof createUserProfileService>;

export function userProfiles(strapi: Core.Strapi): UserProfileService {
  return strapi.service('api::user-profile.user-profile') as unknown as UserProfileService;
}

export default factories.createCoreService('api::user-profile.user-profile', createUserProfileService);
