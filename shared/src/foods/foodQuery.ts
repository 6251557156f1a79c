// Reads a food name as the vision model writes it ("grilled chicken breast", "pizza, cheese").
import { readEnglishWords } from "./englishWords.ts";
import { unsweetened } from "./foodTerms.ts";
import { cookingWords, stem, wordSet, words } from "./words.ts";

export interface QueryWord {
  /** The word as written, for the FTS5 query (its porter stemmer does the folding there). */
  word: string;
  /** Stems any one of which counts as a match in a description. */
  stems: string[];
  /** head: the food; core: names it further; side: after "with"; minor: a garnish; cooking: how. */
  role: "head" | "core" | "side" | "minor" | "cooking";
}

export interface FoodQuery {
  words: QueryWord[];
  /** undefined when nothing names a food ("xyz", or only a vague "snack"). */
  head: QueryWord | undefined;
  /** Stems the phrase says the food is without: "no cheese", "without peanuts", "skin not eaten". */
  negated: string[];
}

// Shapes, sizes and servings say how much, not what: the grams carry that.
export const ignoredWords = wordSet(`fillet filet slice piece portion serving bowl plate cup glass side small
  medium large fresh homemade some a an of the plain mug and or sliced chopped diced cubed wedge halved whole
  chunk spear floret link square halves cubes`);

// Words after a comma that are not a qualifier to put before the food ("pizza, no cheese").
const turnStops = wordSet("with without no not in on from and or nfs ns as to type made topped");

// Names that say a food is there but not which; alone they never ground to a database row.
const vagueWords = wordSet("food meal dish snack drink beverage item dessert leftover thing");

// Served "with" a food but changing its numbers little: a miss on them keeps a match confident.
const minorSideWords = wordSet(`dressing herb garnish lemon lime spice seasoning salt pepper parsley
  cilantro basil marinade sesame chive dill vinaigrette`);

/** "Bacon, egg and cheese" on a bread: an egg sandwich with the rest, or a sandwich of what it is. */
function sandwich(fillings: string, bread: string): string {
  const list = fillings.replace(/,/g, "");
  if (!/\beggs?\b/.test(list)) return `${list} sandwich on ${bread}`;
  const rest = list
    .replace(/\b(and )?eggs?\b( and)?/, " ")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^and |(^| )and$/g, "")
    .trim();
  return `egg sandwich on ${bread}${rest ? ` with ${rest}` : ""}`;
}

