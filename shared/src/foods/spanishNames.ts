// Spanish names composed from USDA descriptions (issue 13, decision 203). A USDA description is a
// head noun and comma-separated qualifiers ("Chicken breast, baked, coated, skin / coating eaten");
// the glossary (spanishGlossary.ts) gives each of USDA's words and phrases in Chilean Spanish with
// its part: a noun with its gender and number, an adjective that agrees with the food, or a phrase
// that stays as written. A food is named only when every word of its description is in the
// glossary: no half-translated names.
import { spanishGlossary } from "./spanishGlossary.ts";

type Gender = "m" | "f";
type Item =
  | { kind: "noun"; text: string; of: string; gender: Gender; plural: boolean; part: boolean }
  | { kind: "modifier"; text: string }
  | { kind: "joiner"; text: string }
  | { kind: "comma" };

/** One word as it agrees with a food: "cocido" for "Porotos" is "cocidos", for "Papa" "cocida". */
function agreeWord(word: string, gender: Gender, plural: boolean): string {
  let form = word;
  if (gender === "f" && (word.endsWith("o") || word === "español")) form = word.replace(/o?$/, "a");
  else if (gender === "f" && /(és|ón|or)$/.test(word))
    form = `${word.replace(/és$/, "es").replace(/ón$/, "on")}a`;
  if (!plural) return form;
  if (/[aeiouáéó]$/.test(form)) return `${form}s`;
  if (form.endsWith("z")) return `${form.slice(0, -1)}ces`;
  // "común" -> "comunes", "japonés" -> "japoneses": the plural moves the stress off the accent.
  const plain: Record<string, string> = { á: "a", é: "e", í: "i", ó: "o", ú: "u" };
  return `${form.replace(/([áéíóú])([ns])$/, (_, vowel: string, end: string) => plain[vowel]! + end)}es`;
}

/** A glossary phrase for a food: its words marked "~" agree ("bajo~ en grasa" -> "bajas en grasa"). */
export function agree(phrase: string, gender: Gender, plural: boolean): string {
  return phrase.replace(/(\S+)~/g, (_, word: string) => agreeWord(word, gender, plural));
}

