// Spanish (es_CL) food phrases into the English words the matcher reads: a maintained list of
// Chilean and Spanish food words mapped to USDA names, and the word order rules that turn
// "pechuga de pollo a la plancha" into "grilled chicken breast".
import { words } from "./words.ts";

type Kind = "food" | "quality" | "cooking";

// Whole phrases that name one USDA food; checked first, longest first. Chilean words lead.
// prettier-ignore
const dishes: Record<string, string> = {
  "completo": "hot dog sandwich", "completo italiano": "hot dog sandwich", "italiano": "hot dog sandwich",
  "pebre": "salsa", "manjar": "dulce de leche", "manjar blanco": "dulce de leche", "dulce de leche": "dulce de leche",
  "marraqueta": "french bread", "pan batido": "french bread", "pan frances": "french bread", "hallulla": "white bread",
  "pan amasado": "white bread, home recipe", "pan blanco": "white bread", "pan de molde": "white bread",
  "pan de molde integral": "whole wheat bread", "pan integral": "whole wheat bread", "pan tostado": "white bread toasted",
  "pan integral tostado": "whole wheat bread toasted", "tostada": "white bread toasted", "tostadas": "white bread toasted",
  "tostada integral": "whole wheat bread toasted", "pan pita": "pita bread", "pan de pita": "pita bread",
  "palta": "avocado", "aguacate": "avocado", "porotos": "beans", "porotos verdes": "green beans", "porotos negros": "black beans",
  "porotos granados": "beans", "porotos con riendas": "beans", "frijoles": "beans", "choclo": "corn", "maiz": "corn",
  "zapallo italiano": "zucchini cooked", "zapallito italiano": "zucchini cooked", "zapallo": "pumpkin", "zapallo camote": "pumpkin",
  "papas fritas": "french fries", "papas fritas caseras": "french fries", "papas fritas de bolsa": "potato chips",
  "chips de papa": "potato chips", "papitas": "potato chips", "pure de papas": "mashed potatoes", "pure": "mashed potatoes",
  "papa cocida": "boiled potato", "papas cocidas": "boiled potatoes", "camote": "sweet potato", "camote asado": "sweet potato",
  "camote al horno": "sweet potato",
  "arroz": "white rice", "arroz blanco": "white rice", "arroz graneado": "white rice", "arroz integral": "brown rice",
  "arroz chaufa": "fried rice", "arroz frito": "fried rice", "arroz con leche": "rice pudding",
  "fideos": "pasta", "tallarines": "pasta", "espaguetis": "pasta", "espagueti": "pasta", "spaghetti": "pasta",
  "salsa de tomate": "tomato sauce", "salsa bolonesa": "meat sauce", "a la bolonesa": "meat sauce",
  "huevo duro": "hard boiled egg", "huevos duros": "hard boiled eggs", "huevo a la copa": "boiled egg",
  "huevo revuelto": "scrambled eggs", "huevos revueltos": "scrambled eggs", "huevo frito": "fried egg", "huevos fritos": "fried eggs",
  "clara de huevo": "egg white", "claras de huevo": "egg whites", "claras": "egg whites", "omelette": "omelet", "tortilla de huevo": "omelet",
  "pollo al horno": "baked chicken breast", "pollo asado": "roasted chicken", "pollo frito": "fried chicken", "pollo apanado": "fried chicken",
  "trutro": "chicken thigh", "trutro de pollo": "chicken thigh", "trutro corto": "chicken drumstick", "alitas": "chicken wings",
  "nuggets": "chicken nuggets", "carne de vacuno": "beef steak", "bistec": "beef steak", "bife": "beef steak", "filete": "steak",
  "lomo vetado": "ribeye steak", "lomo liso": "sirloin steak", "carne molida": "ground beef", "carne picada": "ground beef",
  "carne asada": "roast beef", "asado de vacuno": "roast beef", "asado": "roast beef", "plateada": "roast beef",
  "chuleta": "pork chop", "chuletas": "pork chops", "chuleta de cerdo": "pork chop", "costillar": "pork ribs", "costillas de cerdo": "pork ribs",
  "carne de cerdo": "pork", "jamon": "ham", "jamon serrano": "ham, prosciutto", "tocino": "bacon", "tocino frito": "bacon",
  "salchicha": "sausage", "salchichas": "sausages", "longaniza": "sausage", "choripan": "sausage sandwich", "vienesa": "frankfurter",
  "vienesas": "frankfurters", "pescado frito": "fried fish", "pescado frito apanado": "fried fish", "pescado blanco": "fish",
  "reineta": "fish", "merluza": "fish, cod", "atun": "canned tuna", "atun en lata": "canned tuna", "salmon ahumado": "smoked salmon",
  "camarones": "shrimp", "camaron": "shrimp", "mariscos": "shellfish",
  "leche descremada": "skim milk", "leche desc": "skim milk", "leche semidescremada": "reduced fat milk", "leche entera": "whole milk",
  "leche con chocolate": "chocolate milk", "leche chocolatada": "chocolate milk", "leche de almendras": "almond milk",
  "leche de soya": "soy milk", "leche de soja": "soy milk",
  "yogur griego": "greek yogurt", "yogurt griego": "greek yogurt", "queso fresco": "queso fresco", "quesillo": "cottage cheese",
  "queso cottage": "cottage cheese", "queso mantecoso": "cheese", "queso gauda": "cheese, gouda", "queso crema": "cream cheese",
  "queso parmesano": "parmesan cheese", "parmesano rallado": "grated parmesan", "crema": "cream", "crema acida": "sour cream",
  "mantequilla de mani": "peanut butter", "mantequilla de cacahuate": "peanut butter", "mani": "peanuts", "mani tostado": "peanuts",
  "aceite de oliva": "olive oil", "aceite": "vegetable oil", "aceite vegetal": "vegetable oil", "mayo": "mayonnaise",
  "ketchup": "ketchup", "mermelada": "jam", "miel": "honey", "miel de abeja": "honey", "azucar": "sugar", "azucar blanca": "sugar",
  "endulzante": "sugar substitute", "chocolate de leche": "milk chocolate", "chocolate": "milk chocolate",
  "galletas con chips de chocolate": "chocolate chip cookies", "galleta con chispas de chocolate": "chocolate chip cookie",
  "torta": "cake", "pastel": "cake", "kuchen": "cake", "berlin": "doughnut", "donut": "doughnut", "dona": "doughnut",
  "medialuna": "croissant", "queque": "pound cake", "alfajor": "cookie, chocolate sandwich", "helado": "ice cream", "helados": "ice cream",
  "jalea": "gelatin dessert", "gelatina": "gelatin dessert", "flan": "flan", "leche asada": "custard", "sopaipilla": "fried dough",
  "sopaipillas": "fried dough", "calzones rotos": "fried dough",
  "cafe": "coffee", "cafe negro": "black coffee", "cafe con leche": "latte", "cafe cortado con leche": "latte", "cortado": "latte",
  "te": "tea", "te negro": "black tea", "te verde": "green tea", "agua de hierbas": "herbal tea", "mate": "tea",
  "bebida": "soft drink", "bebida cola": "cola", "coca cola": "cola",
  "gaseosa": "soft drink", "cerveza": "beer", "schop": "beer", "vino tinto": "red wine", "vino blanco": "white wine",
  "agua": "water", "agua de la llave": "tap water", "agua mineral": "water", "limonada": "lemonade", "limonada natural": "lemonade",
  "batido": "smoothie", "batido de frutas": "fruit smoothie", "licuado": "smoothie", "mote con huesillo": "peach nectar",
  "sopa": "soup", "sopa de fideos": "chicken noodle soup", "sopa de pollo con fideos": "chicken noodle soup", "consome": "broth",
  "caldo": "broth", "cazuela": "chicken stew", "cazuela de vacuno": "beef stew", "crema de verduras": "vegetable soup",
  "sopa de verduras": "vegetable soup", "charquican": "beef stew", "estofado de carne": "beef stew", "guiso de carne": "beef stew",
  "ensalada": "garden salad", "ensalada mixta": "garden salad", "ensalada chilena": "tomato and onion salad",
  "ensalada de tomate": "tomato", "tomate picado": "tomato", "pastel de choclo": "corn pie", "humitas": "tamale", "humita": "tamale",
  "empanada": "empanada", "empanada de pino": "empanada, beef", "empanada de queso": "empanada, cheese", "sushi": "sushi",
  "rolls de sushi": "sushi", "hamburguesa": "hamburger", "hamburguesas": "hamburger", "hamburguesa con queso": "cheeseburger",
  "pizza napolitana": "cheese pizza", "pizza de queso": "cheese pizza", "churrasco": "steak sandwich", "barros luco": "steak sandwich, with cheese",
  "chacarero": "steak sandwich", "lomito": "pork sandwich", "albondigas": "meatballs", "albondigas con salsa": "meatballs",
  "pollo al curry": "chicken curry", "curry de pollo": "chicken curry", "quinoa cocida": "quinoa", "tofu firme": "tofu",
  "humus": "hummus", "pasas": "raisins", "pasas rubias": "raisins", "cabritas": "popcorn", "palomitas de maiz": "popcorn",
  "once": "", "cena": "", "almuerzo": "", "desayuno": "",
};