// Everyday names that USDA spells differently.
const phraseRewrites: [RegExp, string | ((...groups: string[]) => string)][] = [
  // "Buttered corn", "peas, buttered": butter added to the food, as "with butter" says it (USDA's
  // "cooked with butter or margarine"); read as a qualifier it cost the butter row (decision 209).
  [/^buttered (.+)$|^(.+), buttered$/g, "$1$2 with butter"],
  // A grilled chicken salad is leaves with grilled chicken, USDA's garden salad of it, not the
  // mayonnaise chicken salad (decision 219).
  [/\b(grilled|roasted|baked|blackened) (chicken|turkey|shrimp) salad\b/g, "$1 $2 garden salad"],
  [/\b(?<!(french|potato|home) )fries\b/g, "french fries"],
  [/^((steamed|cooked|boiled|roasted|grilled|sauteed) )?vegetables?$/g, "$1mixed vegetables"],
  // "And sugar" stays: USDA has the pre-lightened and pre-sweetened one.
  [/\bcoffee with (milk|cream) and sugar\b/g, "coffee, pre-lightened and pre-sweetened with sugar"],
  [/\bcoffee with (milk|cream)\b|\bwhite coffee\b/g, "coffee, pre-lightened"],
  // A leafy salad with a chicken, turkey or seafood is USDA's garden salad of it ("Chicken or turkey
  // garden salad with bacon and cheese, ..."), a crispy one its breaded, fried chicken's; a chicken
  // or shrimp salad with leaves or without a dressing is that one, not the mayonnaise salad
  // (decision 208).
  [
    /\b(?:green|garden|side|mixed|tossed|house|chef|cobb) salad with (?:(grilled|roasted|baked) |(fried|crispy|breaded) )?(chicken|turkey|shrimp|seafood)\b(?:,| and)?/g,
    (_, cooked = "", fried = "", what: string) =>
      `${fried ? "breaded fried " : cooked ? `${cooked} ` : ""}${what} garden salad with`,
  ],
  [/ garden salad with$/g, " garden salad"],
  [/\b(?:crispy|fried|breaded|popcorn) chicken salad\b/g, "breaded fried chicken garden salad"],
  [/\b(?:asian|chinese) chicken salad\b/g, "asian chicken garden salad"],
  // A chicken caesar salad is USDA's "Chicken or turkey caesar garden salad" (decision 213).
  [/\b(chicken|turkey) caesar salad\b/g, "$1 caesar garden salad"],
  [
    /\b(chicken|turkey|shrimp|seafood) salad\b(?=.*\b(?:lettuce|greens|bacon|no dressing|without dressing)\b)/g,
    "$1 garden salad",
  ],
  [
    /(?<!\b(chicken|turkey|shrimp|seafood|chicken caesar|turkey caesar) )\b(green|garden|side|mixed|tossed|house) salads?\b|^salads?$/g,
    "lettuce salad",
  ],
  [/\bmixed greens\b/g, "mixed salad greens"],
  [/\bporridge\b/g, "oatmeal"],
  [/\byoghurts?\b/g, "yogurt"],
  // "Whole" of milk is its fat content, not "the whole of it" (foodTerms.ts matchingName).
  [/\bwhole milk\b/g, "wholefat milk"],
  // Whole wheat is not wheat: one word on both sides (foodTerms.ts), so "wheat bun" is not the
  // whole wheat one (decision 209).
  // Whole wheat pasta is FNDDS's "whole grain" pasta, and so are its dishes ("Pasta, whole grain,
  // with cream sauce and poultry"; decision 228).
  [
    /\bwhole wheat\b(?=(?: [a-z]+){0,2} (?:pastas?|spaghetti|penne|linguine|fettuccine|rotini|macaroni|noodles?|alfredos?|lasagnas?)\b)/g,
    "whole grain",
  ],
  [/\bwhole wheat\b/g, "wholewheat"],
  // Canned tuna said without its pack is the one in water, as most is sold and eaten (decision 228).
  [
    /\b(canned (?:chunk |solid )?(?:white|light|albacore) tunas?)\b(?!.*\b(?:oil|water)\b)|\b((?:white|light|albacore) tunas?, canned)\b(?!.*\b(?:oil|water)\b)/g,
    "$1$2 in water",
  ],
  // A sandwich "on wheat" is FNDDS's whole wheat one ("Turkey sandwich on wheat", "Cheese steak
  // sandwich or sub on wheat"): on whole wheat bread is on wheat.
  [/\bon wholewheat\b/g, "on wheat"],
  [/(?<!\bpart )\bskim\b/g, "nonfat"],
  [/\bfat[- ]free\b|\bnon[- ]fat\b/g, "nonfat"],
  // "Low fat" and "lowfat": USDA writes both ("Cheese, cottage, lowfat, 2% milkfat"; decision 219).
  [/\blow[- ]fat\b/g, "lowfat"],
  [/\b(low|lower|reduced|less)[- ]sodium\b/g, "lowsodium"],
  // A burger's patty size names the burger (foodTerms.ts), where a bare size is how much.
  [/\b(small|medium|large) patt(y|ies)\b/g, "$1patty"],
  [
    /\b(sparkling|carbonated|seltzer|soda|mineral) waters?\b|\bclub soda\b|(?<!\bhard )\bseltzer\b/g,
    "carbonated water",
  ],
  // A spirit and soda is FNDDS's mixed drink ("Vodka and soda"), not a soft drink (decision 219).
  [/(?<!\b(?:vodka|whiskey|whisky|rum|gin|scotch|bourbon|tequila)(?: and)? )\bsodas?\b/g, "soft drink"],
  [/\b(orange|grape|strawberry|fruit|lemon lime) soft drink\b/g, "soft drink, fruit flavored"],
  // "Rum and cola" is a mixed drink of its own.
  // A cherry or vanilla coke is USDA's "cola, fruit or vanilla flavored" (decision 209).
  [/\bcherry (cola|coke|pepsi)s?\b/g, "fruit flavored $1"],
  [/\bvanilla (cola|coke|pepsi)s?\b/g, "vanilla flavored $1"],
  [/(?<!\band (diet )?)\b(cola|coke)s?\b/g, "soft drink, cola"],
  // Melba and zwieback toast are crackers of their own (decision 201).
  [/\b(?<!(french|melba|zwieback) )toasts?\b/g, "bread, toasted"],
  [/\b(whey )?protein powder\b/g, "nutritional powder mix, whey"],
  [/\bhard[- ]boiled eggs?\b/g, "egg, whole, boiled"],
  // "Skin eaten" as USDA says it is "with skin" as people do.
  [/\b(skin|coating)( and coating)? eaten\b/g, "with $1"],
  [/\bgarbanzos?( beans?)?\b/g, "chickpeas"],
  [/\bchoc\b/g, "chocolate"],
  [/\bojs?\b/g, "orange juice"],
  // USDA files zucchini as a summer squash; only breads and cakes name it.
  [/\b(zucchini|courgette)s?\b(?! (bread|cake|muffin))/g, "green summer squash"],
  [/\bpb ?(&|and|n) ?j\b/g, "peanut butter and jelly sandwich"],
  [/\bm ?(&|and|n) ?ms?\b/g, "chocolate candy, candy shell"],
  // The British "egg mayo" is egg salad.
  [/\begg (mayo|mayonnaise)\b/g, "egg salad"],
  [/\b(mac|macaroni) (and|n) cheese\b/g, "macaroni with cheese"],
  [/\bmayos?\b/g, "mayonnaise"],
  [/\bblts?\b/g, "bacon lettuce tomato sandwich"],
  // A bird's part named bare is a chicken's; a steak named bare is beef, as people mean them.
  [/\b(salmon|tuna|swordfish|halibut|cod|fish|ham) steaks?\b/g, "$1"],
  [/(?<!\b(chicken|turkey|duck|goose) )\b(drumsticks?|thighs?|wings?)\b/g, "chicken $2"],
  [
    /(?<!\b(pork|ham|tuna|salmon|fish|swordfish|turkey|chicken|veal|lamb|venison|beef|cheese|salisbury) )\bsteaks?\b(?! sandwich)/g,
    "beef steak",
  ],
  [/\bveggies?\b/g, "vegetable"],
  // A fruit named before a bread or pastry is FNDDS's "fruit" of it ("Bagel, with fruit other than
  // raisins", "Muffin, fruit", "Danish pastry, with fruit"): the fruit is no word of those rows, and
  // SR28's blueberry muffin that was read is the toaster kind (decision 219).
  [
    /\b(?:apple|apricot|banana|berry|blackberry|blueberry|cherry|cranberry|mixed berry|peach|pear|pineapple|raspberry|strawberry|mango|fruit) (bagel|english muffin|muffin|scone|danish|danish pastry|waffle|croissant|turnover)s?\b/g,
    "$1 with fruit",
  ],
  // Leaves and sticks of a green, an herb or a vegetable are its shape, as "cubes" are: the food is
  // the green ("spinach leaves" were taro leaves, "cucumber sticks" fish sticks: decision 219).
  // Grape, taro and the other leaves USDA names are foods of their own and stay.
  [
    /\b(spinach|basil|arugula|rocket|lettuce|romaine|kale|parsley|sage|thyme|rosemary|oregano|cabbage|chard|watercress|dandelion) (?:leaf|leaves?)\b/g,
    "$1",
  ],
  [/\b(cucumber|jicama|green summer squash|bell pepper|sweet pepper|apple) sticks?\b/g, "$1"],
  // "Cheesy" grits, hash browns or broccoli are USDA's "with cheese" (decision 219).
  [/^cheesy (.+)$/g, "$1 with cheese"],
  // Said after the food ("hash browns, cheesy") or after its state ("frozen cheesy hash browns"), it
  // is the same (decision 228).
  [/^([^,]+), cheesy\b/g, "$1, with cheese"],
  [/^((?:frozen|baked|fried|homemade|fast food|restaurant) )cheesy ([^,]+)/g, "$1$2 with cheese"],
  // Cooked with milk or water is USDA's "made with" it, and oats so cooked are its oatmeal
  // (decision 219).
  [
    /\b(?:rolled |quick |old fashioned )?oats (?:cooked|made) (?:with|in) (milk|water)s?\b/g,
    "oatmeal made with $1",
  ],
  [/\bcooked (?:with|in) (milk|water)\b/g, "made with $1"],
  // Ground meat's crumbles are how it was cooked, not the food: the meat is ("Ground turkey, fat
  // free, pan-broiled crumbles"), so it stays the head (decision 219).
  [/^(.*\b(?:beef|turkey|chicken|pork|sausage|meat)) crumbles\b/g, "$1, crumbles"],
  // Twelfth round (decision 201). A burrito or ramen bowl is a dish of its own, not a burrito (a
  // bowl is otherwise only how much): one word, as the description reads it (foodTerms.ts).
  [/\b(burrito|ramen) bowls?\b/g, "$1bowl"],
  // Chow mein is fried noodles: USDA's "with noodles" row, unless the phrase says otherwise.
  [/\bchow mein\b(?!,? ((with|no|without) )?noodles)/g, "chow mein with noodles"],
  // A cake "with cream cheese frosting" is a carrot or red velvet cake as USDA has it, frosted,
  // not a cream cake's cream and cheese (decision 226); the frosting named alone is SR28's own.
  [/\bwith cream cheese (frosting|icing)\b/g, "with $1"],
  // Chiles are peppers ("ancho chiles"), but chiles rellenos a dish; "skinless" is without skin.
  [/\bchiles\b(?! rellenos?)/g, "peppers"],
  [/\bskinless (.+)$/g, "$1 without skin"],
  // Heated in the microwave is SR28's "microwaved" (decision 228): "the microwave" was the food.
  [
    /\b(?:heated|warmed|cooked|reheated|nuked|made) (?:up )?in (?:the|a) microwaves?\b|\bmicrowave (?:heated|warmed|cooked)\b/g,
    "microwaved",
  ],
  // Bought at the store is SR28's "commercially prepared" (decision 228): "store bought dutch apple
  // pie" was FNDDS's apple pie, by the two words no row has.
  [
    /(?<!\bnon )\bcommercial\b|\bstore[- ]?bought\b|\b(?:from|at) the (?:grocery )?stores?\b/g,
    "commercially prepared",
  ],
  // "Skin removed", "skin off" say it was eaten without; "skin on", with (decision 208).
  [/\b(with )?(the )?skin (removed|off|taken off|peeled off|discarded)\b/g, "without skin"],
  // A coated food's breading or coating taken off is USDA's "skin / coating not eaten", the skin with
  // it ("fried drumstick, skin and breading removed"; decision 228).
  [
    /\b(?:with )?(?:the )?(?:(?:skin|breading|coating|batter) (?:and|or) )?(?:breading|coating|batter)(?: and skin)? (?:removed|off|taken off|peeled off|discarded|not eaten)\b/g,
    "coating not eaten",
  ],
  [/\b(with )?(the )?skin[- ]on\b/g, "with skin"],
  // Hot or buffalo wings are wings in hot sauce, USDA's "Chicken "wings" with hot sauce".
  [/\b(hot|buffalo) (chicken )?wings?\b/g, "chicken wings with hot sauce"],
  // Wings in another sauce are USDA's "with other sauces or seasoning"; boneless wings its only
  // boneless ones, in hot sauce (decision 219).
  [
    /\b(?:bbq|barbecue|honey bbq|honey barbecue|teriyaki|lemon pepper|garlic parmesan|honey garlic|sweet chili) (?:chicken )?wings?\b|\bchicken wings? with (?:bbq|barbecue|teriyaki|honey garlic|sweet chili) sauce\b/g,
    "chicken wings with other sauces or seasoning",
  ],
  [/\bboneless (?:chicken )?wings?\b/g, "chicken wings, boneless, with hot sauce"],
  [/\bjell?os?\b/g, "gelatin dessert"],
  // Turkey, chicken, ham or beef "deli meat" is that meat's deli row ("Turkey, prepackaged or
  // deli, luncheon meat"), not the generic luncheon meat its last word names; USDA's loaf is
  // another food.
  [
    /(?<!\bloaf type )\b(?:roast )?(turkey|chicken|ham|beef)( breast)? (deli|lunch|luncheon) meats?\b(?!,? loaf)|\b(?<!\bschool )(?:deli|lunch) (?:roast )?(turkey|chicken|ham|beef)\b/g,
    "$1$4, prepackaged or deli",
  ],
  [/\b(deli|lunch) meat\b|\bcold cuts?\b/g, "luncheon meat"],
  // School lunch and the cafeteria are where a food came from, USDA's "from school lunch", never its
  // lunch meat ("school lunch chicken strips" was chicken luncheon meat; decision 228).
  [/\bschool (?:cafeteria|lunch(?:es)?)\b|\bcafeteria\b/g, "school lunch"],
  [/\b(baguette|sourdough)( bread)?\b/g, "french bread"],
  [/\bfrankfurters?\b|\bwieners?\b/g, "hot dog"],
  [/\bhot ?dogs? without (a )?bun\b/g, "hot dog"],
  // A hot dog or sandwich "comma" its bread is on that bread ("turkey hot dog, wheat bread" was the
  // bare hot dog; decision 226).
  [
    /^(.*\b(?:hot ?dogs?|sandwich(?:es)?|sausages?|bratwursts?)), ((?:white|wheat|whole wheat|whole grain|rye|multigrain|sourdough|french|italian) (?:breads?|buns?|rolls?))$/g,
    "$1 on $2",
  ],
  // A sandwich's fillings as people list them (decision 226): two cold meats are USDA's multiple
  // meat sandwich ("ham salami and cheese" was the ham one), a cheese named by its kind beside a
  // meat is the sandwich's cheese ("corned beef and swiss" had none), and tuna with cheese is the
  // tuna salad sandwich with cheese (it was a cheese sandwich).
  [
    /\b(?:ham|turkey|salami|bologna|pastrami|roast beef|pepperoni)(?:,? (?:and )?(?:ham|turkey|salami|bologna|pastrami|roast beef|pepperoni))+(?= (?:and cheese )?(?:sandwich|sub|on)\b)/g,
    "multiple meat",
  ],
  [
    /\b(turkey|ham|roast beef|corned beef|pastrami|chicken|tuna|salami|bacon) and (?:swiss|cheddar|american|provolone|pepper jack|muenster|havarti)\b(?! cheese)/g,
    "$1 and cheese",
  ],
  [/\btuna and cheese sandwich(es)?\b/g, "tuna salad and cheese sandwich"],
  // Everyday names round (decision 208). A filling "on" a bread, not named a sandwich already, is a
  // sandwich on that bread ("peanut butter on wheat bread"), and an egg with its fillings on a
  // breakfast bread is USDA's egg sandwich on it ("bacon and egg english muffin").
  [
    /^(?!.*\b(?:sandwich|sandwiches|sub|subs|burger|hamburger|cheeseburger|wrap)\b)(.+?) on (?:an? )?((?:(?:white|wheat|whole wheat|whole grain|rye|sourdough|multigrain|french|italian)(?: breads?| buns?| rolls?)?|buns?|rolls?|hoagie rolls?|kaiser rolls?|english muffins?|bagels?|biscuits?|croissants?))(?=$|,| with )/g,
    (_, fillings: string, bread: string) => sandwich(fillings, bread),
  ],
  [
    /^(?!.*\b(?:sub|subs|burger|hamburger|cheeseburger|wrap)\b)(.*\beggs?\b.*?) (english muffin|biscuit|bagel|croissant|pancake|griddle cake)s?(?: sandwich(?:es)?)?$/g,
    (_, fillings: string, bread: string) => sandwich(fillings, bread),
  ],
  [
    /^(?!.*\begg (?:salad|white)s?\b)(.*\beggs?\b.*?) sandwich(?:es)? on (?:an? )?(.+)$/g,
    (_, fillings: string, bread: string) => sandwich(fillings, bread),
  ],
  [/\bprotein bar\b/g, "nutrition bar"],
  [/\bchili con carne\b/g, "chili with meat and beans"],
  [/\bbreaded (\w+) fried\b|\bfried breaded (\w+)\b/g, "fried $1$2"],
  // Written-by-people round (decision 128): everyday and brand names for USDA's generic ones.
  [/\bbbq\b/g, "barbecue"],
  // Strips of bacon are bacon (a strip steak is a cut).
  [/\bbacon strips?\b/g, "bacon"],
  // USDA's croissant is the butter one.
  [/\bbutter croissants?\b|\bcroissants?, butter\b/g, "croissant"],
  // Meat with its fat trimmed, removed or cut off is USDA's "lean only eaten"; the word "fat" met
  // its "lean and fat eaten" (decision 226).
  [
    /,? ?\b(?:with (?:the )?)?(?:(?:visible )?fat (?:trimmed|removed|cut off)|trimmed of (?:visible )?fat|no visible fat)\b/g,
    ", lean only",
  ],
  // Unsalted, as SR28's butter, nuts and seeds "without salt" are read (foodTerms.ts).
  [/\bsalt[- ]free\b|\bno salt added\b/g, "unsalted"],
  // A stir fry is of the meat named and vegetables. USDA has no stir-fried chicken: its chicken and
  // vegetables in a soy-based sauce is the dish (decision 226; it was the beef stir fry).
  [/\b(chicken|turkey) stir[- ]?fry\b/g, "$1 and vegetables including carrots, soy-based sauce"],
  [/\b(\w+) stir[- ]?fry\b/g, "stir fried $1 and vegetables"],
  [/\bstir[- ]?fry\b/g, "stir fried"],
  [
    /\b(sausage|hamburger|beef|ham|bacon|meat|meat lovers?) pizzas?\b/g,
    "pizza with meat other than pepperoni",
  ],
  [/\bchicken (fingers|strips)\b/g, "chicken tenders"],
  // A pizza's crust as the menu names it is USDA's thin, medium or thick crust (decision 228): hand
  // tossed, regular and original are its medium one, pan, deep dish and rising its thick one.
  // "Medium crust" is one word, as the description reads it (foodTerms.ts): "medium" alone says how much.
  [
    /(?:\b(?:hand[- ]tossed|regular|original|classic)(?: crust)?|\bmedium crust)(?=(?: \w+){0,3} pizzas?\b)|(?<=\bpizzas?\b.*)\b(?:hand[- ]tossed|regular|original|classic|medium) crust\b/g,
    "mediumcrust",
  ],
  [
    /\b(?:pan|deep[- ]dish|rising|self[- ]rising)(?: crust)?(?=(?: \w+)? pizzas?\b)|(?<=\bpizzas?\b.*)\b(?:pan|deep[- ]dish|rising|self[- ]rising) crust\b/g,
    "thick crust",
  ],
  [/(?<!\bimitation )\b(crab|lobster)( legs?| tails?| claws?| meat)\b/g, "$1"],
  // In the US, "yams" are sweet potatoes.
  [/\b(candied )?yams?\b/g, "$1sweet potato"],
  [/\bdoritos?\b/g, "tortilla chips, flavored"],
  // Fritos the brand, not a dish "... fritos" (fried).
  [/(^|\bof )fritos\b/g, "$1corn chips"],
  [/\bcheetos\b|\bcheese (puffs|curls)\b/g, "cheese flavored corn snacks"],
  [/\b(champagne|prosecco|cava)\b(?! punch)/g, "sparkling wine"],
  [/\blemon bars?\b/g, "lemon bar cookie"],
  // Everyday names round (decision 208): an alfredo or marinara named as a dish is USDA's pasta
  // with cream or tomato-based sauce, with the meat or seafood it names; a soft taco is on a flour
  // tortilla.
  [
    /\b(?:(chicken|shrimp|seafood|sausage|beef|meat|vegetable) )?(?:fettuccine |fettuccini |pasta )?alfredos?\b(?! sauce)(?: pasta)?/g,
    (_, what?: string) => `pasta with cream sauce${what ? ` and ${what}` : ""}`,
  ],
  [
    /\b(?:(chicken|shrimp|seafood|sausage|beef|meat) )?marinara (?:pasta|spaghetti|linguine|penne)\b/g,
    (_, what?: string) => `pasta with tomato-based sauce${what ? ` and ${what}` : ""}`,
  ],
  [/\bsoft ((?:\w+ )?)tacos?\b/g, "$1taco, flour tortilla"],
  // Pasta "with marinara" or "with meat sauce" is USDA's with tomato-based sauce (decision 213);
  // marinara named alone is its spaghetti sauce.
  // "In marinara", "in red sauce" are the same as "with" (decision 228): a pasta's sauce either way.
  [/\b(?:with|in) (?:marinaras?(?: sauces?)?|red sauces?)\b/g, "with tomato sauce"],
  [/\bwith (meat|bolognese) sauce\b/g, "with tomato sauce and meat"],
  [/\bmarinara( sauce)?\b|\bpasta sauce\b/g, "spaghetti sauce"],
  [/\bhoney mustard( dressing| sauce)?\b/g, "honey mustard dressing"],
  // USDA makes its chicken, tuna, egg, potato and pasta salads with a kind of dressing (decision
  // 228): ranch, blue cheese, thousand island or caesar is its "creamy dressing", light or not; any
  // fat free one its "any type of fat free dressing"; Miracle Whip its "mayonnaise-type salad
  // dressing". "Chicken salad made with light ranch" was the light mayonnaise one.
  [
    /\b((?:chicken|turkey|tuna|egg|potato|macaroni|pasta|ham) salad\b.*?\b(?:made )?(?:with|in) )(?:(?:fat free|nonfat|no fat) (?:[a-z]+ )?dressing|(?:fat free|nonfat) (?:ranch|italian|mayo|mayonnaise|caesar|thousand island|blue cheese|vinaigrette)(?: dressing)?)/g,
    "$1any type of fat free dressing",
  ],
  [
    /\b((?:chicken|turkey|tuna|egg|potato|macaroni|pasta|ham) salad\b.*?\b(?:made )?(?:with|in) )((?:light|lite|low fat|lowfat|reduced fat) )?(?:ranch(?:es)?|blue cheese|bleu cheese|thousand island|caesar)(?: dressings?)?\b/g,
    (_, before: string, light?: string) => `${before}${light ? "light " : ""}creamy dressing`,
  ],
  [/\bmiracle whip\b/g, "mayonnaise-type salad dressing"],
  [/\b(hamburger|burger|hot dog) buns?\b/g, "roll, $1 bun"],
  // Chili named bare or as beef chili is chili with meat and beans.
  [/^(a )?(bowl of )?chili$|\b(beef|meat) chili\b/g, "chili with meat and beans"],
  [/\bdouble stuf(?:f|fed)? oreos?( cookies?)?\b/g, "chocolate sandwich cookie with extra filling"],
  [/\boreos?( cookies?)?\b/g, "chocolate sandwich cookie"],
  // Baked from a tube of refrigerated dough: SR28's "refrigerated dough, baked" (decision 219).
  [
    /^(.+?) (?:made |baked )?from (?:refrigerated|pillsbury|tube|canned) doughs?\b/g,
    "$1, refrigerated dough, baked",
  ],
  [
    /\b(?:canned|refrigerated|pillsbury|tube) cinnamon rolls?\b(?:, baked)?/g,
    "sweet rolls, cinnamon, refrigerated dough, baked",
  ],
  // "Chewy" granola bars are SR28's soft ones; "light" or "lean" cured meats its reduced fat ones.
  [/\bchewy\b(?=.*\b(?:granola|cereal) bars?\b)/g, "soft"],
  [/\b(?:light|lite|lean|low fat|lowfat|reduced fat) (salami|pastrami|bologna)s?\b/g, "$1, reduced fat"],
  [/\banimal crackers?\b/g, "animal cookie"],
  [/\bdinner rolls?\b/g, "roll"],
  // Tea named bare is hot black tea; "tuna sandwich" is the tuna salad one.
  [/^(hot |black |hot black )?tea(?=$|,? (no|without) sugar$)/g, "hot black tea"],
  [/\btuna sandwich(es)?\b/g, "tuna salad sandwich"],
  [/\b(philly )?cheese steak( sandwich| sub)?\b/g, "cheese steak sandwich"],
  // USDA names a yogurt's flavour "fruit" or "flavors other than fruit".
  [
    /\b(strawberry|blueberry|raspberry|peach|cherry|mixed berry|fruit) (greek )?yogurts?\b/g,
    "$2yogurt, fruit",
  ],
  [
    /\b(vanilla|coffee|lemon|honey|chocolate|key lime) (greek )?yogurts?\b/g,
    "$2yogurt, flavors other than fruit",
  ],
  // Other names people use for foods USDA has under one name (only where USDA has the food).
  // Fish and shellfish.
  [/\bmahi[- ]?mahi\b|\bdolphinfish\b/g, "mahimahi"],
  [/\bredfish\b/g, "ocean perch"],
  [/\b(branzino|branzini|bronzino|european sea bass)\b/g, "sea bass"],
  [/\bkippers?\b/g, "kippered herring"],
  [/\bfinnan haddie\b/g, "smoked haddock"],
  [/\b(coley|saithe|pollack)\b/g, "pollock"],
  [/\bcraw(fish|dads?)\b/g, "crayfish"],
  // Cheeses.
  [/(?<!\bcordon )\bbleu\b/g, "blue"],
  [/\b(gorgonzola|stilton|danish blue)( cheese)?\b/g, "blue cheese"],
  [/\bemmen?th?al(er)?( cheese)?\b/g, "swiss cheese"],
  // Noodles: "glass noodles" are USDA's mung bean "long rice noodles".
  [/\b(glass|cellophane|mung bean|bean thread) noodles?\b|\bbean threads?\b/g, "long rice noodles"],
  [/\brice (vermicelli|sticks)\b|\bpho noodles\b/g, "rice noodles"],
  // Vegetables and fruit. A food "in water", "in juice", "in (light/heavy) syrup" or "in brine" is
  // canned in it ("peaches in water" were the raw peach, the water pack second).
  [
    /^(?!.*\b(?:canned|tinned|jarred|powders?|mix|instant|coffee|tea|cocoa|chocolate|cooked|made|boiled|poached|steamed|soaked|mixed|dissolved|diluted|stirred|blended)\b)(.*?\b(?:in|packed in) (?:waters?|(?:its own |their own |own )?juices?|(?:extra light |light |heavy )?syrups?|brines?)\b)/g,
    "canned $1",
  ],
  // What it is packed in names the can, as USDA writes it ("Peaches, canned, water pack"), not a side.
  [
    /\bcanned (.*?)\b(?:packed )?in (?:its own |their own |own )?(waters?|juices?|(?:extra light |light |heavy )?syrups?|brines?)\b/g,
    "canned $1, $2",
  ],
  [/\brocket\b/g, "arugula"],
  [/\bbeetroots?\b/g, "beets"],
  [/\bcapsicums?\b/g, "sweet peppers"],
  [/\b(mache|lambs lettuce|corn salad)\b/g, "cornsalad"],
  [/\b(bok|pak) cho[iy]\b/g, "pak choi"],
  [/\brapini\b|\bbroccoli rabe\b/g, "broccoli raab"],
  [/\bcelery root\b/g, "celeriac"],
  [/\bbelgian endives?\b/g, "witloof chicory"],
  [/\b(yard ?long|snake|chinese long|long) beans?\b/g, "yardlong bean"],
  [/\bnopalitos\b/g, "nopales"],
  [/\b(molokhia|mulukhiyah|molokheya|jute leaves)\b/g, "jute potherb"],
  [/\b(graviola|guanabana)\b/g, "soursop"],
  [/\bsoursop\b(?! (nectar|juice))/g, "soursop, raw"],
  [/\bdaikon\b/g, "oriental radishes"],
  [/\bsunchokes?\b/g, "jerusalem artichokes"],
  // Drinks and breads.
  [/\barnold palmer\b/g, "iced tea lemonade juice drink"],
  [/\bmandarin juice\b/g, "tangerine juice"],
  [/\b(hoagie|sub|submarine) (buns?|rolls?)\b/g, "roll, hoagie, submarine"],
  [/\bflat white\b/g, "latte"],
  // Coffee-shop drinks as they are ordered (decision 209): a plant milk in a drink or a bowl of oats
  // is USDA's "non-dairy milk" (an "oat milk latte" was the dairy one), a syrup's flavour its
  // "flavored", "skinny" its nonfat, "caffeine free" decaffeinated, half-caf the blend of both.
  [
    /\b(almond|oat|soy|soya|coconut|rice|cashew|plant|non dairy|dairy free) milk ((?:[a-z]+ ){0,2}?)(iced latte|latte|cappuccino|iced mocha|mocha|hot chocolate|hot cocoa|smoothie)s?\b/g,
    "$2$3 with non-dairy milk",
  ],
  // A soy or oat latte is ordered without the word milk (decision 228).
  [
    /\b(almond|oat|soy|soya|coconut) ((?:[a-z]+ ){0,2}?)(iced latte|latte|cappuccino|iced mocha|mocha|macchiato)s?\b/g,
    "$2$3 with non-dairy milk",
  ],
  [
    /\b(latte|cappuccino|mocha|coffee|oatmeal|oats|hot chocolate|hot cocoa|cocoa|smoothie)s?\b(.*?)(,| with| made with| in) (almond|oat|soy|soya|coconut|rice|cashew|plant|non dairy|dairy free) milks?\b/g,
    "$1$2$3 non-dairy milk",
  ],
  [
    /\b(french vanilla|vanilla|caramel|hazelnut|pumpkin spice|peppermint|cinnamon|toffee|irish cream)\b(?=.*\b(latte|cappuccino|macchiato|creamer)s?\b)|(?<=\b(?:latte|cappuccino|macchiato)s?\b.*, )(french vanilla|vanilla|caramel|hazelnut|pumpkin spice|peppermint|cinnamon|toffee|irish cream)\b/g,
    "flavored",
  ],
  [/\bskinny\b(?=.*\b(latte|cappuccino|mocha|macchiato)s?\b)/g, "nonfat"],
  // "Whip" on a coffee drink is its whipped cream ("mocha frappuccino with oat milk and whip").
  [/\b(with|and|extra|no) whips?\b/g, "$1 whipped cream"],
  // Syrup in a latte is its flavour ("iced latte with almond milk and syrup": decision 219).
  [
    /\b((?:iced )?(?:latte|cappuccino|macchiato)s?\b.*?),? (?:and|with) (?:a )?(?:pumps? of |shots? of )?syrups?\b/g,
    "flavored $1",
  ],
  [/\bcaffeine[- ]free\b|\bno caffeine\b|\bwithout caffeine\b/g, "decaffeinated"],
  [/\bhalf[- ]?caff?( coffee)?\b/g, "coffee, brewed, blend of regular and decaffeinated"],
];

