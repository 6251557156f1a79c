import { englishMessages, type MessageKey } from "@nutrisnap/shared/validation/messageKeys";
import { genericMessageText } from "@nutrisnap/shared/validation/genericMessages";
import type { Locale } from "@nutrisnap/shared/constants";

/** Messages only the server says (spec §8 generic errors and the server's own answers). */
const serverEnglish = {
  somethingWentWrong: genericMessageText("other", "en_US"),
  unauthorized: genericMessageText("unauthorized", "en_US"),
  notFound: genericMessageText("notFound", "en_US"),
  serverError: genericMessageText("server", "en_US"),
  checkInput: genericMessageText("input", "en_US"),
  malformedJson: "The request body is not valid JSON.",
  payloadTooLarge: "The request is too large.",
  tooManyRequests: "Too many attempts. Please wait a moment and try again.",
  forbiddenOrigin: "This request came from another site and was refused.",
  invalidCredentials: "Invalid email or password",
  signedOut: "You have been signed out.",
  passwordResetRequested: "If an account exists for that email, we sent a link to reset your password.",
  tokenInvalid: "This link is not valid. Check that you copied all of it, or request a new one.",
  tokenUsed: "This link has already been used.",
  tokenExpired: "This link has expired. Please request a new one.",
  emailConfirmed: "Your email has been confirmed. Thank you!",
  emailAlreadyConfirmed: "Your email is already confirmed. You're all set.",
  confirmationResent: "We sent a new confirmation link to your email.",
  earlyAccessJoined: "Thanks! You're on the early-access list. We'll email you when your spot is ready.",
  passwordUpdated: "Password updated successfully!",
  twoFactorRequired: "Enter the 6-digit code from your authenticator app.",
  twoFactorEnabled: "Two-factor authentication is on",
  twoFactorDisabled: "Two-factor authentication is off",
  twoFactorAlreadyEnabled: "Two-factor authentication is already on.",
  twoFactorNotStarted: "Start the two-factor set-up first.",
  accountDeleted: "Your account and all its data have been deleted.",
  noNutritionProfile: "No nutrition profile found. Please complete your onboarding.",
  noGoals: "No nutrition goals set yet.",
  idInUse: "This id is already in use.",
  lastMealItem: "A meal must keep at least one food item.",
  analysisNotConfigured: "AI analysis is not configured on this server",
  analysisProviderFailed: "The AI analysis service could not analyse this meal. Please try again later.",
  analysisUnreadableAnswer: "The AI model's answer could not be read. Please try again.",
  analysisNothingToAnalyse: "Please add at least one photo",
  idempotencyKeyReused: "This Idempotency-Key was already used for a different request.",
  idempotencyInProgress: "A request with this Idempotency-Key is still being processed.",
  photoLineFull: "The server is busy processing photos. Please try again in a moment.",
} as const;

export type ServerMessageKey = keyof typeof serverEnglish;
export type AnyMessageKey = MessageKey | ServerMessageKey;

const english: Record<AnyMessageKey, string> = { ...englishMessages, ...serverEnglish };

