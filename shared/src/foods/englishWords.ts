// The everyday English food words that USDA spells otherwise, written group by group from the
// USDA food groups (FNDDS/WWEIA and SR28: fruits, vegetables, legumes, grains and breads, breakfast
// cereals, meats and cuts, poultry, eggs, fish and shellfish, dairy and cheeses, nuts and seeds,
// sweets and snacks, drinks, condiments, mixed dishes), each mapped to the words that reach its
// USDA food: American, British and other English names ("courgette", "swede", "prawns", "crisps")
// and the cooking words people say for USDA's ("air fried", "chargrilled"). Only foods USDA has;
// written in the matcher's word form (lower case, no accents or punctuation: "t bone").
//
// A phrase of `anywhere` is read wherever it stands in a name, the longest first ("ginger ale"
// before "ale"); an entry naming itself keeps a shorter one from reading inside it. A phrase of
// `alone` is read only as the whole name, where a word alone means one food and inside a name
// (or before USDA's comma: "crisp, apple") another: "crisps" are potato chips, "apple crisps" not.
// foodQuery.ts reads this list before its own rewrites, which then still apply.

// prettier-ignore
const fruits: Record<string, string> = {
  "satsuma": "tangerine", "satsumas": "tangerine", "mandarin": "tangerine", "mandarins": "tangerine",
  "mandarin orange": "tangerine", "mandarin oranges": "tangerine", "rockmelon": "cantaloupe",
  "sultana": "golden raisins", "sultanas": "golden raisins", "craisins": "dried cranberries",
  "pitaya": "dragon fruit", "litchi": "lychee", "litchis": "lychee", "lichee": "lychee",
  "sharon fruit": "persimmon", "pomegranate seeds": "pomegranate", "pomegranate arils": "pomegranate",
  "stewed apples": "apple, baked", "baked apple": "apple, baked", "roasted apple": "apple, baked",
  "roasted apples": "apple, baked",
  // Twelfth round (decision 201): names from the market and the brand on the box.
  "cuties": "clementines", "halos": "clementines", "golden kiwi": "kiwifruit, sungold",
  "gold kiwi": "kiwifruit, sungold", "sungold kiwi": "kiwifruit, sungold",
  "mammee apple": "mammy apple", "mammee": "mammy apple", "american persimmon": "persimmons, native",
  "american persimmons": "persimmons, native",
  // Less common fruits USDA names otherwise.
  "chinese dates": "jujube", "red dates": "jujube", "chinese date": "jujube", "barbados cherry": "acerola",
  "west indian cherry": "acerola", "pineapple guava": "feijoa", "jambolan": "java plum",
  "jamun": "java plum", "mamey": "mamey sapote", "chikoo": "sapodilla", "chiku": "sapodilla",
  "sweetsop": "sugar apples", "sugar apple": "sugar apples", "cape gooseberries": "groundcherries",
  "cape gooseberry": "groundcherries", "goldenberries": "groundcherries",
  "golden berries": "groundcherries", "physalis": "groundcherries", "ground cherries": "groundcherries",
  "pomelo": "pummelo", "pomelos": "pummelo", "horned melon": "kiwano", "cactus pear": "prickly pears",
  "cactus pears": "prickly pears", "crab apple": "crabapples", "mixed berries": "berries",
  "berry medley": "berries",
};

// Leafy greens, onions, roots, squashes, peppers, tomatoes, pickles: the vegetable groups.
// prettier-ignore
const vegetables: Record<string, string> = {
  "scallion": "green onions", "scallions": "green onions", "spring onion": "green onions",
  "spring onions": "green onions", "salad onions": "green onions", "romaine": "romaine lettuce",
  "romaine lettuce": "romaine lettuce", "cos lettuce": "romaine lettuce", "little gem": "romaine lettuce",
  "little gem lettuce": "romaine lettuce", "iceberg": "iceberg lettuce",
  "butter lettuce": "lettuce, boston", "bibb lettuce": "lettuce, boston",
  "butterhead lettuce": "lettuce, boston", "spring mix": "mixed greens", "mesclun": "mixed greens",
  "salad leaves": "mixed greens", "silverbeet": "chard", "silver beet": "chard",
  "collard greens": "collards", "cauliflower rice": "riced cauliflower", "zoodles": "green summer squash",
  "zucchini noodles": "green summer squash", "courgetti": "green summer squash",
  "butternut": "butternut squash", "butternut squash": "butternut squash",
  "kabocha": "winter squash cooked", "kabocha squash": "winter squash cooked", "mangetout": "snow peas",
  "sugar snap peas": "snow peas", "sugar snaps": "snow peas", "snap peas": "snow peas",
  "garden peas": "green peas", "petits pois": "green peas", "petit pois": "green peas",
  "french beans": "green beans", "runner beans": "green beans", "string beans": "green beans",
  "haricots verts": "green beans", "broad beans": "fava beans", "sweetcorn": "corn", "sweet corn": "corn",
  // Second pass (decision 197): dried tomatoes are USDA's sun-dried ones; caramelized onions are
  // cooked in fat; fried potatoes are home fries.
  "dried tomatoes": "sun-dried tomatoes", "dried tomato": "sun-dried tomatoes",
  "caramelized onions": "sauteed onions", "caramelised onions": "sauteed onions",
  "fried potatoes": "home fries", "pan fried potatoes": "home fries",
  "swede": "rutabaga", "swedes": "rutabaga", "garlic cloves": "garlic", "garlic clove": "garlic",
  "clove of garlic": "garlic", "cloves of garlic": "garlic", "fresh ginger": "ginger root",
  "root ginger": "ginger root", "chillies": "hot peppers", "chilies": "hot peppers",
  // A chili pepper is a hot one ("Peppers, hot"), without losing USDA's own "with chili pepper".
  "chili pepper": "hot chili pepper", "chili peppers": "hot chili pepper",
  "chilli pepper": "hot chili pepper", "chilli peppers": "hot chili pepper", "red chilli": "hot peppers",
  "green chilli": "hot peppers", "red chili": "hot peppers", "green chili": "hot peppers",
  "birds eye chilli": "hot peppers", "jacket potato": "baked potato", "jacket potatoes": "baked potato",
  "potato crisps": "potato chips", "tinned tomatoes": "canned tomatoes",
  "tomato puree": "tomato products, canned, puree", "passata": "tomato products, canned, puree",
  "tomato paste": "tomato products, canned, paste", "gherkin": "dill pickles", "gherkins": "dill pickles",
  "cornichons": "dill pickles", "artichoke hearts": "artichoke", "artichoke heart": "artichoke",
  "edamame beans": "edamame", "mixed veg": "mixed vegetables", "bhindi": "okra", "ladies fingers": "okra",
  "carrot sticks": "raw carrots", "celery sticks": "raw celery", "brinjal": "eggplant",
  "brinjals": "eggplant",
  // Less common vegetables, roots and greens USDA names otherwise.
  "bitter gourd": "bitter melon", "karela": "bitter melon", "bitter melon": "bitter melon",
  "moringa pods": "drumstick pods", "drumsticks vegetable": "drumstick pods", "yuca": "cassava",
  "yuca fries": "yuca fries", "manioc": "cassava", "gobo": "burdock root", "oyster plant": "salsify",
  "callaloo": "amaranth leaves", "amaranth greens": "amaranth leaves", "shungiku": "chrysanthemum leaves",
  "chrysanthemum greens": "chrysanthemum leaves", "komatsuna": "mustard spinach",
  "tendergreen": "mustard spinach", "fiddleheads": "fiddlehead ferns", "sea moss": "irishmoss seaweed",
  "frisee": "endive", "curly endive": "endive", "turnip tops": "turnip greens", "beet tops": "beet greens",
  "eddoes": "taro", "eddo": "taro", "dasheen": "taro", "malanga": "yautia", "tannia": "yautia",
  "mooli": "oriental radishes", "christophene": "chayote", "choko": "chayote",
  "bottle gourd": "calabash gourd", "lauki": "calabash gourd", "opo squash": "calabash gourd",
  "luffa": "towelgourd", "loofah": "towelgourd", "ridge gourd": "towelgourd", "nopal": "nopales",
  "cactus paddles": "nopales", "cactus pads": "nopales", "cactus pad": "nopales",
  "cassava fries": "yuca fries",
  // Decision 219: the snack of vegetable straws is USDA's vegetable chips; tater tots its potato tots.
  "veggie straws": "vegetable chips", "vegetable straws": "vegetable chips", "tater tots": "potato tots",
  // Ripe plantains fried are maduros, USDA's yellow plantains; a green chile is a hot chili pepper.
  "sweet plantains": "fried yellow plantains",
  "green chile": "hot chili pepper, green", "green chili pepper": "hot chili pepper, green",
  "green chile pepper": "hot chili pepper, green", "with green chilies": "with green chilies",
  "with green chiles": "with green chilies", "rotel": "canned tomatoes with green chilies",
  "ro tel": "canned tomatoes with green chilies",
};

