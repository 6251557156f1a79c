/**
 * Every validation and server message the product can show, as a stable key.
 * Spec §5 and §8 give the English wording (`englishMessages`); the web translates keys through
 * Lingui and the server through its own catalogue, so both sides agree on what went wrong.
 */
export const englishMessages = {
  required: "This field is required",
  invalidType: "Please check your input and try again.",
  invalidEmail: "Please enter a valid email address",
  nameTooShort: "Name must be at least 3 characters long",
  nameTooLong: "Name cannot exceed 100 characters",
  passwordTooShort: "Password must be at least 6 characters long",
  passwordsDoNotMatch: "Passwords do not match",
  newPasswordTooShort: "New password must be at least 6 characters long",
  newPasswordsDoNotMatch: "New passwords do not match",
  currentPasswordIncorrect: "Current password is incorrect",
  emailAlreadyExists: "Email already exists",
  profileFieldsRequired: "Name, email, and locale are required",
  invalidLocale: "Invalid locale. Must be en_US or es_CL",
  ageRange: "Age must be between 13 and 120",
  ageWholeYears: "Enter your age in whole years, from 13 to 120",
  heightRange: "Height must be between 100 and 250 cm",
  weightRange: "Weight must be between 30 and 300 kg",
  targetWeightRange: "Target weight must be between 30 and 300 kg",
  genderRequired: "Please select your gender",
  activityLevelRequired: "Please select your activity level",
  invalidChoice: "Please choose one of the options",
  unknownField: "This field is not allowed",
  noPhotos: "Please add at least one photo",
  tooManyPhotos: "Maximum {max} photos allowed per meal",
  onlyMorePhotos: "Only {count} more photos can be added",
  notAnImage: "{filename} is not an image file",
  invalidDate: "Please enter a valid date (YYYY-MM-DD)",
  invalidId: "Invalid identifier",
  noteTooLong: "The note cannot exceed 500 characters",
  invalidAmount: "Please enter an amount greater than zero",
  amountTooLarge: "That is too much for one food: at most 10 kg (10,000 g)",
  textTooLong: "The description cannot exceed 1000 characters",
  unknownFood: "That food is not in the food database",
  tooManyItems: "A meal can have at most 30 foods",
  unknownUnit: "Choose a unit from the list",
  mealTimeInFuture: "The time cannot be in the future",
  mealTimeTooOld: "Choose a time within the last year",
  registrationInviteOnly:
    "Registration is by invitation for now. Join the early-access list and we'll let you know.",
  invalidTimeZone: "Unknown time zone",
  passwordIncorrect: "Password is incorrect",
  twoFactorCodeWrong: "That code is not correct. Try the current code from your authenticator app.",
  mealNotFound: "Meal not found",
  photoTooLarge: "{filename} is larger than {max} MB",
  photoTooManyPixels: "{filename} has too many pixels (at most {max} megapixels)",
  photoUnreadable: "{filename} could not be read as an image. Please use a JPEG, PNG or WebP photo.",
  photoNotConverted:
    "{filename} could not be converted from HEIC. Please try another photo or save it as JPEG.",
  titleTooLong: "The title cannot exceed 200 characters",
} as const;

export type MessageKey = keyof typeof englishMessages;

export const isMessageKey = (value: string): value is MessageKey => value in englishMessages;