// prettier-ignore
const synonyms: Record<string, string[]> = {
  spaghetti: ["pasta"], penne: ["pasta"], fusilli: ["pasta"], linguine: ["pasta"], noodle: ["pasta"],
  burger: ["hamburger"], prawn: ["shrimp"], aubergine: ["eggplant"], courgette: ["zucchini"],
  coriander: ["cilantro"], mince: ["ground"], minced: ["ground"], scallion: ["onion"], dehydrated: ["dried"],
  ketchup: ["catsup"], lychee: ["litchis"], donut: ["doughnut"], omelette: ["omelet"], roast: ["roasted"],
  // Pasta shapes USDA names only as pasta.
  orzo: ["pasta"], rigatoni: ["pasta"], farfalle: ["pasta"], fettuccine: ["pasta"], fettuccini: ["pasta"],
  tagliatelle: ["pasta"], pappardelle: ["pasta"], ziti: ["pasta"], rotini: ["pasta"], orecchiette: ["pasta"],
  gemelli: ["pasta"], bucatini: ["pasta"], cavatappi: ["pasta"], tortiglioni: ["pasta"],
  // USDA's "poultry" is chicken or turkey ("Pasta with tomato-based sauce and poultry").
  chicken: ["poultry"], turkey: ["poultry"],
  // Ground meat "browned" in a pan: SR28 writes "pan-browned" of some crumbles, "pan-broiled" of
  // others (decision 219).
  browned: ["broiled"],
  // A roast chicken is roasted; only a rotisserie one is rotisserie ("roast chicken thighs" were the
  // rotisserie ones; decision 228).
  // FNDDS's chicken "from fast food / restaurant" or "from pre-cooked" is "baked or broiled" where
  // the one from raw is "baked, broiled, or roasted": a roasted chicken is either (decision 228).
  roasted: ["broiled"],
  // FNDDS ices its cakes and doughnuts ("chocolate with white icing"); SR28 frosts them, and so
  // do people (decision 219).
  frosting: ["icing"], frosted: ["icing"], icing: ["frosting"],
  // SR28 cooks its fish and shellfish "moist heat" (boiled or steamed) or "dry heat" (decision 219).
  boiled: ["moist"], steamed: ["moist"],
  // USDA writes "chocolate covered" and "chocolate coated" ("coatd") of the same sweets (decision 219).
  covered: ["coated"], coated: ["covered"], dipped: ["coated", "covered"],
};