// Herbs, spices and what baking and cooking use.
// prettier-ignore
const pantry: Record<string, string> = {
  "granulated garlic": "garlic powder", "granulated onion": "onion powder",
  "mint leaves": "spearmint", "fresh mint": "spearmint", "bay leaves": "spices, bay leaf",
  "bay leaf": "spices, bay leaf", "chili flakes": "pepper, red or cayenne",
  "chilli flakes": "pepper, red or cayenne", "red pepper flakes": "pepper, red or cayenne",
  "crushed red pepper": "pepper, red or cayenne", "ginger powder": "ginger, ground",
  "ground ginger": "ginger, ground", "baking soda": "leavening agents, baking soda",
  "bicarbonate of soda": "leavening agents, baking soda",
  "plain flour": "wheat flour, white, all-purpose, enriched",
  "all purpose flour": "wheat flour, white, all-purpose, enriched",
  "self raising flour": "wheat flour, white, all-purpose, self-rising",
  "self rising flour": "wheat flour, white, all-purpose, self-rising",
  "bread flour": "wheat flour, white, bread", "strong flour": "wheat flour, white, bread",
  "panko": "bread crumbs, dry, grated, plain", "rapeseed oil": "canola oil",
  "chicken broth": "soup, broth", "beef broth": "soup, broth", "vegetable broth": "soup, broth",
  "bone broth": "soup, broth", "chicken stock": "soup, broth", "beef stock": "soup, broth",
  "vegetable stock": "soup, broth", "bouillon": "soup, broth",
  // Everyday names, part B (decision 209): herbs dried and fresh, spreads and syrups by their names.
  "powdered onion": "onion powder", "powdered garlic": "garlic powder", "parsley flakes": "parsley, dried",
  "fresh dill": "dill weed, fresh", "chili seasoning": "seasoning mix, chili",
  "soft margarine": "margarine, tub",
};

// Beans, peas, lentils, soy.
// prettier-ignore
const legumes: Record<string, string> = {
  "butter beans": "lima beans", "cannellini beans": "white beans", "cannellini": "white beans",
  "haricot beans": "white beans", "navy beans": "white beans", "great northern beans": "white beans",
  "dhal": "dal", "daal": "dal", "dahl": "dal", "houmous": "hummus", "hommus": "hummus", "houmus": "hummus",
  "gandules": "pigeon peas", "toor dal": "pigeon peas", "lobia": "blackeyed peas",
  "cowpeas": "blackeyed peas", "adzuki beans": "adzuki beans, mature seeds, cooked",
  "azuki beans": "adzuki beans, mature seeds, cooked", "adzuki": "adzuki beans, mature seeds, cooked",
  "rajma": "kidney beans", "tvp": "textured vegetable protein",
};

// Breads, rolls, rice and grains, breakfast cereals, pasta and noodles.
// prettier-ignore
const grains: Record<string, string> = {
  "wholemeal": "whole wheat", "wholemeal bread": "whole wheat bread", "chapati": "chappatti or roti",
  "chapatti": "chappatti or roti", "chapathi": "chappatti or roti", "pitta": "pita", "bread roll": "roll",
  "bread rolls": "roll", "bap": "roll", "baps": "roll", "pain au chocolat": "croissant, chocolate",
  "chocolate croissant": "croissant, chocolate", "basmati rice": "white rice",
  "jasmine rice": "white rice", "basmati": "white rice", "brown basmati rice": "brown rice",
  "brown basmati": "brown rice", "sticky rice": "rice, white, cooked, glutinous",
  "glutinous rice": "rice, white, cooked, glutinous", "egg fried rice": "fried rice",
  "pilau rice": "rice pilaf", "pilau": "rice pilaf", "polenta": "cornmeal mush", "bulgur wheat": "bulgur",
  "bulghur": "bulgur", "lasagne": "lasagna", "biscuits and gravy": "biscuit with gravy",
  "biscuit and gravy": "biscuit with gravy", "hash brown patty": "hash brown",
  "hash brown patties": "hash brown", "mexican rice": "spanish rice", "garlic knots": "roll, garlic",
  "garlic knot": "roll, garlic", "yorkshire pudding": "popover", "yorkshire puddings": "popover",
  "kasha": "buckwheat groats", "roasted buckwheat": "buckwheat groats, roasted",
  "french stick": "french bread", "bloomer": "white bread", "farmhouse loaf": "white bread",
  "soda bread": "bread, irish soda", "pita pocket": "pita bread", "pita pockets": "pita bread",
  "bran cereal": "cereal, bran flakes", "pearl barley": "barley, pearled",
};

