// spec §2: item icons vary by food-name keywords (legumes, nuts, rice, potato, pasta, bread, fruit).
// Both the English name and the local (e.g. Chilean Spanish) name are looked at.

export type FoodKind = "legumes" | "nuts" | "rice" | "potato" | "pasta" | "bread" | "fruit" | "other";

const KEYWORDS: [Exclude<FoodKind, "other">, string[]][] = [
  [
    "legumes",
    [
      "bean",
      "lentil",
      "chickpea",
      "pea",
      "legume",
      "hummus",
      "frijol",
      "poroto",
      "lenteja",
      "garbanzo",
      "arveja",
      "legumbre",
    ],
  ],
  [
    "nuts",
    [
      "nut",
      "almond",
      "cashew",
      "pistachio",
      "peanut",
      "hazelnut",
      "pecan",
      "nuez",
      "nueces",
      "almendra",
      "mani",
      "avellana",
      "pistacho",
    ],
  ],
  ["rice", ["rice", "risotto", "paella", "arroz"]],
  ["potato", ["potato", "fries", "hash brown", "papa", "patata"]],
  [
    "pasta",
    [
      "pasta",
      "spaghetti",
      "noodle",
      "macaroni",
      "penne",
      "lasagna",
      "ravioli",
      "fideo",
      "tallarin",
      "lasana",
      "ñoqui",
      "gnocchi",
    ],
  ],
  [
    "bread",
    [
      "bread",
      "toast",
      "bun",
      "bagel",
      "baguette",
      "roll",
      "sandwich",
      "tortilla",
      "pan",
      "tostada",
      "marraqueta",
      "hallulla",
      "sandwich",
      "sanguche",
    ],
  ],
  [
    "fruit",
    [
      "fruit",
      "apple",
      "banana",
      "orange",
      "berry",
      "berries",
      "grape",
      "mango",
      "pear",
      "peach",
      "melon",
      "kiwi",
      "pineapple",
      "cherry",
      "avocado",
      "fruta",
      "manzana",
      "platano",
      "naranja",
      "frutilla",
      "uva",
      "pera",
      "durazno",
      "sandia",
      "piña",
      "cereza",
      "palta",
    ],
  ],
];

function fold(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "");
}

function hasWord(words: string[], keyword: string): boolean {
  const folded = fold(keyword);
  if (folded.includes(" ")) return words.join(" ").includes(folded);
  // Whole words, allowing plurals ("beans", "papas", "nueces").
  return words.some((word) => word === folded || word === `${folded}s` || word === `${folded}es`);
}

export function foodKind(...names: string[]): FoodKind {
  const words = fold(names.join(" "))
    .split(/[^a-zñ]+/)
    .filter(Boolean);
  for (const [kind, keywords] of KEYWORDS)
    if (keywords.some((keyword) => hasWord(words, keyword))) return kind;
  return "other";
}
