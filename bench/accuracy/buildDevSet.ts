// Builds the development set (bench/accuracy/sets/dev-phrases-*.tsv and dev-phrases.json): food
// phrases written from the USDA names of the index the way people type them ("grilled chicken
// breast" for "Chicken breast, grilled") and models name them ("chicken breast, grilled"), and in
// Spanish through a small dictionary kept here, apart from the engine's own word list. A third set
// to develop the matcher on, larger than the tuning half, so that rules are written from many foods.
//
// Only foods of the tuning half (the hash split of buildSets.ts) are used, and no phrase whose label
// holds a food of a held-out row of the hand-written lists, nor a held-out-half food at all: the
// held-out half stays unseen. The foods of the hand-written lists are left out (they are measured
// there). Labels: the food the phrase was written from, and every other food whose name gives the
// same phrase (equally right). Deterministic. Usage: npx tsx bench/accuracy/buildDevSet.ts
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Food } from "../../shared/src/foods/foodIndex.ts";
import { byDescription, index, isTuneHalf } from "./foodIndex.ts";
import type { PhraseCase } from "./buildSets.ts";

const here = import.meta.dirname;

// Foods the hand-written lists name (any column): measured there, not here.
const listed = new Set<string>();
for (const file of ["phrases-en.tsv", "phrases-es.tsv"])
  for (const line of readFileSync(path.join(here, "sets", file), "utf8").split("\n")) {
    if (!line.trim() || line.startsWith("#")) continue;
    for (const d of (line.split("\t")[0] ?? "").split(" || ")) listed.add(d.trim());
  }

// Qualifiers that say "the ordinary version": nobody types them.
const unsaid =
  /^(nfs|ns as to .*|from raw|from fresh|no added fat|fat not added in cooking|plain|regular|from restaurant or fast food|from fast food \/ restaurant|from restaurant|from fast food|made from home recipe|home recipe|homemade)$/;