// Beef, pork, lamb and their cuts; sausages and cured meats.
// prettier-ignore
const meats: Record<string, string> = {
  "rib eye": "ribeye steak", "rib eye steak": "ribeye steak", "t bone": "t bone steak",
  "t bone steak": "t bone steak", "filet mignon": "beef steak, tenderloin",
  "fillet steak": "beef steak, tenderloin", "beef tenderloin": "beef steak, tenderloin",
  "spare ribs": "pork ribs", "spareribs": "pork ribs", "baby back ribs": "pork ribs",
  "pork spare ribs": "pork ribs", "gammon": "ham", "gammon steak": "ham", "rashers": "bacon",
  "bacon rashers": "bacon", "rashers of bacon": "bacon", "streaky bacon": "bacon",
  "back bacon": "canadian bacon", "bangers": "sausage", "kielbasa": "polish sausage",
  "black pudding": "blood sausage", "hamburger patty": "beef, ground, patty",
  "burger patty": "beef, ground, patty", "buffalo meat": "bison", "reindeer": "caribou",
  "guinea fowl": "guinea hen", "chitlins": "chitterlings", "trotters": "pig's feet",
  "pigs trotters": "pig's feet",
  // Cuts as butchers and menus name them.
  "chuck roast": "beef pot roast", "top sirloin": "sirloin steak", "porterhouse": "t bone steak",
  "porterhouse steak": "t bone steak", "new york strip": "beef, steak, strip",
  "ny strip": "beef, steak, strip", "strip steak": "beef, steak, strip",
  "kansas city strip": "beef, steak, strip", "london broil": "beef steak, flank",
  "eye of round": "beef, steak, round", "round steak": "beef, steak, round", "tri tip": "sirloin steak",
  "stewing beef": "beef, stew meat", "stewing steak": "beef, stew meat",
  "braising steak": "beef, stew meat", "ground chuck": "ground beef", "ground sirloin": "ground beef",
  "ground round": "ground beef", "pork shoulder": "pork roast", "pork butt": "pork roast",
  "boston butt": "pork roast", "country style ribs": "pork ribs", "lamb leg": "lamb", "lamb legs": "lamb",
  "salt beef": "corned beef",
  // Second pass: what a breakfast or a barbecue plate names otherwise.
  "breakfast sausage": "pork sausage", "breakfast sausages": "pork sausage",
  "pulled pork": "barbecue pork, with sauce",
  // Everyday names round (decision 208): a carnitas dish is a pork one.
  "carnitas taco": "pork taco", "carnitas burrito": "pork burrito", "carnitas bowl": "pork burrito bowl",
  "carnitas burrito bowl": "pork burrito bowl",
};

// Chicken, turkey, duck and eggs.
// prettier-ignore
const poultry: Record<string, string> = {
  "duck breast": "duck", "chicken goujons": "chicken tenders", "goujons": "chicken tenders",
  "sunny side up egg": "fried egg", "sunny side up eggs": "fried egg", "over easy egg": "fried egg",
  "over easy eggs": "fried egg", "eggs over easy": "fried egg", "dippy egg": "boiled egg",
  "dippy eggs": "boiled egg", "soft boiled egg": "boiled egg", "soft boiled eggs": "boiled egg",
  "devilled": "deviled", "chicken katsu": "chicken fillet, breaded",
  "chicken cutlet": "chicken fillet, breaded", "chicken schnitzel": "chicken fillet, breaded",
  "chicken parm": "chicken or turkey parmigiana", "chicken parmesan": "chicken or turkey parmigiana",
  "chicken parmigiana": "chicken or turkey parmigiana",
  "chicken and dumplings": "chicken or turkey with dumplings", "ham omelette": "omelet with meat",
  "ham omelet": "omelet with meat", "bacon omelette": "omelet with meat",
  "bacon omelet": "omelet with meat", "sausage omelette": "omelet with meat",
  "sausage omelet": "omelet with meat", "turkey leg": "turkey drumstick",
  "turkey legs": "turkey drumstick", "chicken tenderloins": "chicken tenders",
  "chicken tenderloin": "chicken tenders",
  // Everyday names round (decision 208): the carton's names for egg substitute, and the breakfast
  // casserole of eggs, bread, cheese and meat.
  "egg beaters": "egg substitute", "eggbeaters": "egg substitute", "liquid egg substitute": "egg substitute",
  "breakfast casserole": "egg casserole", "egg strata": "egg casserole", "breakfast strata": "egg casserole",
};

// Fish and shellfish.
// prettier-ignore
const fish: Record<string, string> = {
  "plaice": "flounder", "sole": "flounder", "dover sole": "flounder", "lemon sole": "flounder",
  "basa": "catfish", "swai": "catfish", "pangasius": "catfish", "fish fingers": "fish sticks",
  // British fish and chips are fried fish with fries (the whole read as rice chips).
  "fish and chips": "fried fish with french fries", "fish n chips": "fried fish with french fries",
  "fish finger": "fish sticks", "crab sticks": "imitation crab meat",
  "seafood sticks": "imitation crab meat", "surimi sticks": "imitation crab meat",
  "imitation crab": "imitation crab meat", "prawn cocktail": "shrimp cocktail",
  // Other names of fish and shellfish USDA has.
  "hamachi": "yellowtail", "black cod": "sablefish", "porgy": "scup", "unagi": "eel", "bangus": "milkfish",
  "scungilli": "whelk", "snow crab": "crab, queen", "queen crab": "crab, queen", "fish eggs": "roe",
  "fish roe": "roe", "tuna in water": "canned tuna", "tuna in oil": "canned tuna",
  "tuna in brine": "canned tuna", "cod loin": "cod", "cod loins": "cod", "calamari rings": "calamari",
  // Everyday names round (decision 208): salmon and tuna by the names on menus and cans.
  "king salmon": "chinook salmon", "farm raised": "farmed", "farmed raised": "farmed", "farmed salmon": "atlantic salmon, farmed",
  "farm raised salmon": "atlantic salmon, farmed", "ahi": "yellowfin tuna",
  "ahi tuna": "yellowfin tuna", "albacore": "white tuna", "albacore tuna": "white tuna",
};

// Milk, cream, yogurt, cheeses.
// prettier-ignore
const dairy: Record<string, string> = {
  "full fat milk": "whole milk", "full cream milk": "whole milk",
  "semi skimmed milk": "reduced fat milk 2", "semi skimmed": "reduced fat milk 2",
  "skimmed milk": "skim milk", "soya": "soy", "double cream": "heavy cream", "single cream": "light cream",
  "natural yogurt": "plain yogurt", "natural yoghurt": "plain yogurt", "monterey jack": "monterey cheese",
  "pepper jack": "monterey cheese", "monterey jack cheese": "monterey cheese",
  "pepper jack cheese": "monterey cheese", "chihuahua cheese": "queso chihuahua",
  // Cheeses by the name USDA files them under.
  "pecorino": "cheese, romano", "pecorino romano": "cheese, romano", "parmigiano reggiano": "parmesan",
  "parmigiano": "parmesan", "grana padano": "parmesan", "oaxaca cheese": "queso asadero",
  "queso oaxaca": "queso asadero", "mexican cheese": "cheese, mexican blend",
  "mexican blend cheese": "cheese, mexican blend", "bocconcini": "mozzarella", "jarlsberg": "swiss cheese",
  "oat drink": "oat milk", "almond drink": "almond milk", "soya drink": "soy milk",
  "soy drink": "soy milk", "rice drink": "rice milk", "non dairy creamer": "coffee creamer",
  "coffee mate": "coffee creamer",
  // Everyday names round (decision 208): the brand for lactose-free milk; an aged goat cheese is the
  // hard one.
  "lactaid": "lactose free", "lactose free": "lactose free", "aged goat cheese": "goat cheese, hard type",
  // Decision 219: whipped butter is SR28's, salted.
  "salted whipped butter": "butter, whipped, with salt", "whipped butter": "butter, whipped, with salt",
};

