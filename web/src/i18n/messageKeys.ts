// The web's wording of the contract's message keys (shared/src/validation/messageKeys.ts), so a
// rule checked in the browser reads like the same rule checked by the server.
import { msg } from "@lingui/core/macro";
import { i18n, type MessageDescriptor } from "@lingui/core";
import type { MessageKey } from "@nutrisnap/shared/validation";

const descriptors: Record<MessageKey, MessageDescriptor> = {
  required: msg`This field is required`,
  invalidType: msg`Please check your input and try again.`,
  invalidEmail: msg`Please enter a valid email address`,
  nameTooShort: msg`Name must be at least 3 characters long`,
  nameTooLong: msg`Name cannot exceed 100 characters`,
  passwordTooShort: msg`Password must be at least 6 characters long`,
  passwordsDoNotMatch: msg`Passwords do not match`,
  newPasswordTooShort: msg`New password must be at least 6 characters long`,
  newPasswordsDoNotMatch: msg`New passwords do not match`,
  currentPasswordIncorrect: msg`Current password is incorrect`,
  emailAlreadyExists: msg`Email already exists`,
  profileFieldsRequired: msg`Name, email, and locale are required`,
  invalidLocale: msg`Invalid locale. Must be en_US or es_CL`,
  ageRange: msg`Age must be between 13 and 120`,
  heightRange: msg`Height must be between 100 and 250 cm`,
  weightRange: msg`Weight must be between 30 and 300 kg`,
  targetWeightRange: msg`Target weight must be between 30 and 300 kg`,
  genderRequired: msg`Please select your gender`,
  activityLevelRequired: msg`Please select your activity level`,
  invalidChoice: msg`Please choose one of the options`,
  unknownField: msg`This field is not allowed`,
  noPhotos: msg`Please add at least one photo`,
  tooManyPhotos: msg({ message: "Maximum {max} photos allowed per meal" }),
  onlyMorePhotos: msg({ message: "Only {count} more photos can be added" }),
  notAnImage: msg({ message: "{filename} is not an image file" }),
  invalidDate: msg`Please enter a valid date (YYYY-MM-DD)`,
  invalidId: msg`Invalid identifier`,
  noteTooLong: msg`The note cannot exceed 500 characters`,
  invalidAmount: msg`Please enter an amount greater than zero`,
};

/** The text of a message key in the active language, with `{name}` values filled in. */
export function messageKeyText(key: MessageKey, values: Record<string, string | number> = {}): string {
  return i18n._({ ...descriptors[key], values });
}
