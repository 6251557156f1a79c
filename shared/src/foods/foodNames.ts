// Food names in the user's language (issue 13): USDA names are English, so a Spanish page names a
// food by the Chilean word list (spanish.ts) where the list has a word for it: "Avocado, raw" is
// "Palta". foodNames.es_CL.json is written from the list by sync-server/scripts/build-food-names.ts
// (each list phrase names the food it matches best, Chilean words first). A food the list does not
// name takes a name composed from its USDA description where every word of it is in the glossary
// (spanishNames.ts, decision 203: "Porotos verdes cocidos, de congelados"), else keeps USDA's. The
// composed names are made here, when a food is first named, not written to the file: the glossary
// ships at about a third of their gzipped size (decision 204).
import type { Locale } from "../constants.ts";
import type { Food } from "./foodIndex.ts";
import { composeSpanishName } from "./spanishNames.ts";

export interface FoodNamesFile {
  locale: Locale;
  /** Food id -> the list's phrase for it, as the list writes it (lower case, no accents). */
  names: Record<string, string>;
}

// The word list is kept without accents so that typed phrases match either way; names on screen
// need them back.
// prettier-ignore
const accented: Record<string, string> = {
  platano: "plátano", platanos: "plátanos", pina: "piña", jamon: "jamón", azucar: "azúcar", mani: "maní",
  limon: "limón", melon: "melón", brocoli: "brócoli", champinon: "champiñón", champinones: "champiñones",
  pimenton: "pimentón", esparragos: "espárragos", esparrago: "espárrago", atun: "atún", salmon: "salmón",
  cafe: "café", te: "té", pure: "puré", arandanos: "arándanos", arandano: "arándano", sandia: "sandía",
  maiz: "maíz", consome: "consomé", charquican: "charquicán", sesamo: "sésamo", datiles: "dátiles",
  higado: "hígado", noquis: "ñoquis", lasana: "lasaña", cuscus: "cuscús", budin: "budín", calameno: "calameño",
  nispero: "níspero", maracuya: "maracuyá", rucula: "rúcula", oregano: "orégano", acida: "ácida",
  frances: "francés", espanola: "española", cesar: "césar", turron: "turrón", chicharron: "chicharrón",
  chicharrones: "chicharrones", castanas: "castañas", caju: "cajú", sandwich: "sándwich", almibar: "almíbar",
  isotonica: "isotónica", energetica: "energética", instantaneo: "instantáneo", proteina: "proteína",
  camaron: "camarón", tonica: "tónica", alinada: "aliñada", alino: "aliño", coctel: "cóctel",
  aji: "ají", anis: "anís", azafran: "azafrán", balsamico: "balsámico", canonigo: "canónigo",
  chirivia: "chirivía", corazon: "corazón", curcuma: "cúrcuma", instantaneos: "instantáneos",
  jalapeno: "jalapeño", jicama: "jícama", leon: "león", melocoton: "melocotón", noqui: "ñoqui",
  nectarin: "nectarín", pinon: "piñón", pudin: "pudín", rinon: "riñón", semola: "sémola",
  tartara: "tártara", ostion: "ostión", guanabana: "guanábana", sangria: "sangría", tiramisu: "tiramisú",
  bunuelos: "buñuelos", bunuelo: "buñuelo", canamo: "cáñamo",
};

/** "pan integral" -> "Pan integral", "platano" -> "Plátano". */
export function displayName(phrase: string): string {
  const text = phrase
    .split(" ")
    .map((word) => accented[word] ?? word)
    .join(" ");
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export interface FoodNames {
  /**
   * The food's name for a user of `locale`: the word list's name, else the name composed from the
   * glossary, else the USDA name.
   */
  of(food: Food, locale: Locale): string;
  /** The foods the word list names in `locale` (not the composed names), as [food id, name]. */
  listed(locale: Locale): readonly (readonly [string, string])[];
}

// The languages whose names a glossary composes from USDA's descriptions (decision 203).
const composers: Partial<Record<Locale, (description: string) => string | null>> = {
  es_CL: composeSpanishName,
};

export function readFoodNames(files: FoodNamesFile[]): FoodNames {
  const byLocale = new Map(
    files.map((file) => [
      file.locale,
      new Map(Object.entries(file.names).map(([id, phrase]) => [id, displayName(phrase)])),
    ]),
  );
  const listed = new Map(
    files.map((file) => [
      file.locale,
      Object.entries(file.names).map(([id, phrase]) => [id, displayName(phrase)] as const),
    ]),
  );
  return {
    listed: (locale) => listed.get(locale) ?? [],
    of(food, locale) {
      const names = byLocale.get(locale);
      if (!names) return food.description;
      let name = names.get(food.id);
      if (name === undefined) {
        // Composed once per food; a food the glossary cannot name keeps USDA's name.
        const composed = composers[locale]?.(food.description);
        name = composed ? displayName(composed) : food.description;
        names.set(food.id, name);
      }
      return name;
    },
  };
}