// Single words, with their part in the phrase. "food" words are nouns; "quality" words say which one.
// prettier-ignore
const lexicon: Record<string, [string, Kind]> = {
  manzana: ["apple", "food"], manzanas: ["apples", "food"], platano: ["banana", "food"], platanos: ["bananas", "food"],
  banana: ["banana", "food"], naranja: ["orange", "food"], naranjas: ["oranges", "food"], uva: ["grapes", "food"], uvas: ["grapes", "food"],
  frutilla: ["strawberries", "food"], frutillas: ["strawberries", "food"], fresa: ["strawberries", "food"], fresas: ["strawberries", "food"],
  arandanos: ["blueberries", "food"], frambuesas: ["raspberries", "food"], moras: ["blackberries", "food"],
  pera: ["pear", "food"], peras: ["pears", "food"], durazno: ["peach", "food"], duraznos: ["peaches", "food"],
  pina: ["pineapple", "food"], sandia: ["watermelon", "food"], melon: ["cantaloupe", "food"], mandarina: ["tangerine", "food"],
  mandarinas: ["tangerines", "food"], kiwi: ["kiwi", "food"], kiwis: ["kiwi", "food"], limon: ["lemon", "food"], mango: ["mango", "food"],
  cereza: ["cherries", "food"], cerezas: ["cherries", "food"], ciruela: ["plum", "food"], ciruelas: ["plums", "food"],
  pomelo: ["grapefruit", "food"], papaya: ["papaya", "food"], tomate: ["tomato", "food"], tomates: ["tomatoes", "food"],
  zanahoria: ["carrots", "food"], zanahorias: ["carrots", "food"], lechuga: ["lettuce", "food"], pepino: ["cucumber", "food"],
  pepinos: ["cucumbers", "food"], cebolla: ["onion", "food"], cebollas: ["onions", "food"], brocoli: ["broccoli", "food"],
  coliflor: ["cauliflower", "food"], espinaca: ["spinach", "food"], espinacas: ["spinach", "food"], apio: ["celery", "food"],
  champinon: ["mushrooms", "food"], champinones: ["mushrooms", "food"], arvejas: ["peas", "food"], arvejitas: ["peas", "food"],
  lentejas: ["lentils", "food"], garbanzos: ["chickpeas", "food"], garbanzo: ["chickpeas", "food"], pimenton: ["bell pepper", "food"],
  repollo: ["cabbage", "food"], betarraga: ["beets", "food"], esparragos: ["asparagus", "food"], papa: ["potato", "food"],
  papas: ["potatoes", "food"], verduras: ["vegetables", "food"], frutas: ["fruit", "food"], fruta: ["fruit", "food"],
  avena: ["oatmeal", "food"], granola: ["granola", "food"], cereal: ["cereal", "food"], pan: ["bread", "food"],
  tortilla: ["tortilla", "food"], tortillas: ["tortilla", "food"], panqueque: ["pancakes", "food"], panqueques: ["pancakes", "food"],
  huevo: ["egg", "food"], huevos: ["eggs", "food"], pollo: ["chicken", "food"], pechuga: ["breast", "food"], pavo: ["turkey", "food"],
  carne: ["beef", "food"], vacuno: ["beef", "food"], cerdo: ["pork", "food"], chancho: ["pork", "food"], cordero: ["lamb", "food"],
  pescado: ["fish", "food"], salmon: ["salmon", "food"], atun: ["tuna", "food"], leche: ["milk", "food"], yogur: ["yogurt", "food"],
  yogurt: ["yogurt", "food"], yoghurt: ["yogurt", "food"], queso: ["cheese", "food"], mozzarella: ["mozzarella", "food"],
  mantequilla: ["butter", "food"], margarina: ["margarine", "food"], mayonesa: ["mayonnaise", "food"], mostaza: ["mustard", "food"],
  galleta: ["cookie", "food"], galletas: ["cookies", "food"], almendras: ["almonds", "food"], almendra: ["almonds", "food"],
  nueces: ["walnuts", "food"], nuez: ["walnuts", "food"], castanas: ["cashews", "food"], semillas: ["seeds", "food"],
  maravilla: ["sunflower", "food"], pizza: ["pizza", "food"], taco: ["taco", "food"], tacos: ["tacos", "food"], burrito: ["burrito", "food"],
  burritos: ["burrito", "food"], quesadilla: ["quesadilla", "food"], sandwich: ["sandwich", "food"], sanguche: ["sandwich", "food"],
  quinoa: ["quinoa", "food"], tofu: ["tofu", "food"], hummus: ["hummus", "food"], cuscus: ["couscous", "food"],
  jugo: ["juice", "food"], sopa: ["soup", "food"], crema: ["cream", "food"], salsa: ["sauce", "food"], smoothie: ["smoothie", "food"],
  vino: ["wine", "food"], cheeseburger: ["cheeseburger", "food"], croissant: ["croissant", "food"], muffin: ["muffin", "food"],
  blanco: ["white", "quality"], blanca: ["white", "quality"], integral: ["whole wheat", "quality"], negro: ["black", "quality"],
  negros: ["black", "quality"], verde: ["green", "quality"], verdes: ["green", "quality"], rojo: ["red", "quality"],
  dulce: ["sweet", "quality"], griego: ["greek", "quality"], natural: ["", "quality"], descremado: ["nonfat", "quality"],
  descremada: ["fat free", "quality"], entera: ["whole", "quality"], light: ["light", "quality"], casero: ["", "quality"],
  casera: ["", "quality"], vainilla: ["vanilla", "quality"], chocolate: ["chocolate", "quality"], tostado: ["toasted", "quality"],
  tostada: ["toasted", "quality"], frito: ["fried", "cooking"], frita: ["fried", "cooking"], fritos: ["fried", "cooking"],
  fritas: ["fried", "cooking"], cocido: ["cooked", "cooking"], cocida: ["cooked", "cooking"], cocidos: ["cooked", "cooking"],
  cocidas: ["cooked", "cooking"], hervido: ["boiled", "cooking"], hervida: ["boiled", "cooking"], asado: ["roasted", "cooking"],
  asada: ["roasted", "cooking"], horneado: ["baked", "cooking"], horneada: ["baked", "cooking"], crudo: ["raw", "cooking"],
  cruda: ["raw", "cooking"], crudos: ["raw", "cooking"], crudas: ["raw", "cooking"], salteado: ["sauteed", "cooking"],
  salteada: ["sauteed", "cooking"], salteados: ["sauteed", "cooking"], "al vapor": ["steamed", "cooking"], apanado: ["fried", "cooking"],
  apanada: ["fried", "cooking"], ahumado: ["smoked", "cooking"], revuelto: ["scrambled", "cooking"], revueltos: ["scrambled", "cooking"],
  "a la plancha": ["grilled", "cooking"], "a la parrilla": ["grilled", "cooking"], "al horno": ["baked", "cooking"],
  "al jugo": ["stewed", "cooking"], grillado: ["grilled", "cooking"], grillada: ["grilled", "cooking"], rallado: ["grated", "quality"],
  rallada: ["grated", "quality"], picado: ["chopped", "quality"], picada: ["chopped", "quality"], "en rodajas": ["sliced", "quality"],
  "con sal": ["", "quality"], "extra virgen": ["extra virgin", "quality"], "en lata": ["canned", "quality"], firme: ["firm", "quality"],
};

