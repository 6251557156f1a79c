import type { Locale } from "@nutrisnap/shared/constants";
import type { OutgoingMail } from "./transport.ts";

/** The address users reach: PUBLIC_URL, else this server on localhost. */
export const publicBaseUrl = (publicUrl: string | undefined, port: number): string =>
  (publicUrl ?? `http://localhost:${port}`).replace(/\/+$/, "");

interface Recipient {
  name: string;
  email: string;
  locale: Locale;
}

type Template = (name: string, link: string, hours: number) => { subject: string; text: string };

// Links open the web routes of spec §2: /confirm/:token and /password-reset/:token.
const confirmation: Record<Locale, Template> = {
  en_US: (name, link, hours) => ({
    subject: "Confirm your NutriSnap email",
    text: `Hi ${name},\n\nPlease confirm your email address by opening this link:\n\n${link}\n\nThe link works for ${hours} hours. If you did not create a NutriSnap account, you can ignore this mail.\n\nNutriSnap`,
  }),
  es_CL: (name, link, hours) => ({
    subject: "Confirma tu correo de NutriSnap",
    text: `Hola ${name}:\n\nConfirma tu correo electrónico abriendo este enlace:\n\n${link}\n\nEl enlace funciona durante ${hours} horas. Si no creaste una cuenta en NutriSnap, puedes ignorar este correo.\n\nNutriSnap`,
  }),
};

const passwordReset: Record<Locale, Template> = {
  en_US: (name, link, hours) => ({
    subject: "Reset your NutriSnap password",
    text: `Hi ${name},\n\nSomeone (hopefully you) asked to reset your NutriSnap password. Choose a new one here:\n\n${link}\n\nThe link works once, for ${hours} hour${hours === 1 ? "" : "s"}. If you did not ask for it, ignore this mail: your password stays as it is.\n\nNutriSnap`,
  }),
  es_CL: (name, link, hours) => ({
    subject: "Restablece tu contraseña de NutriSnap",
    text: `Hola ${name}:\n\nAlguien (ojalá tú) pidió restablecer tu contraseña de NutriSnap. Elige una nueva aquí:\n\n${link}\n\nEl enlace funciona una sola vez, durante ${hours} hora${hours === 1 ? "" : "s"}. Si no lo pediste, ignora este correo: tu contraseña no cambia.\n\nNutriSnap`,
  }),
};

export function confirmationMail(to: Recipient, baseUrl: string, token: string, hours: number): OutgoingMail {
  return { to: to.email, ...confirmation[to.locale](to.name, `${baseUrl}/confirm/${token}`, hours) };
}

export function passwordResetMail(
  to: Recipient,
  baseUrl: string,
  token: string,
  hours: number,
): OutgoingMail {
  return { to: to.email, ...passwordReset[to.locale](to.name, `${baseUrl}/password-reset/${token}`, hours) };
}