// Nuts, seeds and their butters.
// prettier-ignore
const nuts: Record<string, string> = {
  "pepitas": "pumpkin seeds", "linseed": "flax seeds", "linseeds": "flax seeds",
  "nutella": "chocolate hazelnut spread", "pili nuts": "pilinuts", "hickory nuts": "hickorynuts",
  "pignoli": "pine nuts", "pinon nuts": "pine nuts", "watermelon seeds": "watermelon seed kernels",
  "hemp hearts": "hemp seed, hulled", "hulled hemp seeds": "hemp seed, hulled",
  "hemp seeds": "hemp seed, hulled", "sesame paste": "tahini",
  "desiccated coconut": "coconut meat, dried, not sweetened",
  "dried coconut": "coconut meat, dried, not sweetened",
  "coconut flakes": "coconut meat, dried, sweetened, flaked", "methi": "fenugreek seed",
  "fenugreek": "fenugreek seed",
  "monkey nuts": "peanuts",
};

// Candy, desserts, crisps and snacks.
// prettier-ignore
const sweets: Record<string, string> = {
  "gummy bears": "candy, gummy", "gummies": "candy, gummy", "gummy worms": "candy, gummy",
  "jelly babies": "candy, gummy", "ice lolly": "popsicle", "ice lollies": "popsicle",
  // A crumble of a fruit is USDA's crisp of it; a bare one is in `alone`, since ground meat's
  // "crumbles" are SR28's own word ("Ground turkey, fat free, pan-broiled crumbles": decision 219).
  "apple crumble": "crisp, apple", "fruit crumble": "crisp", "berry crumble": "crisp, berry",
  "blackberry crumble": "crisp, berry", "blueberry crumble": "crisp, berry",
  "raspberry crumble": "crisp, berry", "cherry crumble": "crisp, cherry", "peach crumble": "crisp, peach",
  "rhubarb crumble": "crisp", "pork scratchings": "pork skin rinds",
  "pork crackling": "pork skin rinds", "chicharrones": "pork skin rinds", "candy floss": "cotton candy",
  "candy cane": "candy, hard", "candy canes": "candy, hard", "fruit snacks": "candy, fruit snacks",
  "peanut butter cups": "chocolate candy, peanut butter filled",
  "peanut butter cup": "chocolate candy, peanut butter filled",
  "reeses": "chocolate candy, peanut butter filled", "pretzel sticks": "pretzels, hard",
  "bbq chips": "potato chips, barbecue flavored", "barbecue chips": "potato chips, barbecue flavored",
  "bbq crisps": "potato chips, barbecue flavored",
  "salt and vinegar chips": "potato chips, other flavored",
  "salt and vinegar crisps": "potato chips, other flavored",
  // Second pass: sweets and snacks by their everyday names.
  "jelly beans": "candies, gumdrops, starch jelly pieces", "jellybeans": "candies, gumdrops, starch jelly pieces",
  "skittles": "candy, fruit flavored pieces", "starburst": "candy, fruit flavored pieces",
  "oatcakes": "crackers, oatmeal", "oat cakes": "crackers, oatmeal",
  // Twelfth round (decision 201): SR28's spellings and USDA's names of everyday sweets.
  "caramel corn": "caramel coated popcorn", "cracker jack": "caramel coated popcorn with peanuts",
  "cracker jacks": "caramel coated popcorn with peanuts", "halva": "halavah", "halvah": "halavah", "salt water taffy": "taffy", "saltwater taffy": "taffy",
  "marshmallow fluff": "marshmallow cream topping", "marshmallow creme": "marshmallow cream topping",
  "rice krispie treat": "cookie, marshmallow, with rice cereal",
  "rice krispie treats": "cookie, marshmallow, with rice cereal",
  "rice krispies treat": "cookie, marshmallow, with rice cereal",
  "rice krispies treats": "cookie, marshmallow, with rice cereal",
  // Everyday names, part B (decision 209): sweets by the name on the pack.
  "peanut m and ms": "chocolate candy, candy shell with nuts", "peanut m and m": "chocolate candy, candy shell with nuts",
  "peppermint patty": "york peppermint pattie", "peppermint patties": "york peppermint pattie",
  "no bake cookies": "cookie, no bake", "no bake cookie": "cookie, no bake",
  "slice and bake": "refrigerated dough, baked",
  "eggo": "frozen", "eggos": "frozen waffle", "stovetop popcorn": "popcorn, popped in oil",
  "soda crackers": "crackers, saltines", "soda cracker": "crackers, saltines",
  // Decision 219: chocolate-covered raisins are milk chocolate ones, espresso beans dark chocolate
  // ones, as SR28 has them (the bare raisins and beans were read).
  "chocolate covered raisins": "milk chocolate coated raisins", "raisinets": "milk chocolate coated raisins",
  "chocolate raisins": "milk chocolate coated raisins", "chocolate coated raisins": "milk chocolate coated raisins",
  "chocolate covered espresso beans": "dark chocolate coated coffee beans",
  "chocolate covered coffee beans": "dark chocolate coated coffee beans",
  "chocolate espresso beans": "dark chocolate coated coffee beans",
  "m and ms with peanuts": "chocolate candy, candy shell with nuts", "pecan sandies": "cookies, shortbread, pecan",
  "hot fudge sundae": "ice cream sundae, hot fudge topping", "sun chips": "sunchips", "soy crisps": "soy chips",
  "lays chips": "potato chips", "lays potato chips": "potato chips", "cheez its": "crackers, cheese",
  "cheez it": "crackers, cheese", "cheezits": "crackers, cheese",
  "glazed donut": "doughnuts, yeast-leavened, glazed", "glazed doughnut": "doughnuts, yeast-leavened, glazed",
};

// Coffee, tea, soft drinks, beer, spirits.
// prettier-ignore
const drinks: Record<string, string> = {
  "americano": "coffee, brewed", "long black": "coffee, brewed", "filter coffee": "coffee, brewed",
  "drip coffee": "coffee, brewed", "cold brew": "iced coffee, brewed",
  "cold brew coffee": "iced coffee, brewed", "peppermint tea": "tea, hot, herbal",
  "mint tea": "tea, hot, herbal", "camomile tea": "chamomile tea", "fruit tea": "tea, hot, herbal",
  "sweet tea": "tea, iced, brewed, black, pre-sweetened with sugar", "ginger ale": "ginger ale",
  "root beer": "soft drink, root beer", "red bull": "energy drink, red bull", "monster energy": "energy drink",
  "gatorade": "sports drink", "powerade": "sports drink", "lager": "beer", "ale": "beer", "stout": "beer",
  "pale ale": "beer", "ipa": "beer", "pint of beer": "beer", "whisky": "whiskey",
  "scotch whisky": "scotch", "frappuccino": "frozen coffee drink", "frappe": "frozen coffee drink",
  // Decision 228: a frozen mocha or frozen latte is the blended drink, as a frappuccino is.
  "frozen mocha": "frozen mocha coffee drink", "frozen mochas": "frozen mocha coffee drink",
  "frozen latte": "frozen coffee drink", "frozen lattes": "frozen coffee drink",
  "frozen coffee": "frozen coffee drink",
  "vitamin water": "water, enhanced", "and coke": "and cola", "and diet coke": "and diet cola",
  "vodka tonic": "vodka and tonic", "gin tonic": "gin and tonic", "sake": "wine, rice",
  "fizzy drink": "soft drink", "fizzy drinks": "soft drink", "fizzy water": "carbonated water",
  "builders tea": "tea with milk", "milky tea": "tea with milk",
  "espresso shot": "espresso", "shot of espresso": "espresso",
  "decaf": "decaffeinated", "clamato": "clam and tomato juice",
  // Everyday names, part B (decision 209): wines by their other names, drinks by the brand.
  "shiraz": "syrah", "alcohol free": "non alcoholic", "alcohol free wine": "wine, nonalcoholic",
  "non alcoholic wine": "wine, nonalcoholic", "7 up": "lemon lime soda", "seven up": "lemon lime soda",
  "hot cocoa mix": "hot chocolate, dry mix", "hot chocolate mix": "hot chocolate, dry mix",
  "hot chocolate packet": "hot chocolate, dry mix", "hot cocoa packet": "hot chocolate, dry mix",
  "swiss miss": "hot chocolate, dry mix",
  // Decision 213: a zero-sugar cola is the diet one; Pepsi is a cola.
  "coke zero": "diet cola", "pepsi zero": "diet cola", "pepsi max": "diet cola", "diet pepsi": "diet cola",
  "pepsi": "cola",
  // "With splenda" after its comma, so the drink stays the food ("iced tea with splenda" was coffee).
  "splenda": "low calorie sweetener", "with splenda": ", pre-sweetened with low calorie sweetener",
  "sweetened with splenda": "pre-sweetened with low calorie sweetener",
  "sweet green tea": "green tea, pre-sweetened with sugar",
  "sweet green iced tea": "iced green tea, brewed, pre-sweetened with sugar",
  // Decision 219: a caramel macchiato is a flavoured latte (a macchiato is two ounces of espresso);
  // La Croix is flavoured sparkling water.
  "caramel macchiato": "flavored latte", "iced caramel macchiato": "flavored iced latte",
  "la croix": "water, carbonated, flavored", "lacroix": "water, carbonated, flavored",
  // Decision 226: beers by the name on the tap or the can ("a pint of guinness" was read as
  // nothing); the light ones are USDA's light beer. SR28 names Budweiser's own.
  "guinness": "beer", "porter": "beer", "heineken": "beer", "corona": "beer", "modelo": "beer",
  "stella artois": "beer", "coors light": "beer, light", "miller lite": "beer, light",
  "michelob ultra": "beer, light",
};

