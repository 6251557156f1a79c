// spec §8 generic messages in the reader's language, for failures the server did not explain: the
// texts the server answers too (shared/validation/genericMessages).
import { i18n } from "@lingui/core";
import { isLocale } from "@nutrisnap/shared/locale";
import { genericMessagesIn, type GenericMessages } from "./api.ts";

export const translatedGenericMessages: GenericMessages = genericMessagesIn(() =>
  isLocale(i18n.locale) ? i18n.locale : "en_US",
);
