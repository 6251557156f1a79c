import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import { isMessageKey, type MessageKey } from "@nutrisnap/shared/validation";

/**
 * The one map from the contract's message keys (shared/src/validation/messageKeys.ts) to Lingui
 * messages. The English text matches spec §5/§8 word for word; add a line here with every new key.
 */
export const validationMessages: Record<MessageKey, MessageDescriptor> = {
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
  ageWholeYears: msg`Enter your age in whole years, from 13 to 120`,
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
  amountTooLarge: msg`That is too much for one food: at most 10 kg (10,000 g)`,
  textTooLong: msg`The description cannot exceed 1000 characters`,
  unknownFood: msg`That food is not in the food database`,
  tooManyItems: msg`A meal can have at most 30 foods`,
  unknownUnit: msg`Choose a unit from the list`,
  mealTimeInFuture: msg`The time cannot be in the future`,
  mealTimeTooOld: msg`Choose a time within the last year`,
  registrationInviteOnly: msg`Registration is by invitation for now. Join the early-access list and we'll let you know.`,
  invalidTimeZone: msg`Unknown time zone`,
  passwordIncorrect: msg`Password is incorrect`,
  twoFactorCodeWrong: msg`That code is not correct. Try the current code from your authenticator app.`,
  mealNotFound: msg`Meal not found`,
  photoTooLarge: msg({ message: "{filename} is larger than {max} MB" }),
  photoTooManyPixels: msg({ message: "{filename} has too many pixels (at most {max} megapixels)" }),
  photoUnreadable: msg({
    message: "{filename} could not be read as an image. Please use a JPEG, PNG or WebP photo.",
  }),
  photoNotConverted: msg({
    message: "{filename} could not be converted from HEIC. Please try another photo or save it as JPEG.",
  }),
  titleTooLong: msg`The title cannot exceed 200 characters`,
};

export type MessageValues = Record<string, string | number>;

/**
 * A translator for message keys. Text that is not a key (a server message, already translated by
 * the server in the user's language) is returned as it is.
 */
export function useValidationMessage(): (
  keyOrText: string | undefined,
  values?: MessageValues,
) => string | undefined {
  const { i18n } = useLingui();
  return (keyOrText, values) => {
    if (keyOrText === undefined) return undefined;
    if (!isMessageKey(keyOrText)) return keyOrText;
    const descriptor = validationMessages[keyOrText];
    return i18n._(descriptor.id, values, { message: descriptor.message });
  };
}