// Chilean Spanish, as a reader in Santiago would expect it ("tú", not "vos" or "usted").
const spanish: Record<AnyMessageKey, string> = {
  required: "Este campo es obligatorio",
  invalidType: "Revisa los datos ingresados e inténtalo de nuevo.",
  invalidEmail: "Ingresa un correo electrónico válido",
  nameTooShort: "El nombre debe tener al menos 3 caracteres",
  nameTooLong: "El nombre no puede superar los 100 caracteres",
  passwordTooShort: "La contraseña debe tener al menos 6 caracteres",
  passwordsDoNotMatch: "Las contraseñas no coinciden",
  newPasswordTooShort: "La nueva contraseña debe tener al menos 6 caracteres",
  newPasswordsDoNotMatch: "Las nuevas contraseñas no coinciden",
  currentPasswordIncorrect: "La contraseña actual es incorrecta",
  emailAlreadyExists: "El correo electrónico ya está registrado",
  profileFieldsRequired: "El nombre, el correo y el idioma son obligatorios",
  invalidLocale: "Idioma no válido. Debe ser en_US o es_CL",
  ageRange: "La edad debe estar entre 13 y 120 años",
  ageWholeYears: "Ingresa tu edad en años cumplidos, de 13 a 120",
  heightRange: "La estatura debe estar entre 100 y 250 cm",
  weightRange: "El peso debe estar entre 30 y 300 kg",
  targetWeightRange: "El peso objetivo debe estar entre 30 y 300 kg",
  genderRequired: "Selecciona tu género",
  activityLevelRequired: "Selecciona tu nivel de actividad",
  invalidChoice: "Elige una de las opciones",
  unknownField: "Este campo no está permitido",
  noPhotos: "Agrega al menos una foto",
  tooManyPhotos: "Se permiten máximo {max} fotos por comida",
  onlyMorePhotos: "Solo se pueden agregar {count} fotos más",
  notAnImage: "{filename} no es un archivo de imagen",
  invalidDate: "Ingresa una fecha válida (AAAA-MM-DD)",
  invalidId: "Identificador no válido",
  noteTooLong: "La nota no puede superar los 500 caracteres",
  invalidAmount: "Ingresa una cantidad mayor que cero",
  amountTooLarge: "Es demasiado para un alimento: como máximo 10 kg (10.000 g)",
  textTooLong: "La descripción no puede superar los 1000 caracteres",
  unknownFood: "Ese alimento no está en la base de alimentos",
  tooManyItems: "Una comida puede tener como máximo 30 alimentos",
  unknownUnit: "Elige una unidad de la lista",
  mealTimeInFuture: "La hora no puede estar en el futuro",
  mealTimeTooOld: "Elige una hora dentro del último año",
  somethingWentWrong: genericMessageText("other", "es_CL"),
  unauthorized: genericMessageText("unauthorized", "es_CL"),
  notFound: genericMessageText("notFound", "es_CL"),
  serverError: genericMessageText("server", "es_CL"),
  checkInput: genericMessageText("input", "es_CL"),
  malformedJson: "El cuerpo de la solicitud no es un JSON válido.",
  payloadTooLarge: "La solicitud es demasiado grande.",
  tooManyRequests: "Demasiados intentos. Espera un momento e inténtalo de nuevo.",
  forbiddenOrigin: "Esta solicitud vino de otro sitio y fue rechazada.",
  invalidCredentials: "Correo o contraseña incorrectos",
  signedOut: "Cerraste sesión.",
  passwordResetRequested:
    "Si existe una cuenta con ese correo, te enviamos un enlace para restablecer tu contraseña.",
  tokenInvalid: "Este enlace no es válido. Revisa que lo copiaste completo o solicita uno nuevo.",
  tokenUsed: "Este enlace ya se usó.",
  tokenExpired: "Este enlace expiró. Solicita uno nuevo.",
  emailConfirmed: "Tu correo fue confirmado. ¡Gracias!",
  emailAlreadyConfirmed: "Tu correo ya estaba confirmado. No tienes que hacer nada más.",
  confirmationResent: "Te enviamos un nuevo enlace de confirmación a tu correo.",
  earlyAccessJoined:
    "¡Gracias! Quedaste en la lista de acceso anticipado. Te escribiremos cuando tu cupo esté listo.",
  registrationInviteOnly:
    "Por ahora el registro es solo por invitación. Únete a la lista de acceso anticipado y te avisaremos.",
  invalidTimeZone: "Zona horaria desconocida",
  passwordUpdated: "¡Contraseña actualizada!",
  passwordIncorrect: "La contraseña es incorrecta",
  twoFactorRequired: "Ingresa el código de 6 dígitos de tu app de autenticación.",
  twoFactorCodeWrong: "Ese código no es correcto. Prueba con el código actual de tu app de autenticación.",
  twoFactorEnabled: "La verificación en dos pasos está activada",
  twoFactorDisabled: "La verificación en dos pasos está desactivada",
  twoFactorAlreadyEnabled: "La verificación en dos pasos ya está activada.",
  twoFactorNotStarted: "Primero inicia la configuración de la verificación en dos pasos.",
  accountDeleted: "Tu cuenta y todos sus datos fueron eliminados.",
  noNutritionProfile: "No encontramos tu perfil nutricional. Completa la configuración inicial.",
  noGoals: "Aún no hay metas nutricionales.",
  mealNotFound: "No se encontró la comida",
  idInUse: "Este identificador ya está en uso.",
  lastMealItem: "Una comida debe conservar al menos un alimento.",
  photoTooLarge: "{filename} pesa más de {max} MB",
  photoTooManyPixels: "{filename} tiene demasiados píxeles (máximo {max} megapíxeles)",
  photoUnreadable: "No se pudo leer {filename} como imagen. Usa una foto JPEG, PNG o WebP.",
  photoNotConverted: "No se pudo convertir {filename} desde HEIC. Prueba con otra foto o guárdala como JPEG.",
  titleTooLong: "El título no puede superar los 200 caracteres",
  analysisNotConfigured: "El análisis con IA no está configurado en este servidor",
  analysisProviderFailed: "El servicio de análisis con IA no pudo analizar esta comida. Inténtalo más tarde.",
  analysisUnreadableAnswer: "No se pudo leer la respuesta del modelo de IA. Inténtalo de nuevo.",
  analysisNothingToAnalyse: "Agrega al menos una foto",
  idempotencyKeyReused: "Esta Idempotency-Key ya se usó para otra solicitud.",
  idempotencyInProgress: "Una solicitud con esta Idempotency-Key todavía se está procesando.",
  photoLineFull: "El servidor está procesando muchas fotos. Inténtalo de nuevo en un momento.",
};

/** Every key the server can answer with. */
export const MESSAGE_KEYS = Object.keys(english) as AnyMessageKey[];

const catalogs: Record<Locale, Record<AnyMessageKey, string>> = { en_US: english, es_CL: spanish };

/** The text of a message key in a locale, with `{name}` placeholders filled in. */
export function translate(
  key: AnyMessageKey,
  locale: Locale,
  params: Record<string, string | number> = {},
): string {
  const template = catalogs[locale][key];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => String(params[name] ?? whole));
}