// Sauces, spreads, sugars.
// prettier-ignore
const condiments: Record<string, string> = {
  "brown sauce": "steak sauce", "hp sauce": "steak sauce", "hot sauce": "hot pepper sauce",
  "guac": "guacamole",
  // Chocolate sauce on ice cream is USDA's chocolate syrup (it was "Sauce, NFS" at 0.54).
  "chocolate sauce": "chocolate syrup",
  "sriracha": "hot pepper sauce", "tabasco": "hot pepper sauce", "icing sugar": "sugar, powdered",
  "powdered sugar": "sugar, powdered", "confectioners sugar": "sugar, powdered",
  "caster sugar": "sugar, white", "granulated sugar": "sugar, white", "sweetener": "sugar substitute",
  "stevia": "sugar substitute, stevia", "treacle": "molasses", "black treacle": "molasses",
  "aioli": "garlic sauce", "apple butter": "fruit butters, apple",
  // Second pass: oils, syrups, sugars, spreads and creams by the names people use.
  "evoo": "olive oil", "bacon grease": "animal fat, bacon grease", "bacon drippings": "animal fat, bacon grease", "agave nectar": "agave liquid sweetener", "agave syrup": "agave liquid sweetener",
  "demerara sugar": "sugar, turbinado", "raw sugar": "sugar, turbinado", "sugar in the raw": "sugar, turbinado",
  "sweet relish": "pickle relish, sweet", "hot dog relish": "pickle relish, hot dog",
  "marmite": "yeast extract spread", "vegemite": "yeast extract spread", "cool whip": "whipped topping",
  "squirty cream": "cream, whipped, cream topping, pressurized",
  "spray cream": "cream, whipped, cream topping, pressurized",
  "aerosol cream": "cream, whipped, cream topping, pressurized",
  "queso dip": "cheese dip",
};

// Dishes named otherwise: British, Indian, Chinese, Japanese, Middle Eastern.
// prettier-ignore
const dishes: Record<string, string> = {
  "spag bol": "pasta with tomato-based sauce and meat",
  "spaghetti bolognese": "pasta with tomato-based sauce and meat",
  "spaghetti bolognaise": "pasta with tomato-based sauce and meat", "cottage pie": "shepherd's pie",
  "chilli con carne": "chili con carne", "chilli": "chili", "chicken tikka masala": "chicken curry",
  "chicken tikka": "chicken curry", "butter chicken": "chicken curry", "chicken korma": "chicken curry",
  "california roll": "sushi roll, california", "grilled cheese": "grilled cheese sandwich",
  "grilled cheese sandwich": "grilled cheese sandwich", "spring rolls": "meatless egg roll",
  "spring roll": "meatless egg roll", "gyoza": "dumpling or pot sticker",
  "potstickers": "dumpling or pot sticker", "pot stickers": "dumpling or pot sticker",
  "onion bhaji": "pakora", "onion bhajis": "pakora", "bhaji": "pakora", "kebab": "kabob",
  "kebabs": "kabob", "doner kebab": "gyro", "donair": "gyro", "french dip": "french dip sandwich",
  "french dip sandwich": "french dip sandwich", "ham wrap": "ham sandwich wrap",
  "turkey wrap": "turkey sandwich wrap", "tuna wrap": "tuna salad sandwich wrap",
  "fish wrap": "fish wrap sandwich", "chicken salad wrap": "chicken salad sandwich wrap",
  "sausage biscuit": "sausage biscuit sandwich", "sausage biscuit sandwich": "sausage biscuit sandwich",
  "bacon biscuit": "bacon biscuit sandwich", "bacon biscuit sandwich": "bacon biscuit sandwich",
  "ham biscuit": "ham biscuit sandwich", "ham biscuit sandwich": "ham biscuit sandwich",
  "eggplant parm": "eggplant parmesan casserole", "eggplant parmesan": "eggplant parmesan casserole",
  "aubergine parmigiana": "eggplant parmesan casserole", "baba ganoush": "eggplant dip",
  "baba ghanoush": "eggplant dip",
  // Second pass: American plates named otherwise.
  "breakfast burrito": "egg burrito", "breakfast burritos": "egg burrito",
  "jalapeno poppers": "stuffed jalapeno pepper", "jalapeno popper": "stuffed jalapeno pepper",
  // Twelfth round (decision 201): dolmas are stuffed grape leaves; an eclair is USDA's cream puff.
  "dolmas": "stuffed grape leaves", "dolma": "stuffed grape leaves", "dolmades": "stuffed grape leaves",
  "dolmathes": "stuffed grape leaves", "eclair": "cream puff, eclair", "eclairs": "cream puff, eclair",
  "chocolate eclair": "cream puff, eclair, iced", "chocolate eclairs": "cream puff, eclair, iced",
  // Everyday names round (decision 208): what a menu calls USDA's dishes. A supreme pizza has meat
  // and vegetables; a combination or house special chow mein various meats; a cold cut sandwich
  // several meats; a McGriddle is a sandwich on griddle cakes.
  "supreme pizza": "pizza with meat and vegetables", "combination chow mein": "chow mein, various types of meat",
  "house special chow mein": "chow mein, various types of meat", "cold cut sandwich": "multiple meat sandwich",
  "italian cold cut sandwich": "multiple meat sandwich", "mcgriddle": "griddle pancake sandwich",
  "chef boyardee ravioli": "ravioli, meat-filled, with tomato sauce, canned",
  // Decision 219: a pulled pork sandwich is USDA's barbecue pork one; a chicken wrap its chicken
  // fillet wrap, grilled unless said crispy or fried.
  "pulled pork sandwich": "barbecue pork sandwich", "chicken wrap": "chicken fillet wrap sandwich",
  "grilled chicken wrap": "chicken fillet wrap sandwich, grilled",
  "chicken caesar wrap": "chicken fillet wrap sandwich, grilled",
  "crispy chicken wrap": "chicken fillet wrap sandwich, fried",
  // Decision 226: a tuna melt is a tuna salad sandwich with cheese, toasted (it was read as
  // nothing: "melt" was the head); tacos al pastor are pork tacos on corn tortillas.
  "tuna melt": "tuna salad sandwich on white, with cheese",
  "tacos al pastor": "taco, corn tortilla, pork", "taco al pastor": "taco, corn tortilla, pork",
  "al pastor tacos": "taco, corn tortilla, pork", "al pastor taco": "taco, corn tortilla, pork",
  // Decision 228: loaded potato skins have cheese and bacon.
  "loaded potato skins": "potato skins, with cheese and bacon", "loaded potato skin": "potato skins, with cheese and bacon",
  // Decision 228: a yogurt-coated bar's coating is USDA's non-chocolate one.
  "yogurt coated granola bar": "granola bar, coated with non-chocolate coating",
  "yogurt covered granola bar": "granola bar, coated with non-chocolate coating",
  "yogurt coated granola bars": "granola bar, coated with non-chocolate coating",
  "yogurt covered granola bars": "granola bar, coated with non-chocolate coating",
  // Decision 228: a Hawaiian pizza has ham and pineapple, USDA's pizza with meat and fruit.
  "hawaiian pizza": "pizza with meat and fruit", "hawaiian pizzas": "pizza with meat and fruit",
  "ham and pineapple pizza": "pizza with meat and fruit", "pizza with ham and pineapple": "pizza with meat and fruit",
};

