/**
 * The profile fields a teacher fills in (SPEC-GUIDE §3 "User profile", "Registration form") and the CMS's checks of
 * them, declared once: PROFILE_LABELS names the fields, and the REST checks, the registration body
 * (src/extensions/users-permissions/registration.ts) and the GraphQL input (src/extensions/graphql/accounts.ts) are
 * all made from it. Field errors are reported by path (src/platform/http/field-errors.ts), so the web app shows each
 * under its field (SPEC-GUIDE §5).
 */
import type { Data } from '@strapi/strapi';
import { z } from 'zod';

type StoredProfile = Data.ContentType<'api::user-profile.user-profile'>;

/** The fields in form order, with the label their messages use; only attributes of the user-profile type fit here. */
const PROFILE_LABELS = {
  salutation: 'Title',
  first_name: 'First name',
  last_name: 'Last name',
  phone_number: 'Phone number',
  school: 'School',
  role: 'Role',
  address_1: 'Address',
  address_2: 'Address (second line)',
  postcode: 'Postcode',
} as const satisfies Partial<Record<keyof StoredProfile, string>>;

type ProfileField = keyof typeof PROFILE_LABELS;
export const PROFILE_FIELDS = Object.keys(PROFILE_LABELS) as ProfileField[];

/** Checked profile values: trimmed text, and null for a field left blank. */
export type ProfileData = Partial<Pick<StoredProfile, ProfileField>>;

/**
 * Registration asks for names and a postcode (SPEC-GUIDE §5: "First Name and Last Name required", "Postcode input
 * required").
 */
export const REGISTRATION_REQUIRED: ProfileField[] = ['first_name', 'last_name', 'postcode'];

/**
 * Account details also need the school, phone number and role (SPEC-GUIDE §5: they show 'required' when the server says
 * so).
 */
export const ACCOUNT_DETAILS_REQUIRED: ProfileField[] = [
  'first_name',
  'last_name',
  'school',
  'postcode',
  'phone_number',
  'role',
];

const MAX_LENGTH = 200;

type ProfileText = z.ZodType<string | null | undefined>;

/**
 * One field: text of at most 200 characters once trimmed; a required one must not be blank, an optional blank is null.
 */
function profileText(label: string, required: boolean): ProfileText {
  const text = z
    .string({
      error: (issue) => (issue.input == null && required ? `${label} is required.` : `${label} must be text.`),
    })
    .trim()
    .max(MAX_LENGTH, `${label} must be ${MAX_LENGTH} characters or fewer.`);
  if (required) return text.min(1, `${label} is required.`);
  return text
    .transform((value) => value || null)
    .nullable()
    .optional();
}

/** The profile with these fields required; any other key is an unknown field, and a non-object is "missing". */
export function profileSchema(required: readonly ProfileField[]): z.ZodType<ProfileData> {
  const fields = Object.fromEntries(
    PROFILE_FIELDS.map((field) => [field, profileText(PROFILE_LABELS[field], required.includes(field))]),
  ) as Record<ProfileField, ProfileText>;
  return z.strictObject(fields, {
    error: (issue) => (issue.code === 'unrecognized_keys' ? 'Unknown field.' : 'Your details are missing.'),
  });
}