// Words that say nothing about the numbers: "arroz con leche casero" is arroz con leche.
const fillers = new Set([
  "casero",
  "casera",
  "caseros",
  "caseras",
  "rico",
  "rica",
  "natural",
  "naturales",
  "fresco",
  "fresca",
]);
const known = (token: string) =>
  token in lexicon || dishWords.has(token) || joiners.has(token) || fillers.has(token);
const dishWords = new Set(Object.keys(dishes).flatMap((phrase) => phrase.split(" ")));

/** "marraquetas" -> "marraqueta", "camotes" -> "camote", "panes" -> "pan", when the list knows the singular. */
function singular(token: string): string {
  if (known(token)) return token;
  for (const cut of [1, 2]) {
    const stem = token.slice(0, -cut);
    if (token.endsWith(cut === 1 ? "s" : "es") && stem.length > 2 && known(stem)) return stem;
  }
  return token;
}

const joiners = new Set(["de", "del", "con", "y", "en", "al", "a", "la", "el", "los", "las", "para"]);
const longestPhrase = 4;

function lookup(tokens: string[], at: number, table: Record<string, unknown>): number {
  for (let n = Math.min(longestPhrase, tokens.length - at); n > 0; n--) {
    if (tokens.slice(at, at + n).join(" ") in table) return n;
  }
  return 0;
}