// Chains' names (written as people write them, apostrophes dropped by the matcher's word form) are
// where the food came from: USDA's "from fast food" rows ("mcdonald's fries" were any fries); KFC's,
// Popeyes' and Chick-fil-A's chicken is fried. A Big Mac (read as Easy Mac, macaroni and cheese, at
// 0.15) is a double cheeseburger (describeMeal.ts, since "big" reads as a size).
// prettier-ignore
const chains: Record<string, string> = {
  "mcdonalds": "fast food", "mcdonald s": "fast food", "burger king": "fast food", "wendys": "fast food",
  "wendy s": "fast food", "taco bell": "fast food", "five guys": "fast food", "in n out": "fast food",
  "jack in the box": "fast food", "arbys": "fast food", "carls jr": "fast food", "dairy queen": "fast food",
  "kfc": "fast food fried", "popeyes": "fast food fried", "chick fil a": "fried chicken", "chick fil": "fried chicken",
  "chickfila": "fried chicken", "starbucks": "", "dunkin": "", "dunkin donuts": "", "costco": "",
  "dominos": "", "domino s": "", "pizza hut": "", "papa johns": "", "subway": "",
  // Decision 219: the chains' items by the generic food a nutritionist would log, their size by the
  // patty (a Whopper's quarter pound is FNDDS's large patty, a Quarter Pounder's its medium one).
  // They were understood as nothing ("mcnuggets") or as their other word ("egg" of "egg mcmuffin").
  "whopper": "hamburger, from fast food, 1 large patty",
  "whopper with cheese": "cheeseburger, from fast food, 1 large patty",
  "double whopper": "double hamburger, from fast food, 2 large patties",
  "whopper jr": "hamburger, from fast food, 1 small patty",
  "quarter pounder": "hamburger, from fast food, 1 medium patty",
  "quarter pounder with cheese": "cheeseburger, from fast food, 1 medium patty",
  "big mac": "double cheeseburger, from fast food, 2 small patties",
  "mcnuggets": "chicken nuggets, from fast food", "chicken mcnuggets": "chicken nuggets, from fast food",
  "mcchicken": "chicken fillet sandwich, fried, from fast food",
  "egg mcmuffin": "egg sandwich on english muffin, with ham", "mcmuffin": "egg sandwich on english muffin, with ham",
  "sausage mcmuffin": "sausage english muffin sandwich",
  "sausage mcmuffin with egg": "egg sandwich on english muffin, with sausage",
  "sausage egg mcmuffin": "egg sandwich on english muffin, with sausage",
  "filet o fish": "fish sandwich, fried, from fast food, with cheese",
  "fillet o fish": "fish sandwich, fried, from fast food, with cheese",
  "chicken fries": "chicken tenders or strips, breaded, from fast food",
  // A shawarma is a doner kebab, USDA's gyro; an acai or smoothie bowl a thick fruit smoothie.
  "shawarma": "gyro sandwich", "acai bowl": "fruit smoothie, with whole fruit, no dairy",
  "smoothie bowl": "fruit smoothie, with whole fruit, no dairy",
};

// How it was cooked, as people say it, in USDA's cooking words.
// prettier-ignore
const cooking: Record<string, string> = {
  "air fried": "baked", "airfried": "baked", "air fryer": "baked", "oven baked": "baked",
  "oven roasted": "roasted", "pan fried": "fried", "deep fried": "fried", "shallow fried": "fried",
  "chargrilled": "grilled", "char grilled": "grilled", "flame grilled": "grilled", "pan seared": "sauteed",
  "seared": "sauteed", "tinned": "canned",
  // Where it came from (decision 209): a diner's or a restaurant's food is USDA's restaurant row.
  "from a diner": "from restaurant", "diner": "restaurant", "from a restaurant": "from restaurant",
};

export const englishFoodWords: Record<string, string> = {
  ...fruits,
  ...vegetables,
  ...pantry,
  ...legumes,
  ...grains,
  ...meats,
  ...poultry,
  ...fish,
  ...dairy,
  ...nuts,
  ...sweets,
  ...drinks,
  ...condiments,
  ...dishes,
  ...chains,
  ...cooking,
};

