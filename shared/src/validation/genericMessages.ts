// spec §8 generic messages, for failures the server did not explain, in each language. The server
// answers them and the device shows them (also offline): one text per failure, kept here.
import type { Locale } from "../constants.ts";

export const GENERIC_FAILURES = ["network", "unauthorized", "notFound", "server", "input", "other"] as const;
export type GenericFailure = (typeof GENERIC_FAILURES)[number];

const TEXTS: Record<Locale, Record<GenericFailure, string>> = {
  en_US: {
    network: "Network error. Please check your connection.",
    unauthorized: "You are not authorized to perform this action.",
    notFound: "The requested resource was not found.",
    server: "Server error. Please try again later.",
    input: "Please check your input and try again.",
    other: "Something went wrong. Please try again.",
  },
  es_CL: {
    network: "Error de red. Revisa tu conexión.",
    unauthorized: "No tienes autorización para realizar esta acción.",
    notFound: "No se encontró el recurso solicitado.",
    server: "Error del servidor. Inténtalo más tarde.",
    input: "Revisa los datos ingresados e inténtalo de nuevo.",
    other: "Algo salió mal. Inténtalo de nuevo.",
  },
};

export function genericMessageText(kind: GenericFailure, locale: Locale): string {
  return TEXTS[locale][kind];
}