/** USDA's words as the glossary keys them: lower case, commas and slashes as words of their own. */
export function glossaryTokens(text: string): string[] {
  return (
    text
      .toLowerCase()
      .replace(/&/g, " and ")
      .replace(/[()]/g, " , ")
      .match(/[a-z0-9%'.+-]+|,|\//g) ?? []
  ).flatMap((token) => (token.length > 1 ? [token.replace(/\.$/, "")] : [token]));
}

function read(entry: string): Item {
  // "pechuga/f", "porotos/mp", "pechuga/f^" (a part: "Chicken, breast" is "pechuga de pollo").
  // "choclo|maíz/m": a name and the word for what a food is made of ("harina de maíz").
  const noun = /^([^|]*)(?:\|(.*))?\/(m|f)(p?)(\^?)$/.exec(entry);
  if (noun) {
    return {
      kind: "noun",
      text: noun[1]!,
      of: noun[2] ?? noun[1]!,
      gender: noun[3] as Gender,
      plural: noun[4] === "p",
      part: noun[5] === "^",
    };
  }
  // "con", "sin", "y", "o" join another food; any other phrase says which one ("cocido~" agrees
  // with the food, "al horno" stays as written).
  if (/(^| )(con|sin|y|o|y\/o|en|de|para)$/.test(entry)) return { kind: "joiner", text: entry };
  return { kind: "modifier", text: entry };
}

const glossary = new Map<string, Item>(
  Object.entries(spanishGlossary).map(([english, spanish]) => [
    glossaryTokens(english).join(" "),
    read(spanish),
  ]),
);
const longest = Math.max(...[...glossary.keys()].map((key) => key.split(" ").length));

/** The description as glossary items, or null when a word of it is not in the glossary. */
function itemsOf(description: string): Item[] | null {
  const tokens = glossaryTokens(description);
  const items: Item[] = [];
  for (let i = 0; i < tokens.length;) {
    if (tokens[i] === ",") {
      items.push({ kind: "comma" });
      i += 1;
      continue;
    }
    let found = 0;
    for (let n = Math.min(longest, tokens.length - i); n > 0 && !found; n--) {
      const item = glossary.get(tokens.slice(i, i + n).join(" "));
      if (item && "text" in item && item.text === "!") return null;
      if (item) {
        items.push(item);
        found = n;
      }
    }
    if (!found) {
      // A percentage stays as written ("Leche 2%").
      if (/^\d+(\.\d+)?%$/.test(tokens[i]!)) items.push({ kind: "modifier", text: tokens[i]! });
      else return null;
      found = 1;
    }
    i += found;
  }
  return items;
}

type Noun = Extract<Item, { kind: "noun" }>;
/** A noun and the words before it in English: "whole wheat bread", "chicken breast". */
interface Group {
  adjectives: string[];
  nouns: Noun[];
}
type Part = { group: Group } | { text: string } | { loose: string[] };

const headOf = (group: Group) => group.nouns.at(-1)!;
/** "chicken breast" -> "pechuga de pollo"; "white rice" -> "arroz blanco". */
function groupText(group: Group, extra: string[] = []): string {
  const head = headOf(group);
  const of = group.nouns
    .slice(0, -1)
    .reverse()
    .map((noun) => `de ${noun.of}`);
  const adjectives = [...group.adjectives, ...extra].map((a) => agree(a, head.gender, head.plural));
  return [head.text, ...of, ...adjectives].join(" ");
}

/** A segment's items as groups, phrases, and adjectives left without a noun after them. */
function partsOf(items: Item[]): Part[] {
  const parts: Part[] = [];
  let pending: string[] = [];
  let group: Group | null = null;
  const close = () => {
    if (group) parts.push({ group });
    group = null;
  };
  for (const item of items) {
    if (item.kind === "noun") {
      if (group && pending.length > 0) close();
      group ??= { adjectives: [], nouns: [] };
      group.adjectives.push(...pending);
      pending = [];
      group.nouns.push(item);
    } else if (item.kind === "modifier") {
      // English puts what says which one before the noun; Spanish after it ("unsalted nuts":
      // "frutos secos sin sal").
      if (item.text) pending.push(item.text);
    } else if (item.kind === "joiner") {
      close();
      if (pending.length > 0) parts.push({ loose: pending });
      pending = [];
      parts.push({ text: item.text });
    }
  }
  close();
  if (pending.length > 0) parts.push({ loose: pending });
  return parts;
}

const joinsFoods = (part: Part | undefined) =>
  part !== undefined && "text" in part && /^(y|o|y\/o)$/.test(part.text);

/**
 * The Spanish name of a USDA description, or null when a word of it is not in the glossary or the
 * description is a list the composer cannot read surely:
 * "Beans, string, green, cooked from frozen" -> "porotos verdes cocidos, de congelados".
 */
export function composeSpanishName(description: string): string | null {
  // A list after a semicolon ("...; no potatoes, no sauce") is USDA's mixed-dish coding.
  if (description.includes(";")) return null;
  // "NS as to form", "NS as to fat": USDA's sub-kinds not said; the name says nothing of them.
  // SR28 files some foods under their group: "Nuts, cashew nuts, raw" are cashews.
  const items = itemsOf(
    description.replace(/,?\s*\bNS as to [^,]*/gi, "").replace(/^(Nuts|Seeds|Spices|Candy), (?!NFS)/, ""),
  );
  if (!items) return null;
  const segments: Item[][] = [[]];
  for (const item of items) {
    if (item.kind === "comma") segments.push([]);
    else segments.at(-1)!.push(item);
  }
  const parted = segments.map(partsOf).filter((parts) => parts.length > 0);
  const [firstParts = [], ...qualifiers] = parted;
  const [first, ...afterHead] = firstParts;
  if (!first || !("group" in first)) return null;
  for (const parts of parted) {
    for (const [i, part] of parts.entries()) {
      const [before, next] = [parts[i - 1], parts[i + 1]];
      // "Eggplant parmesan casserole": a word between two nouns may say which of them it is; so
      // may one before them ("Ripe plantain meat pie").
      if ("group" in part && next && "group" in next) return null;
      if ("group" in part && part.group.nouns.length > 1 && part.group.adjectives.length > 0) return null;
      // "Turkey and ham sandwich": the sandwich is of both, which word order alone cannot say;
      // nor "yellow and/or green string beans" whether both are beans.
      if (
        joinsFoods(part) &&
        next &&
        "group" in next &&
        (next.group.nouns.length > 1 || (before && !("group" in before)))
      )
        return null;
    }
  }
  const firstJoins = firstParts.some((part) => "text" in part);
  let head = first.group;
  let owner: string | null = null;
  const headExtra: string[] = [];
  const rest: Part[][] = afterHead.length > 0 ? [afterHead] : [];
  for (const [at, parts] of qualifiers.entries()) {
    const only = parts.length === 1 ? parts[0]! : null;
    // A list of foods in the qualifiers ("Broccoli, cauliflower and carrots", "Chicken, potatoes,
    // and vegetables") is not read.
    // A food with something ("Cake, chocolate with chocolate icing") is read: "de chocolate con ...".
    // Not a dish named after its food ("Carrots, raw, salad with apples": an ensalada).
    const withSomething =
      parts.length > 2 &&
      "group" in parts[0]! &&
      !headOf(parts[0].group).part &&
      "text" in parts[1]! &&
      /^(con|sin)$/.test(parts[1].text);
    if (joinsFoods(parts[0]) || (parts.length > 1 && "group" in parts[0]! && !withSomething)) return null;
    // "Turkey with vegetable, stuffing, ...", "Taco, pork, with beans, cheese": a list of what
    // comes with it.
    if (
      only &&
      "group" in only &&
      (firstJoins || rest.some((before) => before.some((part) => "text" in part)))
    )
      return null;
    // "Chicken, breast" names the breast: "pechuga de pollo".
    if (only && "group" in only && only.group.nouns.length === 1 && headOf(only.group).part && !owner) {
      owner = groupText(head, headExtra.splice(0));
      head = only.group;
      continue;
    }
    // Words alone right after the head go with it, as Spanish writes them: "arroz blanco".
    if (at === 0 && rest.length === 0 && only && "loose" in only) {
      headExtra.push(...only.loose);
      continue;
    }
    rest.push(parts);
  }
  // "Broccoli and cauliflower, cooked": what is said of both agrees with both ("cocidos").
  const heads = [first.group];
  for (let i = 1; joinsFoods(firstParts[i]) && firstParts[i + 1] && "group" in firstParts[i + 1]!; i += 2)
    heads.push((firstParts[i + 1] as { group: Group }).group);
  const noun =
    heads.length > 1 && !owner
      ? {
          gender: heads.every((group) => headOf(group).gender === "f") ? ("f" as const) : ("m" as const),
          plural: true,
        }
      : headOf(head);
  const render = (part: Part, of = false): string => {
    if (of && "group" in part && part.group.nouns.length === 1) {
      const [noun] = part.group.nouns;
      return groupText({ ...part.group, nouns: [{ ...noun!, text: noun!.of }] });
    }
    if ("group" in part) return groupText(part.group);
    if ("loose" in part) return part.loose.map((words) => agree(words, noun.gender, noun.plural)).join(" ");
    return agree(part.text, noun.gender, noun.plural);
  };
  // A qualifier that is a noun alone names what the food is of or with: "Soup, tortilla" is
  // "sopa de tortilla".
  const texts = rest
    .map((parts) =>
      "group" in parts[0]!
        ? {
            text: `de ${[render(parts[0], true), ...parts.slice(1).map((part) => render(part))].join(" ")}`,
            close: true,
          }
        : { text: parts.map((part) => render(part)).join(" "), close: /^\d/.test(render(parts[0]!)) },
    )
    .filter(({ text }) => text);
  let name = groupText(head, headExtra) + (owner ? ` de ${owner}` : "");
  for (const [i, { text }] of texts.entries()) {
    // The first qualifier follows the name as Spanish writes it ("arroz blanco", "pechuga de
    // pollo al horno"), as do what it is of ("sopa de tortilla") and a percentage ("leche 2%");
    // the others are listed: "pechuga de pollo al horno, apanada, con piel".
    // What it is of follows only what also follows the name: "pizza de queso de masa delgada", but
    // "pizza de queso, de restaurante, de masa mediana".
    const follows = texts.slice(0, i + 1).every((t, k) => t.close || (k === 0 && headExtra.length === 0));
    name += follows ? ` ${text}` : `, ${text}`;
  }
  return name.replace(/\s+/g, " ").trim();
}