// Words that mean one food alone and another inside a longer name.
// prettier-ignore
export const englishNamesAlone: Record<string, string> = {
  // A bare "cereal" is breakfast cereal from the box, not a cooked hot cereal; a bare "cake" any cake
  // (USDA's "Cake or cupcake, NFS", not its first cream cake); a bare "cabbage" the ordinary green one.
  "cereal": "cereal, ready-to-eat", "cake": "cake or cupcake", "cabbage": "cabbage, green",
  // A bare "chocolate" is chocolate candy (as "chocolate" is in Spanish), not dark chocolate.
  "chocolate": "chocolate candy",
  // A chocolate cake is iced with chocolate; USDA's shortest name for it is the flourless one.
  "chocolate cake": "cake or cupcake, chocolate with chocolate icing",
  // Named bare, the everyday American dish, not USDA's first (regional or meatless) row: lasagna with
  // meat, meatballs in sauce (not Puerto Rican style), potato salad with mayonnaise (not German
  // style), New England clam chowder (Manhattan's is the tomato one), string cheese as part-skim
  // mozzarella.
  "lasagna": "lasagna with meat", "meatballs": "meatballs with sauce",
  "meatball": "meatballs with sauce",
  "potato salad": "potato salad, made with mayonnaise", "clam chowder": "soup, new england clam chowder",
  "string cheese": "cheese, mozzarella, part skim",
  // "Crisps" are potato chips; "apple crisps" are not. A bare "chips" is American potato chips
  // (it read as "Chips, rice"); "tortilla chips" and "pita chips" are not.
  "crisps": "potato chips", "chips": "potato chips", "bag of chips": "potato chips",
  // "Mash" is mashed potatoes; "sweet potato mash" is not.
  "mash": "mashed potatoes", "mashed potato": "mashed potatoes",
  // "Pita" is the bread; "pita chips" are not.
  "pita": "pita bread", "pitta": "pita bread", "macaroni": "pasta", "tofu": "tofu, raw, regular",
  "sweets": "candy", "wedges": "potato wedges", "slaw": "coleslaw", "bitter": "beer", "bourbon": "whiskey",
  "bolognese": "pasta with tomato-based sauce and meat", "wholemeal": "whole wheat bread",
  "tikka masala": "chicken curry", "korma": "chicken curry", "fudge": "chocolate candy, fudge",
  "toastie": "grilled cheese sandwich", "cheese toastie": "grilled cheese sandwich",
  // An egg roll named bare is the pork one; "egg roll with shrimp" is not.
  "egg roll": "egg roll, with beef and/or pork", "egg rolls": "egg roll, with beef and/or pork",
  // Brands named for the generic food USDA has.
  "rice krispies": "cereal, rice crispy", "cheerios": "cereal, o's",
  "honey nut cheerios": "cereal, o's, honey nut", "frosted flakes": "cereal, corn flakes, flavored",
  "frosties": "cereal, corn flakes, flavored", "coco pops": "cereal, chocolate crispy",
  "pepsi": "soft drink, cola", "diet pepsi": "soft drink, cola, diet",
  "dr pepper": "soft drink, pepper type", "ginger ale": "soft drink, ginger ale",
  "7up": "soft drink, fruit flavored, caffeine free", "milk chocolate": "candies, milk chocolate",
  "chocolate bar": "chocolate candy", "candy bar": "chocolate candy",
  // Alone, these are a drink, a dish, a food; inside a name, a word of another.
  "tonic": "tonic water", "port": "wine, dessert, sweet", "sherry": "wine, dessert, sweet",
  "ensure": "nutritional drink or shake, ready-to-drink", "cuppa": "tea", "curd": "plain yogurt",
  "lollies": "candy", "snags": "sausage", "roast turkey": "turkey, light and dark meat, roasted",
  "goldfish crackers": "crackers, cheese", "goldfish": "crackers, cheese",
  "ritz crackers": "crackers, butter", "ritz": "crackers, butter", "wheat thins": "crackers, wheat",
  "energy bar": "nutrition bar", "fruit loops": "cereal, fruit rings",
  "froot loops": "cereal, fruit rings", "lucky charms": "cereal, frosted oats with marshmallows",
  "velveeta": "cheese, processed cheese food",
  // Named alone; inside USDA's own names ("with cream or white sauce", "beef stew meat") they stay.
  "bechamel": "white sauce or gravy", "bechamel sauce": "white sauce or gravy",
  "white sauce": "white sauce or gravy", "vinaigrette": "italian dressing, made with vinegar and oil",
  "balsamic vinaigrette": "italian dressing, made with vinegar and oil", "stew meat": "beef, stew meat",
  "dill": "dill weed", "flour": "wheat flour, white, all-purpose, enriched", "stock": "soup, broth",
  "cream of mushroom": "soup, cream of mushroom", "cream of chicken": "soup, cream of chicken",
  "fat free yogurt": "yogurt, nonfat milk, plain", "nonfat yogurt": "yogurt, nonfat milk, plain",
  "low fat yogurt": "yogurt, low fat milk, plain", "cooking spray": "oil, pam cooking spray",
  // In American English a bare "relish" is pickle relish; "corn relish" is not.
  "relish": "relish, pickle", "pringles": "potato chips, restructured",
  // Eleventh round (decision 197): caramels are the candy (a bare plural read as caramel dip);
  // dried fruit, named alone, is USDA's "Dried, fruit, NFS", not any fruit.
  "caramels": "caramel candy", "crumble": "crisp",
  // Decision 219: Wendy's Frosty is soft serve; popcorn chicken bites of breaded chicken; ice cubes
  // are frozen water (they were Italian ice; a bare "ice" is not read so, or the names builder
  // would call tap water "hielo"); a Babybel is an Edam.
  "frosty": "ice cream, soft serve, chocolate", "monster": "energy drink", "lays": "potato chips",
  // Alone, since inside a name they are other words ("hot fudge topping" of a sundae; Spanish
  // "maduro" is ripe).
  "hot fudge": "chocolate syrup, fudge-type", "hot fudge sauce": "chocolate syrup, fudge-type",
  // Protein bars by the brand on the wrapper are USDA's nutrition bar; Celsius a sugar-free energy
  // drink.
  "quest bar": "nutrition bar", "rxbar": "nutrition bar", "rx bar": "nutrition bar",
  "built bar": "nutrition bar", "think bar": "nutrition bar", "celsius": "energy drink, sugar free",
  // Decision 226: brands SR28 has a row of, by the brand alone or with what it is (they were
  // read as a breakfast bar, any candy, a cola, tomato juice or a sandwich spread).
  "toblerone": "candies, toblerone, milk chocolate with honey and almond nougat",
  "toblerone bar": "candies, toblerone, milk chocolate with honey and almond nougat",
  "rolo": "candies, rolo caramels in milk chocolate", "rolos": "candies, rolo caramels in milk chocolate",
  "rolo candy": "candies, rolo caramels in milk chocolate",
  "zevia": "beverages, zevia, cola", "zevia cola": "beverages, zevia, cola", "zevia soda": "beverages, zevia, cola",
  "smart balance": "margarine-like spread, smart balance regular buttery spread",
  "smart balance buttery spread": "margarine-like spread, smart balance regular buttery spread",
  "benecol": "margarine-like spread, benecol light spread", "benecol spread": "margarine-like spread, benecol light spread",
  "benecol light": "margarine-like spread, benecol light spread",
  "clamato": "beverages, clam and tomato juice, canned", "clamato juice": "beverages, clam and tomato juice, canned",
  "cranapple": "beverages, ocean spray, cranberry-apple juice drink, bottled",
  "cranapple juice": "beverages, ocean spray, cranberry-apple juice drink, bottled",
  "liver and onions": "liver, beef or calves, and onions",
  // A KIND bar is nuts and fruit, USDA's fruit and nut bar (decision 226; it was a breakfast bar).
  "kind bar": "cereal or granola bar, fruit and nut",
  "maduros": "fried yellow plantains", "popcorn chicken": "chicken nuggets",
  "ice cubes": "water, tap", "babybel": "cheese, gouda or edam",
  // A cheese stick is string cheese (mozzarella sticks are named so); it was a fish stick.
  "cheese stick": "cheese, mozzarella, part skim", "cheese sticks": "cheese, mozzarella, part skim",
  // A McFlurry or a Blizzard is soft serve blended with candy or cookies.
  "mcflurry": "soft serve, blended with candy or cookies",
  "blizzard": "soft serve, blended with candy or cookies",
  // Ramen named bare is a bowl of it (USDA's "Ramen bowl"), now that a ramen bowl is one word.
  "ramen": "ramen bowl", "bowl of ramen": "ramen bowl", "dried fruit": "dried, fruit", "mixed dried fruit": "dried, fruit",
  // Pho named bare is the beef noodle soup (USDA's meatless one was read); a poke bowl is raw fish
  // on rice, nearest USDA's sushi (it read as cooked poke greens, a weed); a bare sushi roll is
  // sushi, not USDA's first roll (eel); a bare milkshake any shake, not the chocolate one.
  "pho": "soup, pho, with meat", "poke bowl": "sushi", "poke": "sushi", "sushi roll": "sushi",
  "sushi rolls": "sushi", "beef pho": "soup, pho, with meat", "chicken pho": "soup, pho, with meat",
  "pho bo": "soup, pho, with meat", "pho ga": "soup, pho, with meat", "ahi poke": "sushi",
  "salmon roll": "sushi roll, salmon", "tuna roll": "sushi roll tuna", "spicy tuna roll": "sushi roll tuna",
  // Found typing meals into Describe (decision 234): whey protein is USDA's whey-based powder mix (it
  // was not understood), a turkey club the club sandwich, nigiri sushi topped with its fish, pad thai
  // noodles the dish, a bare stir fry the vegetables stir-fried (it was stir-fried mushrooms), a
  // Snickers the nougat bar with nuts (it was an SR28 protein bar at 0.15).
  "whey protein": "nutritional powder mix, whey based", "whey protein powder": "nutritional powder mix, whey based",
  "whey protein shake": "nutritional powder mix, whey based", "turkey club": "club sandwich",
  "turkey club sandwich": "club sandwich", "salmon nigiri": "sushi, topped with salmon",
  "shrimp nigiri": "sushi, topped with shrimp", "eel nigiri": "sushi, topped with eel", "nigiri": "sushi",
  "pad thai noodles": "pad thai", "stir fry": "asian stir fry vegetables, cooked, fat added",
  "vegetable stir fry": "asian stir fry vegetables, cooked, fat added",
  "veggie stir fry": "asian stir fry vegetables, cooked, fat added",
  // A slice of lemon in a tea is how it was served: "tea with lemon" was ginger tea, every tea
  // lacking the lemon alike, where a bare tea is the black one.
  "tea with lemon": "tea, hot, leaf, black", "hot tea with lemon": "tea, hot, leaf, black",
  "black tea with lemon": "tea, hot, leaf, black",
  // Breakfast sausage, in patties or links, is pork sausage (a sausage patty was a tuna cake), and
  // a salad with chicken a garden salad with it, not USDA's chicken salad made with mayonnaise
  // (found by the typed meals, decision 235).
  "sausage patty": "pork sausage", "breakfast sausage": "pork sausage", "breakfast sausage patty": "pork sausage",
  "sausage link": "pork sausage", "breakfast sausage link": "pork sausage",
  "salad with chicken": "chicken garden salad", "salad with grilled chicken": "chicken garden salad",
  "salad with chicken breast": "chicken garden salad",
  "snickers": "chocolate candy, nougat filled with nuts", "snickers bar": "chocolate candy, nougat filled with nuts",
  // Decision 239: wings said bare are a bar's or a wing place's, fried and coated ("6 wings" were
  // baked at home); a movie's popcorn is served buttered (it was the row without butter, and
  // "popcorn at the movies" was not the movie theater's).
  "wings": "chicken wing, fried, coated, from restaurant",
  "movie popcorn": "popcorn, movie theater, with added butter",
  "movie theater popcorn": "popcorn, movie theater, with added butter",
  "movie theatre popcorn": "popcorn, movie theater, with added butter",
  "cinema popcorn": "popcorn, movie theater, with added butter",
  "popcorn at the movies": "popcorn, movie theater, with added butter",
  "popcorn at the movie theater": "popcorn, movie theater, with added butter",
};