// Names not typed as such: ingredients, infant foods, foods for a sandwich, codes.
const skipped = /as ingredient|baby|infant|formula|for use on a sandwich|[(/;\d%&]/i;
// The class comes first in people's words ("pork chop"), or is not said at all ("salmon").
const classFirst = new Set(["beef", "pork", "chicken", "turkey", "lamb", "veal", "egg"]);
const classDropped = new Set(["fish", "lettuce", "potato"]);

interface Written {
  people: string;
  model: string;
}

/** "Chicken breast, grilled" -> "grilled chicken breast" and "chicken breast, grilled". */
function write(food: Food): Written | null {
  if (skipped.test(food.description)) return null;
  const segments = food.description.toLowerCase().split(", ");
  const [first = "", ...rest] = segments;
  if (/\bns as to\b|\bnfs\b/.test(first)) return null;
  const qualifiers = rest.filter((q) => !unsaid.test(q));
  if (qualifiers.length > 2 || qualifiers.some((q) => q.split(" ").length > 3 || /^(and|or) | or /.test(q)))
    return null;
  const before: string[] = [];
  const after: string[] = [];
  for (const q of qualifiers) {
    const split = /^(.*?)\s*\b((with|without|in|on|made with|no)\b.*|(skin|coating)\b.*eaten)$/.exec(q);
    if (split) {
      if (split[1]) before.push(split[1]);
      after.push(split[2]!);
    } else before.push(q);
  }
  let head = first;
  const state = /^(raw|cooked|canned|frozen|dried|fried|baked|boiled|steamed|grilled|roasted|smoked)\b/;
  if (before.length > 0 && classDropped.has(first)) {
    const kind = before.findIndex((q) => !state.test(q));
    if (kind < 0) return null;
    head = before.splice(kind, 1)[0]!;
  } else if (before.length > 0 && classFirst.has(first)) head = `${first} ${before.shift()!}`;
  const people = [...before.reverse(), head, ...after].join(" ").replace(/\s+/g, " ").trim();
  if (people.split(" ").length > 6) return null;
  const model = [first, ...qualifiers].join(", ");
  return { people, model };
}

// Spanish, written from the people's phrase word by word: nouns (with gender) and adjectives.
// prettier-ignore
const nouns: Record<string, [string, "m" | "f"]> = {
  apple: ["manzana", "f"], banana: ["platano", "m"], orange: ["naranja", "f"], pear: ["pera", "f"],
  peach: ["durazno", "m"], grape: ["uva", "f"], grapes: ["uvas", "f"], strawberries: ["frutillas", "f"],
  pineapple: ["pina", "f"], cherries: ["cerezas", "f"], lemon: ["limon", "m"], melon: ["melon", "m"],
  plum: ["ciruela", "f"], tomato: ["tomate", "m"], tomatoes: ["tomates", "m"], potato: ["papa", "f"],
  potatoes: ["papas", "f"], carrots: ["zanahorias", "f"], onions: ["cebollas", "f"], onion: ["cebolla", "f"],
  spinach: ["espinaca", "f"], cabbage: ["repollo", "m"], broccoli: ["brocoli", "m"], cauliflower: ["coliflor", "f"],
  lettuce: ["lechuga", "f"], cucumber: ["pepino", "m"], mushrooms: ["champinones", "m"], peppers: ["pimentones", "m"],
  corn: ["choclo", "m"], peas: ["arvejas", "f"], beans: ["porotos", "m"], lentils: ["lentejas", "f"],
  chickpeas: ["garbanzos", "m"], rice: ["arroz", "m"], pasta: ["pasta", "f"], noodles: ["fideos", "m"],
  bread: ["pan", "m"], roll: ["pancito", "m"], bagel: ["bagel", "m"], cookie: ["galleta", "f"], cake: ["torta", "f"],
  pie: ["pie", "m"], muffin: ["muffin", "m"], pancakes: ["panqueques", "m"], waffle: ["waffle", "m"],
  cereal: ["cereal", "m"], oatmeal: ["avena", "f"], soup: ["sopa", "f"], salad: ["ensalada", "f"],
  sandwich: ["sandwich", "m"], pizza: ["pizza", "f"], chicken: ["pollo", "m"], beef: ["carne de vacuno", "f"],
  pork: ["cerdo", "m"], turkey: ["pavo", "m"], lamb: ["cordero", "m"], ham: ["jamon", "m"], bacon: ["tocino", "m"],
  sausage: ["salchicha", "f"], fish: ["pescado", "m"], salmon: ["salmon", "m"], tuna: ["atun", "m"],
  shrimp: ["camarones", "m"], crab: ["jaiba", "f"], egg: ["huevo", "m"], eggs: ["huevos", "m"], cheese: ["queso", "m"],
  milk: ["leche", "f"], yogurt: ["yogur", "m"], butter: ["mantequilla", "f"], cream: ["crema", "f"],
  juice: ["jugo", "m"], coffee: ["cafe", "m"], tea: ["te", "m"], chocolate: ["chocolate", "m"], sugar: ["azucar", "f"],
  honey: ["miel", "f"], nuts: ["nueces", "f"], almonds: ["almendras", "f"], peanuts: ["mani", "m"],
  breast: ["pechuga", "f"], thigh: ["trutro", "m"], wing: ["ala", "f"], steak: ["bistec", "m"], chop: ["chuleta", "f"],
  sauce: ["salsa", "f"], gravy: ["salsa", "f"], vegetables: ["verduras", "f"], fruit: ["fruta", "f"], squash: ["zapallo", "m"],
  avocado: ["palta", "f"], garlic: ["ajo", "m"], oil: ["aceite", "m"], water: ["agua", "f"], ice: ["hielo", "m"],
  pudding: ["budin", "m"], custard: ["flan", "m"], sweet: ["dulce", "m"], candy: ["dulce", "m"], jelly: ["jalea", "f"],
  cracker: ["galleta salada", "f"], crackers: ["galletas saladas", "f"], tortilla: ["tortilla", "f"], oats: ["avena", "f"],
  spaghetti: ["espagueti", "m"], meatballs: ["albondigas", "f"], stew: ["guiso", "m"], omelet: ["omelette", "m"],
  beet: ["betarraga", "f"], beets: ["betarragas", "f"], celery: ["apio", "m"], asparagus: ["esparragos", "m"],
  artichoke: ["alcachofa", "f"], eggplant: ["berenjena", "f"], pumpkin: ["zapallo", "m"], raisins: ["pasas", "f"],
  coconut: ["coco", "m"], walnuts: ["nueces", "f"], cod: ["bacalao", "m"], trout: ["trucha", "f"], sardines: ["sardinas", "f"],
  clams: ["almejas", "f"], mussels: ["choritos", "m"], octopus: ["pulpo", "m"], squid: ["calamar", "m"],
  "peanut butter": ["mantequilla de mani", "f"], "egg white": ["clara de huevo", "f"], "ice cream": ["helado", "m"], "french fries": ["papas fritas", "f"],
  "hot dog": ["completo", "m"], "soft drink": ["bebida", "f"], "sour cream": ["crema acida", "f"],
  "cottage cheese": ["quesillo", "m"], "sweet potato": ["camote", "m"], "green beans": ["porotos verdes", "m"],
  meat: ["carne", "f"], chips: ["chips", "m"], dressing: ["alino", "m"], popcorn: ["cabritas", "f"],
  almond: ["almendra", "f"], vanilla: ["vainilla", "f"], strawberry: ["frutilla", "f"], cherry: ["cereza", "f"],
  caramel: ["caramelo", "m"], cinnamon: ["canela", "f"], mango: ["mango", "m"], mushroom: ["champinon", "m"],
  seeds: ["semillas", "f"], wine: ["vino", "m"], beer: ["cerveza", "f"], syrup: ["jarabe", "m"],
  hamburger: ["hamburguesa", "f"], duck: ["pato", "m"], sushi: ["sushi", "m"], ravioli: ["ravioles", "m"],
  doughnut: ["dona", "f"], brownie: ["brownie", "m"], margarine: ["margarina", "f"], mustard: ["mostaza", "f"],
  oysters: ["ostras", "f"], turnip: ["nabo", "m"], smoothie: ["smoothie", "m"], shake: ["batido", "m"],
  macaroni: ["macarrones", "m"], gelatin: ["gelatina", "f"], bologna: ["mortadela", "f"], cocktail: ["coctel", "m"],
  vodka: ["vodka", "m"], rum: ["ron", "m"], stuffing: ["relleno", "m"], pepperoni: ["pepperoni", "m"],
  burrito: ["burrito", "m"], taco: ["taco", "m"], tacos: ["tacos", "m"], quesadilla: ["quesadilla", "f"],
  lemonade: ["limonada", "f"], granola: ["granola", "f"], barley: ["cebada", "f"], quinoa: ["quinoa", "f"],
  zucchini: ["zapallo italiano", "m"], kale: ["col rizada", "f"], radish: ["rabanito", "m"], walnut: ["nuez", "f"],
  pecans: ["nueces pecanas", "f"], hazelnuts: ["avellanas", "f"], pistachios: ["pistachos", "m"], dates: ["datiles", "m"],
  figs: ["higos", "m"], prunes: ["ciruelas secas", "f"], apricot: ["damasco", "m"], apricots: ["damascos", "m"],
  nectarine: ["nectarin", "m"], kiwi: ["kiwi", "m"], papaya: ["papaya", "f"], guava: ["guayaba", "f"],
  watermelon: ["sandia", "f"], blueberries: ["arandanos", "m"], raspberries: ["frambuesas", "f"],
  blackberries: ["moras", "f"], cranberries: ["arandanos rojos", "m"], applesauce: ["pure de manzana", "m"],
  lard: ["manteca", "f"], leeks: ["puerros", "m"], liver: ["higado", "m"], tongue: ["lengua", "f"],
  rabbit: ["conejo", "m"], goat: ["cabra", "f"], venison: ["ciervo", "m"], tripe: ["guatitas", "f"],
  flan: ["flan", "m"], tiramisu: ["tiramisu", "m"], meringues: ["merengues", "m"], marmalade: ["mermelada", "f"],
  jam: ["mermelada", "f"], molasses: ["melaza", "f"], ketchup: ["ketchup", "m"], mayonnaise: ["mayonesa", "f"],
  salsa: ["salsa", "f"], guacamole: ["guacamole", "m"], hummus: ["hummus", "m"], tofu: ["tofu", "m"],
  croissant: ["medialuna", "f"], bagels: ["bagels", "m"], pretzel: ["pretzel", "m"], cheesecake: ["cheesecake", "m"],
  cupcake: ["cupcake", "m"], tart: ["tartaleta", "f"], popsicle: ["helado de agua", "m"], sherbet: ["sorbete", "m"],
  lentil: ["lenteja", "f"], bean: ["poroto", "m"], sprouts: ["brotes", "m"], seaweed: ["alga", "f"],
  ribs: ["costillas", "f"], fillet: ["filete", "m"], nuggets: ["nuggets", "m"], cone: ["barquillo", "m"],
  bar: ["barra", "f"], chili: ["chili", "m"], enchilada: ["enchilada", "f"], tamale: ["tamal", "m"],
  empanada: ["empanada", "f"], lasagna: ["lasana", "f"], meatloaf: ["pastel de carne", "m"], scallops: ["ostiones", "m"],
  lobster: ["langosta", "f"], anchovies: ["anchoas", "f"], herring: ["arenque", "m"], tilapia: ["tilapia", "f"],
  mackerel: ["caballa", "f"], okra: ["okra", "f"], plantain: ["platano macho", "m"], cassava: ["yuca", "f"],
  chard: ["acelga", "f"], watercress: ["berros", "m"], olives: ["aceitunas", "f"], pickles: ["pepinillos", "m"],
  sauerkraut: ["chucrut", "m"], coleslaw: ["ensalada de repollo", "f"], crepe: ["crepe", "m"],
  "french toast": ["tostadas francesas", "f"], cornbread: ["pan de maiz", "m"], tortillas: ["tortillas", "f"],
  nachos: ["nachos", "m"], fajita: ["fajita", "f"], sausages: ["salchichas", "f"], salami: ["salame", "m"],
  veal: ["ternera", "f"], goose: ["ganso", "m"], quail: ["codorniz", "f"], grapefruit: ["pomelo", "m"],
  tangerine: ["mandarina", "f"], pomegranate: ["granada", "f"], "passion fruit": ["maracuya", "m"],
  "cream cheese": ["queso crema", "m"], buttermilk: ["suero de leche", "m"], kefir: ["kefir", "m"],
  "whipped cream": ["crema chantilly", "f"], "hot chocolate": ["chocolate caliente", "m"], cocoa: ["cacao", "m"],
  milkshake: ["batido", "m"], broth: ["caldo", "m"], noodle: ["fideo", "m"], lime: ["limon de pica", "m"],
  patty: ["hamburguesa", "f"], wrap: ["wrap", "m"], dumplings: ["dumplings", "m"], stir: ["salteado", "m"],
};
// prettier-ignore
const adjectives: Record<string, [string, string] | string> = {
  grilled: "a la plancha", baked: "al horno", roasted: ["asado", "asada"], fried: ["frito", "frita"],
  boiled: ["cocido", "cocida"], cooked: ["cocido", "cocida"], steamed: "al vapor", raw: ["crudo", "cruda"],
  scrambled: ["revuelto", "revuelta"], mashed: "en pure", canned: "en conserva", frozen: ["congelado", "congelada"],
  dried: ["seco", "seca"], smoked: ["ahumado", "ahumada"], stewed: ["guisado", "guisada"], breaded: ["apanado", "apanada"],
  sweetened: ["endulzado", "endulzada"], unsweetened: "sin azucar", lowfat: "bajo en grasa", nonfat: "descremada",
  diet: "light", light: "light", whole: ["entero", "entera"], white: ["blanco", "blanca"], brown: "integral",
  "whole wheat": "integral", "whole grain": "integral", green: ["verde", "verde"], red: ["rojo", "roja"],
  black: ["negro", "negra"], hot: ["caliente", "caliente"], iced: "helado", sweet: ["dulce", "dulce"],
  toasted: ["tostado", "tostada"], salted: ["salado", "salada"], unsalted: "sin sal", pickled: "en escabeche",
  stuffed: ["relleno", "rellena"], filled: ["relleno", "rellena"], ground: ["molido", "molida"],
  decaffeinated: ["descafeinado", "descafeinada"], fresh: ["fresco", "fresca"], hard: ["duro", "dura"],
  meatless: "sin carne", vegetarian: ["vegetariano", "vegetariana"], italian: ["italiano", "italiana"],
  chinese: ["chino", "china"], greek: ["griego", "griega"], dark: ["amargo", "amarga"], crispy: "crujiente",
  sauteed: ["salteado", "salteada"], rotisserie: ["rostizado", "rostizada"], coated: ["apanado", "apanada"],
  "gluten free": "sin gluten", "sugar free": "sin azucar", "fat free": "sin grasa", dry: ["seco", "seca"],
  unroasted: ["crudo", "cruda"], sliced: ["en rodajas", "en rodajas"], shredded: ["rallado", "rallada"],
};

// prettier-ignore
const accents: Record<string, string> = {
  limon: "limón", platano: "plátano", jamon: "jamón", atun: "atún", salmon: "salmón", brocoli: "brócoli",
  cafe: "café", te: "té", azucar: "azúcar", champinones: "champiñones", champinon: "champiñón", budin: "budín",
  pina: "piña", mani: "maní", melon: "melón", alino: "aliño", sandia: "sandía", arandanos: "arándanos",
  datiles: "dátiles", higado: "hígado", nectarin: "nectarín", coctel: "cóctel", tiramisu: "tiramisú", pure: "puré",
  acida: "ácida", sandwich: "sándwich",
};
/** The words before "de", "con", "en"... in the singular: "porotos verdes en conserva" -> "poroto verde en conserva". */
function singular(phrase: string): string {
  const tokens = phrase.split(" ");
  const end = tokens.findIndex((t, i) => i > 0 && /^(de|con|sin|en|al|a)$/.test(t));
  return tokens
    .map((t, i) =>
      (end >= 0 && i >= end) || !t.endsWith("s") || t.length <= 3
        ? t
        : t.endsWith("eces")
          ? `${t.slice(0, -3)}z`
          : /[aeiou][lnr]es$/.test(t)
            ? t.slice(0, -2)
            : t.slice(0, -1),
    )
    .join(" ");
}

const colours = new Set(["green", "red", "white", "black", "brown"]);

/** "grilled chicken with vegetables" -> "pollo a la plancha con verduras". */
function spanish(people: string): string | null {
  const [left = "", right, ...more] = people.split(/ (with|without) /);
  if (more.length > 1) return null;
  const main = nounPhrase(left);
  if (!main || right === undefined) return main;
  const side = nounPhrase(more[0] ?? "");
  return side ? `${main} ${right === "with" ? "con" : "sin"} ${side}` : null;
}

function nounPhrase(phrase: string): string | null {
  let text = phrase;
  for (const two of [...Object.keys(nouns), ...Object.keys(adjectives)].filter((k) => k.includes(" ")))
    text = text.replace(new RegExp(`\\b${two}\\b`), two.replace(" ", "_"));
  const tokens = text.split(" ").map((t) => t.replace("_", " "));
  // A word is a noun where it can be one ("sweet potato"), an adjective otherwise; colours first.
  const nounTokens = tokens.filter((t) => t in nouns && !(t in adjectives && t !== tokens.at(-1)));
  const adjectiveTokens = tokens
    .filter((t) => !nounTokens.includes(t) && t in adjectives)
    .sort((a, b) => Number(!colours.has(a)) - Number(!colours.has(b)));
  if (nounTokens.length + adjectiveTokens.length !== tokens.length) return null;
  if (nounTokens.length === 0 || nounTokens.length > 2) return null;
  // "chicken breast" -> "pechuga de pollo": the last noun heads, the one before says of what.
  const [name, gender] = nouns[nounTokens.at(-1)!]!;
  const of = nounTokens.length === 2 ? ` de ${nouns[nounTokens[0]!]![0]}` : "";
  const plural = name.endsWith("s");
  const adjectivesEs = adjectiveTokens.map((a) => {
    const form = adjectives[a]!;
    const word = typeof form === "string" ? form : gender === "f" ? form[1] : form[0];
    return plural && typeof form !== "string" ? `${word}s` : word;
  });
  return [name + of, ...adjectivesEs].join(" ");
}

const written = new Map<string, Written>();
for (const food of index.foods) {
  if (food.source !== "fndds") continue;
  const w = write(food);
  if (w) written.set(food.id, w);
}
// Every food a phrase could have been written from is right for it.
const byPhrase = new Map<string, Food[]>();
const addTo = (phrase: string, food: Food) => byPhrase.set(phrase, [...(byPhrase.get(phrase) ?? []), food]);
for (const [id, w] of written) {
  const food = index.byId.get(id)!;
  addTo(`people:${w.people}`, food);
  addTo(`model:${w.model}`, food);
  const es = spanish(w.people);
  if (es) addTo(`es:${es}`, food);
}

const rows = { en: new Map<string, Set<string>>(), es: new Map<string, Set<string>>() };
for (const [id, w] of written) {
  const food = index.byId.get(id)!;
  if (!isTuneHalf(id) || listed.has(food.description)) continue;
  const add = (locale: "en" | "es", key: string, phrase: string) => {
    const foods = byPhrase.get(key) ?? [];
    // Too many equally right foods say nothing; a held-out-half food in the label is never shown.
    if (foods.length > 4 || foods.some((f) => !isTuneHalf(f.id) || listed.has(f.description))) return;
    // One row per set of equally right foods (in name order), however many foods gave the phrase.
    const label = [food, ...foods.filter((f) => f !== food)]
      .map((f) => f.description)
      .sort()
      .join(" || ");
    const row = rows[locale].get(label) ?? new Set<string>();
    row.add(phrase);
    rows[locale].set(label, row);
  };
  add("en", `people:${w.people}`, w.people);
  if (w.model !== w.people) add("en", `model:${w.model}`, w.model);
  const es = spanish(w.people);
  if (es) {
    add("es", `es:${es}`, es);
    // Typed with its accents too, as a phone's keyboard offers them.
    const accented = es.replace(/\b\w+\b/g, (word) => accents[word] ?? word);
    if (accented !== es) add("es", `es:${es}`, accented);
    // And in the singular where the name is plural: "cereza seca" as well as "cerezas secas".
    const one = singular(es);
    if (one !== es) add("es", `es:${es}`, one);
  }
}

const header = (locale: string) =>
  `# Development set (${locale}), written by bench/accuracy/buildDevSet.ts from the USDA names of the tuning half.\n` +
  `# Expected USDA food (equally right alternatives after " || ") <TAB> phrases. Do not edit by hand: rerun it.\n`;
const cases: PhraseCase[] = [];
for (const [locale, file, tag] of [
  ["en", "dev-phrases-en.tsv", "en_US"],
  ["es", "dev-phrases-es.tsv", "es_CL"],
] as const) {
  const sorted = [...rows[locale]].sort(([a], [b]) => (a < b ? -1 : 1));
  writeFileSync(
    path.join(here, "sets", file),
    header(tag) + sorted.map(([label, phrases]) => `${label}\t${[...phrases].join("\t")}`).join("\n") + "\n",
  );
  for (const [label, phrases] of sorted) {
    const foods = label.split(" || ").map((d) => byDescription.get(d)!);
    for (const phrase of phrases)
      cases.push({
        phrase,
        locale: tag,
        split: "dev",
        expected_id: foods[0]!.id,
        expected_description: foods[0]!.description,
        kcal_per_100g: foods[0]!.per100g.calories ?? 0,
        also_right: foods.slice(1).map((f) => f.id),
      });
  }
}
writeFileSync(
  path.join(here, "sets", "dev-phrases.json"),
  `[\n${cases.map((c) => JSON.stringify(c)).join(",\n")}\n]\n`,
);
const count = (tag: string) => cases.filter((c) => c.locale === tag).length;
console.log(`dev phrases: ${count("en_US")} en_US + ${count("es_CL")} es_CL`);
