/**
 * The profile fields a teacher fills in (SPEC §3 "User profile", "Registration form") and the CMS's checks of them.
 * Field errors are reported as Strapi reports validation errors: `error.details.errors[]` with a `path` (e.g.
 * `['user_profile_data', 'first_name']`) and a `message`, so the web app shows each under its field (SPEC §5).
 */
import { fieldError, type FieldError } from '../../field-errors';

export const PROFILE_FIELDS = [
  'salutation',
  'first_name',
  'last_name',
  'phone_number',
  'school',
  'role',
  'address_1',
  'address_2',
  'postcode',
] as const;

export type ProfileField = (typeof PROFILE_FIELDS)[number];
export type ProfileData = Partial<Record<ProfileField, string | null>>;

/** Registration asks for names and a postcode (SPEC §5: "First Name and Last Name required", "Postcode input required"). */
export const REGISTRATION_REQUIRED: ProfileField[] = ['first_name', 'last_name', 'postcode'];

/** Account details also need the school, phone number and role (SPEC §5: they show 'required' when the server says so). */
export const ACCOUNT_DETAILS_REQUIRED: ProfileField[] = [
  'first_name',
  'last_name',
  'school',
  'postcode',
  'phone_number',
  'role',
];

const LABELS: Record<ProfileField, string> = {
  salutation: 'Title',
  first_name: 'First name',
  last_name: 'Last name',
  phone_number: 'Phone number',
  school: 'School',
  role: 'Role',
  address_1: 'Address',
  address_2: 'Address (second line)',
  postcode: 'Postcode',
};

const MAX_LENGTH = 200;

/**
 * Checks profile fields under `prefix`: every given field must be a profile field holding text (or null), at most
 * 200 characters; the required ones must not be blank. Returns the trimmed values and the errors found.
 */
export function checkProfile(
  input: unknown,
  required: ProfileField[],
  prefix: string[] = [],
): { profile: ProfileData; errors: FieldError[] } {
  const errors: FieldError[] = [];
  const profile: ProfileData = {};
  if (input === null || typeof input !== 'object' || Array.isArray(input)) {
    const path = prefix.length ? prefix : ['data'];
    return { profile, errors: [fieldError(path, 'Your details are missing.')] };
  }
  const values = input as Record<string, unknown>;
  for (const key of Object.keys(values)) {
    if (!(PROFILE_FIELDS as readonly string[]).includes(key))
      errors.push(fieldError([...prefix, key], 'Unknown field.'));
  }
  for (const field of PROFILE_FIELDS) {
    const value = values[field];
    if (value !== undefined && value !== null && typeof value !== 'string') {
      errors.push(fieldError([...prefix, field], `${LABELS[field]} must be text.`));
      continue;
    }
    const text = typeof value === 'string' ? value.trim() : value;
    if (required.includes(field) && !text) {
      errors.push(fieldError([...prefix, field], `${LABELS[field]} is required.`));
      continue;
    }
    if (typeof text === 'string' && text.length > MAX_LENGTH) {
      errors.push(fieldError([...prefix, field], `${LABELS[field]} must be ${MAX_LENGTH} characters or fewer.`));
      continue;
    }
    if (text !== undefined) profile[field] = text || null;
  }
  return { profile, errors };
}
