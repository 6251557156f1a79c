// Word handling shared by food phrases (foodQuery.ts) and USDA descriptions (foodTerms.ts).
// Both sides go through the same `stem`, so it only has to be consistent, not linguistically right.

export const wordSet = (list: string) => new Set(list.split(/\s+/).filter(Boolean));

export const cookingWords = wordSet(`grilled baked broiled fried roasted roast steamed boiled cooked poached
  sauteed stewed braised toasted smoked raw rotisserie microwaved`);

// Processing rather than identity: an unasked one changes the numbers, not the food.
export const processingWords = wordSet(
  "canned frozen dried dehydrated pickled fried baked coated breaded battered precooked candied sweetened instant",
);

export function stem(word: string): string {
  if (word.length <= 3) return word;
  // USDA says "coated" of its meats ("Pork, chop, coated") and "breaded" of the rest ("Chicken
  // patty, breaded"); people say "breaded" of both.
  if (word === "breaded") return "coated";
  // A food with something inside: USDA says "stuffed" of peppers and chops, "filled" of ravioli
  // and candy, and so do people, each both ways ("relleno" is either).
  if (word === "stuffed") return "filled";
  // "Pies" and "pie" meet ("pie" is too short to stem): a four-letter -ies is a plural in s.
  if (word.endsWith("ies") && word.length > 4) return `${word.slice(0, -3)}y`;
  // "cookie" and "cookies" must meet: both become "cooky".
  if (word.endsWith("ie")) return `${word.slice(0, -2)}y`;
  if (/(oes|ches|shes|sses|xes)$/.test(word)) return word.slice(0, -2);
  // "Quiche" and "quiches" meet as "peach" and "peaches" do (decision 201).
  if (word.endsWith("che")) return word.slice(0, -1);
  // "Salamis", "kiwis", "sushis", SR28's "Litchis": a plural in "is" (decision 201).
  if (word.length > 4 && /[^s]is$/.test(word)) return word.slice(0, -1);
  if (/[^sui]s$/.test(word)) return word.slice(0, -1);
  return word;
}

/** Lower-case ASCII words: "Jalapeño, 100%" -> ["jalapeno", "100"]. */
export function words(text: string): string[] {
  return (
    text
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      // "Shepherd's pie" and "shepherds pie" alike: a possessive is one word, not a stray "s".
      .replace(/['’]s\b/g, "s")
      // "Multi-grain" and "multigrain", "non-fat" and "nonfat": USDA writes a prefix both ways.
      .replace(/\b(multi|non|semi)-(?=[a-z])/g, "$1")
      // Compounds written both as one word and as two ("meatloaf", "Meat loaf"): always as two.
      .replace(/\b(meat)(loaf|loaves)\b|\b(cheese)(steaks?)\b/g, "$1$3 $2$4")
      .split(/[^a-z0-9]+/)
      .filter(Boolean)
  );
}