const ignoredOf = (keepFresh: boolean) => (word: string) =>
  !(keepFresh && word === "fresh") && (ignoredWords.has(word) || ignoredWords.has(stem(word)));

function queryWord(word: string, role: QueryWord["role"]): QueryWord {
  const stems = [stem(word), ...(synonyms[stem(word)] ?? []).map(stem)];
  if (cookingWords.has(word)) return { word, stems, role: "cooking" };
  return { word, stems, role: role === "side" && minorSideWords.has(stem(word)) ? "minor" : role };
}

/** The head is the last word before a comma or "with": "chicken" in "grilled chicken with rice". */
export function parseFoodQuery(name: string): FoodQuery {
  // The model's commas separate the food from its qualifiers, so they survive the clean-up.
  // "&" joins abbreviations ("pb&j", "m&m", "mac & cheese"): read it as "and" before the
  // punctuation goes.
  let text = name
    .replace(/\s*&\s*/g, " and ")
    .toLowerCase()
    .split(",")
    .map((part) => words(part).join(" "))
    .filter(Boolean)
    .join(", ");
  // "Soda, orange", "pizza, sausage", "noodles, glass": a food and one qualifier, turned round at the
  // comma, is the everyday name the rewrites below know ("orange soda"). Only a short qualifier
  // that is a plain word, not "with", "no", "from" and the like (decision 201).
  const turned = /^(\w+(?: \w+)?), (\w+(?: \w+)?)$/.exec(text);
  if (turned && !turned[2]!.split(" ").some((w) => turnStops.has(w))) text = `${turned[2]} ${turned[1]}`;
  text = unsweetened(readEnglishWords(text), false);
  for (const [pattern, replacement] of phraseRewrites)
    text =
      typeof replacement === "string"
        ? text.replace(pattern, replacement)
        : text.replace(pattern, replacement);
  // "no cheese", "without peanuts", "skin not eaten": what the food is without, not what it has.
  const negated: string[] = [];
  const withoutNegations = (part: string) =>
    part
      .replace(/\b(?:no|without|excluding|other than) (.*)$/, (_, what: string) => {
        negated.push(
          ...words(what)
            .filter((w) => w !== "added")
            .map(stem),
        );
        return "";
      })
      .replace(/\b(skin|coating)( and coating)? not eaten\b/, (_, what: string) => {
        negated.push(stem(what));
        return "";
      });
  // "Made with" says what was added, as "with" does: "made" is never the food (decision 219).
  // "At a restaurant", "at school" say where, as "from" does (decision 228): "restaurant" of "broccoli
  // at a restaurant" was the head, and the phrase the restaurant's beans.
  const parts = text.split(/,| made with | with | in | on | from | at | topped with /).map(withoutNegations);
  // "Plain" of a cooked food ("plain baked sweet potato") is cooked with nothing added: USDA's "no
  // added fat" row, not its "NS as to fat" one (decision 209).
  if (/\bplain\b/.test(text) && words(text).some((w) => cookingWords.has(w) && w !== "raw"))
    negated.push("fat");
  // A food said sweetened is not USDA's unsweetened one ("sweetened decaf green iced tea" was the
  // unsweetened tea, "sweetened applesauce" the unsweetened applesauce; decision 228).
  if (/(?:^|[^a-z])(?<!\bnot )sweetened\b/.test(text)) negated.push(stem("unsweetened"));
  // Milk said plainly is cow's milk: "made with milk" is not USDA's "made with non-dairy milk"
  // (decision 219).
  if (/\bmilks?\b/.test(text) && !/\bnon-?dairy\b/.test(text)) negated.push(stem("nondairy"));
  // "Fillet, salmon", "slice, watermelon": a first part that only says how much names no food; the
  // food is the next (decision 201).
  const ignoredFirst = ignoredOf(false);
  if (parts.length > 1 && words(parts[0] ?? "").every(ignoredFirst)) parts.shift();
  const [main = "", ...rest] = parts;
  // "Fresh" says nothing of a raw food ("fresh spinach"); of a cooked one it is USDA's form
  // ("Beets, fresh, cooked" beside the frozen and canned ones), so it is kept.
  const ignored = ignoredOf(words(text).some((w) => cookingWords.has(w) && w !== "raw"));
  const mainWords = words(main).filter((w) => !ignored(w));
  const headWord = [...mainWords].reverse().find((w) => !cookingWords.has(w)) ?? mainWords.at(-1);
  const found = mainWords.map((w) => queryWord(w, w === headWord ? "head" : "core"));
  // "pizza, cheese" names the pizza further; "pasta with cheese" adds a side.
  const qualifiedByComma = text.includes(",") && !/ with /.test(text.split(",")[0] ?? "");
  rest.forEach((part, i) => {
    const role = i === 0 && qualifiedByComma ? "core" : "side";
    for (const w of words(part)) if (!ignored(w)) found.push(queryWord(w, role));
  });
  const unique = found.filter((q, i) => found.findIndex((other) => other.word === q.word) === i);
  const head = unique.find((q) => q.role === "head");
  const onlyVague =
    head !== undefined &&
    vagueWords.has(stem(head.word)) &&
    unique.every((q) => q === head || q.role === "cooking");
  return { words: unique, head: onlyVague ? undefined : head, negated: [...new Set(negated)] };
}

/** The words to look up in FTS5, each with its synonyms as alternatives. */
export const lookupWords = (query: FoodQuery): string[][] =>
  query.words.map((q) => [q.word, ...q.stems.slice(1)]);
