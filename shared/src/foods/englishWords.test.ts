import { describe, expect, it } from "vitest";
import { englishFoodWords, englishNamesAlone, readEnglishWords } from "./englishWords.ts";
import { testEngine } from "./testEngine.ts";

const top = (phrase: string) =>
  testEngine().match(phrase, { locale: "en_US" }).candidates[0]?.food.description;

describe("the English word list", () => {
  it("takes British and other English names to USDA's food", () => {
    expect(top("swede")).toBe("Rutabaga, raw");
    expect(top("spring onions")).toBe("Onions, green, raw");
    expect(top("mangetout")).toMatch(/^Snowpeas/);
    expect(top("broad beans")).toBe("Fava beans, cooked");
    expect(top("butter beans")).toBe("Lima beans, NFS");
    expect(top("jacket potato")).toBe("Potato, baked, NFS");
    expect(top("double cream")).toBe("Cream, heavy");
    expect(top("fish fingers")).toBe("Fish, stick");
    expect(top("ice lolly")).toBe("Popsicle, NFS");
    expect(top("apple crumble")).toBe("Crisp, apple");
    expect(top("pork scratchings")).toBe("Pork skin rinds");
  });

  it("takes American everyday names and cuts to USDA's food", () => {
    expect(top("romaine")).toBe("Romaine lettuce, raw");
    expect(top("scallions")).toBe("Onions, green, raw");
    expect(top("filet mignon")).toBe("Beef, steak, tenderloin");
    expect(top("rib eye")).toMatch(/^Beef, steak, ribeye/);
    expect(top("spare ribs")).toBe("Pork, ribs");
    expect(top("navy beans")).toBe("White beans, NFS");
    expect(top("sunny side up eggs")).toMatch(/^Egg, whole, fried/);
    expect(top("powdered sugar")).toBe("Sugar, white, confectioner's, powdered");
  });

  it("takes the second pass's names of sauces, sugars, spreads, snacks and plates to USDA's food", () => {
    expect(top("evoo")).toBe("Olive oil");
    expect(top("agave nectar")).toBe("Agave liquid sweetener");
    expect(top("demerara sugar")).toBe("Sugar, turbinado");
    expect(top("marmite")).toBe("Yeast extract spread");
    expect(top("cool whip")).toBe("Whipped topping");
    expect(top("queso dip")).toBe("Cheese dip");
    expect(top("sweet relish")).toBe("Pickle relish, sweet");
    expect(top("jelly beans")).toBe("Candies, gumdrops, starch jelly pieces");
    expect(top("oatcakes")).toBe("Crackers, oatmeal");
    expect(top("breakfast sausage")).toBe("Pork sausage");
    expect(top("pulled pork")).toBe("Barbecue pork, with sauce");
    expect(top("breakfast burrito")).toBe("Egg burrito");
    expect(top("breakfast burrito with sausage")).toBe("Egg burrito, with sausage");
    expect(top("jalapeno poppers")).toBe("Stuffed jalapeno pepper");
  });

  it("reads bowls and rolls of Asian restaurants as the dish ('pho', 'poke bowl', 'salmon roll')", () => {
    // Before: pho was the meatless one, "beef pho" "Beef, NFS" (0.05), a poke bowl cooked poke greens
    // (a weed), a bare sushi roll the eel one, a salmon roll a bread roll.
    expect(top("pho")).toBe("Soup, pho, with meat");
    expect(top("beef pho")).toBe("Soup, pho, with meat");
    expect(top("poke bowl")).toBe("Sushi, NFS");
    expect(top("sushi roll")).toBe("Sushi, NFS");
    expect(top("salmon roll")).toBe("Sushi roll, salmon");
    expect(top("poke greens")).toBe("Poke greens, cooked");
  });

  it("reads a chain's name as where the food came from, and a Big Mac as a double cheeseburger", () => {
    // Before: "mcdonald's fries" were any fries (0.48), "kfc chicken" any chicken, a Chick-fil-A
    // sandwich any sandwich (0.22), and a Big Mac macaroni and cheese (0.15).
    expect(top("mcdonald's fries")).toBe("Potato, french fries, fast food");
    expect(top("kfc chicken")).toMatch(/^Chicken.*fried/);
    expect(top("chick-fil-a sandwich")).toMatch(/^Chicken fillet sandwich, fried, from fast food/);
    const described = testEngine().describe("a big mac and medium fries", "en_US");
    expect(described.items[0]?.food.description).toBe("Double cheeseburger, from fast food, 2 small patties");
    // A Whopper is a fast-food hamburger with a large (quarter-pound) patty, not a small one
    // (decision 219; it was left unread).
    const whopper = testEngine().describe("a whopper", "en_US");
    expect(whopper.items[0]?.food.description).toBe("Hamburger, from fast food, 1 large patty");
  });

  it("reads a bare relish as pickle relish, and a named one as itself", () => {
    expect(top("relish")).toBe("Relish, pickle");
    expect(top("corn relish")).toBe("Relish, corn");
  });

  it("reads a word that means one food alone and another inside a name only alone", () => {
    expect(top("crisps")).toMatch(/^Potato chips/);
    expect(top("crisp, apple")).toBe("Crisp, apple");
    expect(top("egg rolls")).toBe("Egg roll, with beef and/or pork");
    expect(top("egg roll with shrimp")).toBe("Egg roll, with shrimp");
    expect(top("pita")).toBe("Bread, pita");
    expect(top("pita chips")).toBe("Pita chips");
    // Bare, these are breakfast cereal from the box, any cake and green cabbage: they were a cooked
    // hot cereal, a cream cake and red cabbage.
    expect(top("cereal")).toBe("Cereal, ready-to-eat, NFS");
    expect(top("cake")).toBe("Cake or cupcake, NFS");
    expect(top("cabbage")).toBe("Cabbage, green, raw");
    expect(top("carrot cake")).toBe("Cake or cupcake, carrot");
    expect(top("chocolate")).toBe("Chocolate candy");
    expect(top("dark chocolate")).toMatch(/^Chocolate, dark/);
    // The flourless cake is USDA's shortest chocolate cake, not the usual one.
    expect(top("chocolate cake")).toBe("Cake or cupcake, chocolate with chocolate icing, bakery");
    expect(top("flourless chocolate cake")).toBe("Cake, chocolate, flourless");
    // Bare, the everyday American dish, not USDA's first regional or meatless row.
    expect(top("lasagna")).toBe("Lasagna with meat");
    expect(top("vegetable lasagna")).toBe("Lasagna, meatless, with vegetables");
    expect(top("meatballs")).toBe("Meatballs, NS as to type of meat, with sauce");
    expect(top("potato salad")).toBe("Potato salad, made with mayonnaise");
    expect(top("german potato salad")).toBe("Potato salad, German style");
    expect(top("clam chowder")).toBe("Soup, New England clam chowder");
    expect(top("string cheese")).toBe("Cheese, Mozzarella, part skim");
  });

  it("does not let a shorter word read inside a longer phrase of the list or of USDA", () => {
    expect(readEnglishWords("diet ginger ale")).toBe("diet ginger ale");
    expect(readEnglishWords("pale ale")).toBe("beer");
    expect(top("whiskey and ginger ale")).toBe("Whiskey and ginger ale");
    expect(top("cheese dip with chili pepper")).toBe("Cheese dip with chili pepper");
  });

  it("reads the cooking words people say as USDA's", () => {
    expect(readEnglishWords("air fried chicken wings")).toBe("baked chicken wings");
    expect(readEnglishWords("chargrilled salmon")).toBe("grilled salmon");
    expect(top("tinned tuna")).toBe("Fish, tuna, canned");
  });

  it("is written in the matcher's word form", () => {
    for (const phrase of [...Object.keys(englishFoodWords), ...Object.keys(englishNamesAlone)])
      expect(phrase).toMatch(/^[a-z0-9]+( [a-z0-9]+)*$/);
  });
});

