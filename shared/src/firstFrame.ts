// The signed-in dashboard's first frame (docs/decisions/153): the build renders it per language,
// address state and greeting with placeholders for the user, and the server fills them in.
import type { Locale } from "./constants.ts";

/** Stand-ins the build renders and the server replaces with the signed-in user's own. */
export const FIRST_FRAME_PLACEHOLDERS = {
  firstName: "Nutrisnapfirstname",
  fullName: "Nutrisnapfirstname Nutrisnaplastname",
  email: "nutrisnap-email@example.invalid",
} as const;

export interface FirstFrameVariant {
  locale: Locale;
  confirmed: boolean;
  greeting: "new" | "returning";
}

/** The file of one variant of the frame, beside index.html. */
export const firstFrameFileName = ({ locale, confirmed, greeting }: FirstFrameVariant): string =>
  `dashboard.${locale}.${confirmed ? "confirmed" : "unconfirmed"}.${greeting}.html`;