// The lists name a food once, in the number people mostly use; they read it in the other number too
// ("hemp heart", "pili nut", "mcflurries"), and a name the model turns round at a comma in the order
// the list has ("kiwi, golden", "cheese, chihuahua": decision 201). A word alone keeps its own number
// ("crisps" are potato chips, a "crisp" a dessert) but has its plural.
const otherNumber = (phrase: string): string => {
  const last = phrase.split(" ").at(-1)!;
  const stem = phrase.slice(0, phrase.length - last.length);
  // A short last word has a plural only in "s" after a consonant: "quest bars", "kind bars" were
  // not read (decision 226); "tea", "pie" and "gas" stay as they are.
  if (last.length <= 3) return /^[a-z]{2}[^aeiosuy]$/.test(last) && last !== phrase ? `${phrase}s` : phrase;
  if (/[^aeiou]ies$/.test(last)) return `${stem}${last.slice(0, -3)}y`;
  if (/(s|sh|ch|x)es$/.test(last)) return `${stem}${last.slice(0, -2)}`;
  if (/[^su]s$/.test(last)) return `${stem}${last.slice(0, -1)}`;
  if (/[^aeiou]y$/.test(last)) return `${stem}${last.slice(0, -1)}ies`;
  if (/(s|sh|ch|x)$/.test(last)) return `${stem}${last}es`;
  return `${stem}${last}s`;
};
const withOtherNumber = (list: Record<string, string>, alone: boolean): Record<string, string> => {
  const read: Record<string, string> = { ...list };
  for (const [phrase, food] of Object.entries(list)) {
    // A word alone is read in the plural too ("mcflurries", "cakes"), never a plural in the singular.
    if (alone && !phrase.includes(" ") && phrase.endsWith("s")) continue;
    const other = otherNumber(phrase);
    if (other !== phrase && !(other in list)) read[other] = food;
  }
  return read;
};
interface EnglishTables {
  anywhere: Record<string, string>;
  alone: Record<string, string>;
  pattern: RegExp;
}
let tables: EnglishTables | undefined;

/**
 * The lists in both numbers and the pattern of every `anywhere` phrase, longest first: made by the
 * first name read, not when the module is evaluated (a server's start reads none; decision 206).
 */
function englishTables(): EnglishTables {
  if (tables) return tables;
  const anywhere = withOtherNumber(englishFoodWords, false);
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const pattern = new RegExp(
    `\\b(${Object.keys(anywhere)
      .sort((a, b) => b.length - a.length)
      .map(escape)
      .join("|")})\\b`,
    "g",
  );
  tables = { anywhere, alone: withOtherNumber(englishNamesAlone, true), pattern };
  return tables;
}

/** Whether the tables have been made in this process (a server's start must not make them). */
export const englishTablesMade = (): boolean => tables !== undefined;

/** "kiwi, golden" as "golden kiwi" where the lists have that name. */
function listOrder(text: string, { alone, anywhere }: EnglishTables): string {
  const turned = /^([a-z ]+), ([a-z ]+)$/.exec(text);
  if (!turned) return text;
  const name = `${turned[2]} ${turned[1]}`;
  return name in alone || name in anywhere ? name : text;
}

/** A name in the matcher's word form, with the list's everyday words in USDA's. */
export function readEnglishWords(text: string): string {
  const lists = englishTables();
  const name = listOrder(text, lists);
  return (lists.alone[name] ?? name).replace(lists.pattern, (phrase) => lists.anywhere[phrase] ?? phrase);
}