describe("a fresh vegetable, cooked", () => {
  it("is USDA's fresh, cooked row, not the one of no stated form", () => {
    expect(top("cooked fresh green beans")).toBe("Green beans, fresh, cooked, no added fat");
    expect(top("beets, fresh, cooked")).toBe("Beets, fresh, cooked, no added fat");
  });

  it("says nothing more of a raw food", () => {
    expect(top("fresh spinach")).toBe("Spinach, raw");
  });
});

describe("the fat of milk", () => {
  // "Whole" is a neutral word of USDA's names ("Egg, whole") but of milk it is the fat content.
  it("is USDA's whole milk, not its milk of no stated fat", () => {
    expect(top("whole milk")).toBe("Milk, whole");
    expect(testEngine().match("leche entera", { locale: "es_CL" }).candidates[0]?.food.description).toBe(
      "Milk, whole",
    );
    expect(top("whole milk yogurt")).toBe("Yogurt, whole milk, plain");
  });

  it("reads skim milk as nonfat milk, and a part-skim cheese as part skim", () => {
    expect(top("skim milk yogurt")).toBe("Yogurt, nonfat milk, plain");
    expect(top("skim milk")).toBe("Milk, fat free (skim)");
    expect(top("nonfat mozzarella")).toBe("Cheese, Mozzarella, nonfat or fat free");
    expect(top("part skim mozzarella")).toBe("Cheese, Mozzarella, part skim");
  });

  it("leaves a bare milk and the other whole foods as they were", () => {
    expect(top("milk")).toBe("Milk, NFS");
    expect(top("whole egg")).toMatch(/^Egg, whole/);
    expect(top("whole wheat bread")).toBe("Bread, whole wheat");
  });

  // Decision 208: the everyday names of meat, fish, eggs, dairy and dishes people log.
  it("reads the everyday names of fish, eggs, milk and dishes", () => {
    expect(top("cooked king salmon")).toBe("Salmon, chinook, cooked, dry heat");
    expect(top("baked farm-raised salmon")).toBe("Salmon, atlantic, farmed, cooked, dry heat");
    expect(top("albacore tuna in oil")).toBe("Tuna, white, canned in oil, drained solids");
    expect(top("seared ahi tuna steak")).toBe("Tuna, yellowfin, fresh, cooked, dry heat");
    expect(top("scrambled egg beaters")).toMatch(/^Egg substitute, omelet, scrambled, or fried/);
    expect(top("breakfast casserole with sausage")).toBe("Egg casserole with bread, cheese, milk and meat");
    expect(top("lactaid 2% milk")).toBe("Milk, lactose free, reduced fat (2%)");
    expect(top("carnitas taco with cheese")).toBe("Taco, corn tortilla, pork, cheese");
    expect(top("soft beef taco with cheese")).toBe("Taco, flour tortilla, beef, cheese");
    expect(top("supreme pizza")).toMatch(/^Pizza with meat and vegetables/);
    expect(top("restaurant chicken fettuccine alfredo")).toBe(
      "Pasta with cream sauce and poultry, restaurant",
    );
    expect(top("shrimp marinara pasta, restaurant")).toBe(
      "Pasta with tomato-based sauce and seafood, restaurant",
    );
    expect(top("house special chow mein")).toBe(
      "Chow mein or chop suey, various types of meat, with noodles",
    );
    expect(top("sausage mcgriddle")).toBe("Sausage griddle/pancake sandwich");
    // The sauce named as a sauce stays one; carnitas named bare stay USDA's carnitas.
    expect(top("alfredo sauce")).toBe("Alfredo sauce");
    expect(top("carnitas")).toBe("Pork, carnitas");
  });
});

