import { factories, type Core, type Modules } from '@strapi/strapi';
import { fieldErrorsOf, invalidFields } from '../../../platform/http/field-errors';
import { ACCOUNT_DETAILS_REQUIRED, PROFILE_FIELDS, profileSchema, type ProfileData } from '../profile-rules';

const UID = 'api::user-profile.user-profile';

const accountDetails = profileSchema(ACCOUNT_DETAILS_REQUIRED);

/**
 * Profile values as the Document Service takes them. Its input types have no null for text attributes, though it
 * clears a field given null, which is how a blank field is saved.
 */
const asInput = (profile: ProfileData) => profile as Modules.Documents.Params.Data.Input<typeof UID>;

/** A user's own profile: every read and write here is scoped to one user id, so nobody reaches another's. */
const createUserProfileService = ({ strapi }: { strapi: Core.Strapi }) => ({
  async ownProfile(userId: number) {
    return strapi.documents(UID).findFirst({ filters: { user: { id: { $eq: userId } } } });
  },

  async createFor(userDocumentId: string, profile: ProfileData) {
    return strapi.documents(UID).create({ data: { ...asInput(profile), user: userDocumentId } });
  },

  /** Saves the account details (all required ones present); marks the profile as updated by its user. */
  async updateOwn(user: { id: number; documentId: string }, input: unknown) {
    const parsed = accountDetails.safeParse(input);
    if (!parsed.success) throw invalidFields(fieldErrorsOf(parsed.error, PROFILE_FIELDS, ['data']));
    const data = { ...asInput(parsed.data), user_updated: true };
    const existing = await this.ownProfile(user.id);
    if (!existing) return strapi.documents(UID).create({ data: { ...data, user: user.documentId } });
    return strapi.documents(UID).update({ documentId: existing.documentId, data });
  },
});

type UserProfileService = ReturnType<typeof createUserProfileService>;

export function userProfiles(strapi: Core.Strapi): UserProfileService {
  return strapi.service(UID) as unknown as UserProfileService;
}

export default factories.createCoreService(UID, createUserProfileService);
