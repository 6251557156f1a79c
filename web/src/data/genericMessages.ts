// spec §8 generic messages in the reader's language, for failures the server did not explain.
import { msg } from "@lingui/core/macro";
import { i18n } from "@lingui/core";
import type { GenericMessages } from "./api.ts";

const descriptors = {
  network: msg`Network error. Please check your connection.`,
  unauthorized: msg`You are not authorized to perform this action.`,
  notFound: msg`The requested resource was not found.`,
  server: msg`Server error. Please try again later.`,
  input: msg`Please check your input and try again.`,
  other: msg`Something went wrong. Please try again.`,
};

export const translatedGenericMessages: GenericMessages = {
  network: () => i18n._(descriptors.network),
  unauthorized: () => i18n._(descriptors.unauthorized),
  notFound: () => i18n._(descriptors.notFound),
  server: () => i18n._(descriptors.server),
  input: () => i18n._(descriptors.input),
  other: () => i18n._(descriptors.other),
};