describe("everyday names, part B (decision 209)", () => {
  it("reads drinks, sweets and pantry names as USDA's", () => {
    expect(readEnglishWords("shiraz")).toBe("syrah");
    expect(readEnglishWords("swiss miss made with water")).toBe("hot chocolate, dry mix made with water");
    expect(readEnglishWords("soda crackers")).toBe("crackers, saltines");
    expect(readEnglishWords("powdered onion")).toBe("onion powder");
  });
});

describe("everyday and short names by cause (decision 219)", () => {
  it("reads a crumble as a crisp alone or after a fruit, not inside ground meat's crumbles", () => {
    // "Ground turkey crumbles" were "Crisp, apple": "crumbles" was read as the dessert anywhere.
    expect(top("fat free ground turkey crumbles, browned")).toBe(
      "Ground turkey, fat free, pan-broiled crumbles",
    );
    expect(top("crumble")).toMatch(/^Crisp/);
    expect(top("apple crumble")).toBe("Crisp, apple");
    expect(top("peach crumble")).toBe("Crisp, peach");
    expect(top("blackberry crumble")).toBe("Crisp, berry");
  });

  it("reads a chain's item as the generic food a nutritionist would log", () => {
    // Understood as nothing before: mcnuggets, mcchicken, shawarma, acai bowl; "egg mcmuffin" was an
    // egg, "filet o fish" any fish, "chicken fries" french fries, "ice cubes" Italian ice.
    expect(top("mcnuggets")).toBe("Chicken nuggets, from fast food");
    expect(top("chicken mcnuggets")).toBe("Chicken nuggets, from fast food");
    expect(top("mcchicken")).toBe("Chicken fillet sandwich, fried, from fast food");
    expect(top("egg mcmuffin")).toBe("Egg sandwich on English muffin, with ham");
    expect(top("sausage mcmuffin")).toBe("Sausage English muffin sandwich");
    expect(top("filet-o-fish")).toBe("Fish sandwich, fried, from fast food, with cheese");
    expect(top("chicken fries")).toBe("Chicken tenders or strips, breaded, from fast food");
    expect(top("whopper with cheese")).toBe("Cheeseburger, from fast food, 1 large patty");
    expect(top("quarter pounder with cheese")).toBe("Cheeseburger, from fast food, 1 medium patty");
    expect(top("big mac")).toBe("Double cheeseburger, from fast food, 2 small patties");
    expect(top("shawarma")).toBe("Gyro sandwich");
    expect(top("acai bowl")).toBe("Fruit smoothie, with whole fruit, no dairy");
    expect(top("frosty")).toBe("Ice cream, soft serve, chocolate");
    expect(top("ice cubes")).toBe("Water, tap");
    expect(top("babybel")).toBe("Cheese, Gouda or Edam");
    expect(top("quest bar")).toBe("Nutrition bar or meal replacement bar, NFS");
    expect(top("rxbar")).toBe("Nutrition bar or meal replacement bar, NFS");
    expect(top("celsius")).toMatch(/^Energy drink, sugar free/);
  });

  it("reads a burger's patty size as which burger, and a bare size as how much", () => {
    expect(top("double cheeseburger, 2 medium patties")).toBe(
      "Double cheeseburger, from fast food, 2 medium patties",
    );
    expect(top("large hamburger")).toBe("Hamburger, NFS");
  });

  it("reads snacks, sweets, pantry foods and peppers by their everyday names", () => {
    // Were understood as nothing or as another food: maduros (nothing), bacon grease (bacon), hot
    // fudge (vanilla fudge candy), pearl barley (barley), rotel (raw tomatoes), green chile (chiles
    // rellenos), cheez its (nothing), m&ms with peanuts (plain ones).
    expect(top("maduros")).toBe("Plantains, yellow, fried, latino restaurant");
    expect(top("bacon grease")).toBe("Animal fat, bacon grease");
    expect(top("hot fudge")).toBe("Syrups, chocolate, fudge-type");
    expect(top("hot fudge sundae")).toBe("Ice cream sundae, hot fudge topping");
    expect(top("pearl barley")).toBe("Barley, pearled, cooked");
    expect(top("rotel tomatoes")).toBe("Tomatoes, red, ripe, canned, with green chilies");
    expect(top("raw green chile")).toBe("Peppers, hot chili, green, raw");
    expect(top("cheez its")).toBe("Crackers, cheese");
    expect(top("m&ms with peanuts")).toBe("Chocolate candy, candy shell with nuts");
    expect(top("salted whipped butter")).toBe("Butter, whipped, with salt");
    expect(top("harvest cheddar sun chips")).toBe("Snacks, fritolay, sunchips, multigrain, harvest cheddar");
    // Spanish "maduro" is ripe, not a plantain.
    expect(testEngine().match("mango maduro", { locale: "es_CL" }).candidates[0]?.food.description).toBe(
      "Mango, raw",
    );
  });

  // Decision 226: each was read as another food or as nothing.
  it("reads a name whose last word is short in the plural too", () => {
    // "Bar" has three letters: "quest bars" was a breakfast bar.
    expect(readEnglishWords("quest bars")).toBe("nutrition bar");
    expect(top("kind bars")).toBe("Cereal or granola bar, fruit and nut");
    expect(readEnglishWords("tea")).toBe("tea");
  });

  it("takes beers, a tuna melt, tacos al pastor and a KIND bar to USDA's food", () => {
    expect(top("a pint of guinness")).toBe("Beer");
    expect(top("coors light")).toBe("Beer, light");
    expect(top("budweiser select")).toBe("Alcoholic beverage, beer, light, budweiser select");
    expect(top("a tuna melt")).toBe("Tuna salad sandwich on white, with cheese");
    expect(top("tacos al pastor")).toMatch(/^Taco, corn tortilla, pork/);
    expect(top("kind bar")).toBe("Cereal or granola bar, fruit and nut");
  });

  it("takes brands SR28 has a row of to that row", () => {
    // Were a breakfast bar, a cola, a sandwich spread, tomato juice and raw onions.
    expect(top("toblerone bar")).toBe("Candies, toblerone, milk chocolate with honey & almond nougat");
    expect(top("zevia cola")).toBe("Beverages, zevia, cola");
    expect(top("smart balance")).toBe("Margarine-like spread, smart balance regular buttery spread");
    expect(top("clamato")).toBe("Beverages, clam & tomato juice, canned");
    expect(top("liver and onions")).toBe("Liver, beef or calves, and onions");
  });

  it("takes what typing meals into Describe found to USDA's food (decision 234)", () => {
    // Were not understood, a club sandwich at 0.05, cooked salmon at 0.05, cooked noodles,
    // stir-fried mushrooms, an SR28 protein bar and ginger tea.
    expect(top("whey protein")).toBe("Nutritional powder mix, whey based, NFS");
    expect(top("turkey club")).toMatch(/^Club sandwich/);
    expect(top("salmon nigiri")).toBe("Sushi, topped with salmon");
    expect(top("pad thai noodles")).toBe("Pad Thai, NFS");
    expect(top("stir fry")).toBe("Asian stir fry vegetables, cooked, fat added");
    expect(top("snickers")).toBe("Chocolate candy, nougat filled with nuts");
    expect(top("tea with lemon")).toBe("Tea, hot, leaf, black");
    // A sausage patty was a tuna cake; a salad with chicken USDA's chicken salad with egg.
    expect(top("sausage patties")).toBe("Pork sausage");
    expect(top("sausage links")).toBe("Pork sausage");
    expect(top("salad with chicken")).toMatch(/^Chicken or turkey garden salad/);
  });

  it("takes wings said bare and a movie's popcorn to the restaurant's (decision 239)", () => {
    // Were baked wings from raw and the movie theater popcorn without butter.
    expect(top("wings")).toBe("Chicken wing, fried, coated, from restaurant");
    expect(top("movie popcorn")).toBe("Popcorn, movie theater, with added butter");
    expect(top("popcorn at the movies")).toBe("Popcorn, movie theater, with added butter");
    // Chicken wings named as such stay the generic rows.
    expect(top("chicken wings")).not.toBe("Chicken wing, fried, coated, from restaurant");
  });
});