/** One Spanish phrase in matcher English; words it does not know pass through unchanged. */
function translatePart(tokens: string[]): string {
  const whole = tokens.join(" ");
  if (whole in dishes) return dishes[whole]!;
  const heads: string[] = [];
  const qualities: string[] = [];
  const cooking: string[] = [];
  for (let i = 0; i < tokens.length;) {
    const dish = lookup(tokens, i, dishes);
    if (dish > 0) {
      const english = dishes[tokens.slice(i, i + dish).join(" ")]!;
      if (english) heads.push(english);
      i += dish;
      continue;
    }
    const known = lookup(tokens, i, lexicon);
    if (known > 0) {
      const [english, kind] = lexicon[tokens.slice(i, i + known).join(" ")]!;
      if (english) (kind === "food" ? heads : kind === "cooking" ? cooking : qualities).push(english);
      i += known;
      continue;
    }
    if (!joiners.has(tokens[i]!)) heads.push(tokens[i]!);
    i += 1;
  }
  // Spanish names the food first, then "de" what it is made of: "pechuga de pollo" -> "chicken breast".
  const [head = "", ...of] = heads;
  return [...cooking, ...qualities, ...of.reverse(), head].filter(Boolean).join(" ");
}

/** "pan integral con mantequilla" -> "whole wheat bread with butter". */
export function translateSpanish(phrase: string): string {
  const tokens = words(phrase)
    .filter((token) => !fillers.has(token))
    .map(singular);
  if (tokens.length === 0) return "";
  const whole = tokens.join(" ");
  if (whole in dishes) return dishes[whole]!;
  const parts: string[][] = [[]];
  for (const token of tokens) {
    if (token === "con" && parts.at(-1)!.length > 0) parts.push([]);
    else parts.at(-1)!.push(token);
  }
  const [main = [], ...sides] = parts.filter((part) => part.length > 0);
  // "tallarines con salsa de tomate": a sauce goes with the dish, as USDA names it.
  return [translatePart(main), ...sides.map(translatePart)].filter(Boolean).join(" with ");
}

/** Whether a word is one of the list's (for telling a Spanish phrase from an English one). */
export const isSpanishFoodWord = (word: string): boolean => word in lexicon || word in dishes;
