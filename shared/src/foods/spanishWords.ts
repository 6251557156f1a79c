// The food words of Chilean and Spain Spanish, written group by group from the USDA food groups
// (FNDDS/WWEIA: fruits, vegetables, herbs, legumes, grains, pasta, fish and shellfish, meats,
// poultry, eggs, dairy, nuts and seeds, sweets, drinks, condiments, mixed dishes), each mapped to
// the English words that reach its USDA food. Chilean words first, then Spain's and other Latin
// American ones; written without accents (the matcher folds "plátano" to "platano"). Plurals are
// read through their singular (spanish.ts `singular`), so a plural is listed only where it is a
// different word or where the singular means something else.
//
// A word here is a whole phrase of the list: spanish.ts reads the longest phrase first and keeps
// its own, older entries where both name one ("merluza").

// prettier-ignore
const fruits: Record<string, string> = {
  "freson": "strawberries", "fresones": "strawberries", "frutillas con crema": "strawberries with cream",
  "arandano azul": "blueberries", "arandanos azules": "blueberries", "arandano rojo": "cranberries",
  "zarzamora": "blackberries", "zarzamoras": "blackberries", "grosella": "currants", "grosellas": "currants",
  "cassis": "black currants", "ciruela pasa": "prunes", "ciruelas pasas": "prunes", "pasa": "raisins",
  "uva pasa": "raisins", "uvas pasas": "raisins", "nectarin": "nectarine", "nectarina": "nectarine",
  "pelon": "nectarine", "pelones": "nectarine", "albaricoque": "apricot", "melocoton": "peach",
  "melocotones": "peaches", "melocoton en almibar": "peaches in syrup", "durazno en almibar": "peaches in syrup",
  "manzana verde": "apple", "manzana roja": "apple",
  "toronja": "grapefruit", "limon sutil": "lime", "limon de pica": "lime", "clementina": "clementine",
  "clementinas": "clementine", "banano": "banana", "guineo": "banana", "anana": "pineapple", "ananas": "pineapple",
  "fruta de la pasion": "passion fruit", "granadilla": "passion fruit", "breva": "figs", "brevas": "figs",
  "datil": "dates", "guinda": "sour cherries", "guindas": "sour cherries", "carambola": "starfruit",
  "lichi": "lychee", "lichis": "lychee", "pitahaya": "dragon fruit", "pitaya": "dragon fruit",
  "tamarindo": "tamarind", "higo chumbo": "prickly pears",
  "chumbo": "prickly pears", "guanabana": "soursop, raw", "graviola": "soursop, raw",
  "melon verde": "honeydew", "macedonia": "fruit salad", "macedonia de frutas": "fruit salad",
  "ensalada de frutas": "fruit salad", "ensalada de fruta": "fruit salad", "fruta picada": "fruit salad",
  "compota": "applesauce", "compota de manzana": "applesauce", "pure de manzana": "applesauce",
  "palta hass": "avocado", "uva verde": "grapes", "uva negra": "grapes", "uva morada": "grapes",
  "mango verde": "mango", "coco rallado": "shredded coconut", "manzana asada": "baked apple",
  "manzanas asadas": "baked apple", "tomates secos": "sun-dried tomatoes", "tomate seco": "sun-dried tomatoes", "platano maduro": "banana",
  "platano verde": "plantain", "platano macho": "plantain",
  // Thirteenth round (decision 202): orejones are Spain's dried apricots; Corinth raisins are
  // zante currants; cherries "al marrasquino" are maraschino cherries.
  "orejones": "dried apricots", "orejon": "dried apricots", "pasas de corinto": "zante currants",
  "cerezas marrasquino": "maraschino cherries", "cerezas al marrasquino": "maraschino cherries",
  "guindas al marrasquino": "maraschino cherries", "marrasquino": "maraschino cherries",
  // Decision 210: Venezuela's parchita is the passion fruit; Mexico's chabacano the apricot.
  "parchita": "passion fruit", "parchitas": "passion fruit", "chabacano": "apricot", "chabacanos": "apricots",
  // Decision 231: dried bananas are USDA's dehydrated ones ("plátano deshidratado" was a raw banana);
  // Spain's and Mexico's navel orange.
  "platano deshidratado": "dehydrated bananas", "platanos deshidratados": "dehydrated bananas",
  "banana deshidratada": "dehydrated bananas", "bananas deshidratadas": "dehydrated bananas",
  "naranja de ombligo": "navel oranges", "naranjas de ombligo": "navel oranges", "naranja navel": "navel oranges",
};

// Leafy greens, roots, squashes, seaweeds: the vegetable groups.
// prettier-ignore
const vegetables: Record<string, string> = {
  // Decision 231: Chile's lechuga escarola and repollada are the crisphead (iceberg) lettuce; Spain's
  // escarola is the escarole.
  "lechuga escarola": "iceberg lettuce", "lechuga repollada": "iceberg lettuce", "escarola": "escarole", "endibia": "witloof chicory", "endivia": "witloof chicory", "endibias": "witloof chicory", "endivias": "witloof chicory",
  "canonigo": "cornsalad", "canonigos": "cornsalad", "lechuga de campo": "cornsalad", "rugula": "arugula",
  "arugula": "arugula", "berro": "watercress", "berros": "watercress", "col rizada": "kale", "kale": "kale",
  "col": "green cabbage", "coles": "green cabbage", "repollo morado": "red cabbage", "lombarda": "red cabbage",
  "col lombarda": "red cabbage", "coles de bruselas": "brussels sprouts", "repollito de bruselas": "brussels sprouts",
  "brecol": "broccoli", "hinojo": "fennel", "porro": "leek", "puerros": "leek", "cebolla morada": "red onion",
  "cebolla roja": "red onion", "cebolleta": "green onion", "cebolla de verdeo": "green onion",
  "chalota": "shallots", "chalotas": "shallots", "chalote": "shallots",
  "echalote": "shallots", "ajo porro": "leek", "cabeza de ajo": "garlic", "diente de ajo": "garlic",
  "rabanos": "radishes", "rabanito": "radishes", "chirivia": "parsnips",
  "colinabo": "rutabaga", "tomate cherry": "cherry tomatoes", "tomates cherry": "cherry tomatoes",
  "tomate perita": "tomatoes", "tomate seco": "sun-dried tomatoes", "tomates secos": "sun-dried tomatoes",
  "morron": "bell pepper", "morrones": "bell peppers", "pimiento rojo": "red bell pepper",
  "pimiento verde": "green bell pepper", "pimenton rojo": "red bell pepper", "pimenton verde": "green bell pepper",
  "aji verde": "hot pepper", "aji cacho de cabra": "hot pepper", "jalapeno": "jalapeno peppers",
  "jalapenos": "jalapeno peppers", "chile": "hot pepper", "berenjenas": "eggplant",
  "calabacin": "zucchini cooked", "calabacines": "zucchini cooked",
  "zapallo butternut": "butternut squash", "calabaza butternut": "butternut squash", "auyama": "pumpkin",
  "elote": "corn", "elotes": "corn", "mazorca": "corn on the cob", "choclo en mazorca": "corn on the cob",
  "choclo desgranado": "corn", "maiz dulce": "corn", "poroto verde": "green beans", "judia verde": "green beans",
  "judias verdes": "green beans", "ejote": "green beans", "ejotes": "green beans", "vainita": "green beans",
  "vainitas": "green beans", "chaucha": "green beans", "chauchas": "green beans", "guisante": "peas",
  "guisantes": "peas", "chicharo": "peas", "chicharos": "peas", "arveja": "peas", "haba": "fava beans",
  "champinon": "mushrooms", "seta": "mushrooms", "setas": "mushrooms", "hongo": "mushrooms", "callampa": "mushrooms",
  "hongos shiitake": "shiitake mushrooms", "shiitake": "shiitake mushrooms", "portobello": "portabella mushrooms",
  "palmito": "hearts of palm", "brotes de alfalfa": "alfalfa sprouts", "alfalfa": "alfalfa sprouts",
  "germinados": "bean sprouts", "nopal": "cactus", "nopales": "cactus", "nopalitos": "cactus",
  "verdolaga": "purslane", "verdolagas": "purslane", "diente de leon": "dandelion greens",
  "papa": "potato", "patata": "potato", "patatas": "potatoes", "patata cocida": "boiled potato",
  "patatas cocidas": "boiled potatoes", "patatas fritas": "french fries", "patatas asadas": "baked potato",
  "batata": "sweet potato", "batatas": "sweet potato", "boniato": "sweet potato", "boniatos": "sweet potato",
  "malanga": "taro", "taro": "taro", "jicama": "jicama", "okra": "okra", "quimbombo": "okra",
  "chayote": "chayote", "cayota": "chayote", "col china": "chinese cabbage", "repollo chino": "chinese cabbage",
  "pak choi": "chinese cabbage", "bok choy": "chinese cabbage", "brocoli rabe": "broccoli raab",
  "grelos": "broccoli raab", "nabos": "turnip", "apio nabo": "celeriac",
  "zanahoria rallada": "shredded carrots", "cebolla caramelizada": "caramelized onions",
  "cebollas caramelizadas": "caramelized onions", "papas salteadas": "home fries", "papa salteada": "home fries", "verdura": "vegetables", "verduras mixtas": "mixed vegetables",
  "verduras al vapor": "steamed mixed vegetables", "vegetales": "mixed vegetables", "legumbres": "beans",
  "menestra": "mixed vegetables", "ensalada verde": "lettuce salad", "ensalada de lechuga": "lettuce salad",
  "ensalada de pepino": "cucumber salad",
  // Seaweeds: cochayuyo is a kelp, luche and nori are laver.
  "cochayuyo": "kelp", "cochayuyos": "kelp", "kombu": "kelp", "luche": "laver seaweed", "nori": "laver seaweed",
  "alga nori": "laver seaweed", "wakame": "wakame seaweed", "agar agar": "agar seaweed",
  "espirulina": "spirulina",
  "mix de verduras": "mixed vegetables", "mezcla de verduras": "mixed vegetables",
};

// Herbs and spices.
// prettier-ignore
const herbs: Record<string, string> = {
  "culantro": "cilantro", "romero": "rosemary", "tomillo": "thyme", "menta": "peppermint",
  "hierbabuena": "spearmint", "yerba buena": "spearmint", "eneldo": "dill weed", "laurel": "bay leaf",
  "hoja de laurel": "bay leaf", "comino": "cumin", "paprika": "paprika", "pimenton dulce": "paprika",
  "pimenton en polvo": "paprika", "aji de color": "paprika", "merken": "chili powder", "aji en polvo": "chili powder",
  "curcuma": "turmeric", "nuez moscada": "nutmeg", "clavo de olor": "cloves", "clavos de olor": "cloves",
  "azafran": "saffron", "estragon": "tarragon", "salvia": "sage", "ciboulette": "chives", "cebollino": "chives",
  "paico": "epazote", "epazote": "epazote", "mejorana": "marjoram", "anis": "anise seed", "vainilla": "vanilla extract",
  "esencia de vainilla": "vanilla extract", "curry en polvo": "curry powder",
  "oregano seco": "oregano", "perejil picado": "parsley", "jengibre fresco": "ginger root",
  "hierba limon": "lemon grass", "citronela": "lemon grass", "aji color": "paprika",
};

// Beans, peas, lentils, soy.
// prettier-ignore
const legumes: Record<string, string> = {
  "frijol": "beans", "judias": "beans", "alubias": "beans", "alubia": "beans", "habichuelas": "beans",
  "poroto negro": "black beans", "frijoles negros": "black beans", "frijol negro": "black beans",
  "poroto rojo": "kidney beans", "porotos rojos": "kidney beans", "frijoles rojos": "kidney beans",
  "alubias rojas": "kidney beans", "poroto blanco": "white beans", "porotos blancos": "white beans",
  "alubias blancas": "white beans", "judias blancas": "white beans", "porotos tortola": "pinto beans",
  "frijoles pintos": "pinto beans", "pallar": "lima beans", "pallares": "lima beans", "soya": "soybeans",
  "soja": "soybeans", "porotos de soya": "soybeans", "edamame": "edamame", "tempeh": "tempeh",
  "cacahuete": "peanuts", "cacahuetes": "peanuts", "cacahuate": "peanuts", "cacahuates": "peanuts",
  "arvejas partidas": "split peas", "guisantes secos": "split peas", "lupino": "lupins", "lupinos": "lupins",
  "altramuces": "lupins", "altramuz": "lupins", "chochos": "lupins", "porotos refritos": "refried beans",
  "frijoles refritos": "refried beans", "lentejas rojas": "lentils", "hummus de garbanzos": "hummus",
  "semillas de loto": "lotus seeds",
};

// Grains, breads, breakfast cereals, pastries.
// prettier-ignore
const grains: Record<string, string> = {
  "arroz basmati": "white rice", "arroz jazmin": "white rice", "arroz salvaje": "wild rice",
  "arroz primavera": "white rice with peas and carrots",
  "hojuelas de avena": "oats", "copos de avena": "oats", "avena en hojuelas": "oats", "salvado": "wheat bran",
  "salvado de trigo": "wheat bran", "germen de trigo": "wheat germ", "quinua": "quinoa", "cuscus": "couscous",
  "bulgur": "bulgur", "trigo burgol": "bulgur", "semola": "semolina", "harina": "all-purpose flour",
  "harina de trigo": "all-purpose flour", "harina integral": "whole wheat flour", "harina de maiz": "cornmeal",
  "maicena": "cornstarch", "fecula de maiz": "cornstarch", "amaranto": "amaranth grain", "mijo": "millet",
  "barra de pan": "french bread", "pan de barra": "french bread", "baguette": "french bread",
  "pan arabe": "pita bread", "panecillo": "roll", "panecillos": "roll", "bollo": "roll", "pan de leche": "sweet roll",
  "pan de huevo": "sweet roll", "dobladita": "white bread", "coliza": "white bread", "pan de campo": "white bread",
  "pan con semillas": "multigrain bread", "pan multigrano": "multigrain bread", "pan de avena": "oatmeal bread",
  "pan sin gluten": "gluten free bread", "pan rallado": "bread crumbs", "tortilla de maiz": "corn tortilla",
  "tortillas de maiz": "corn tortilla", "tortilla de harina": "flour tortilla", "tortilla de trigo": "flour tortilla",
  "galletas de arroz": "rice cakes", "galleta de arroz": "rice cakes", "tortitas de arroz": "rice cakes",
  "corn flakes": "corn flakes", "copos de maiz": "corn flakes", "cereal de maiz": "corn flakes",
  // A bare "cereal" is breakfast cereal from the box, not a cooked one.
  "cereal": "cereal, ready-to-eat",
  "muesli": "granola", "cruasan": "croissant", "cruasanes": "croissant", "croissant": "croissant",
  "magdalena": "muffin", "magdalenas": "muffin", "crepe": "crepe", "crepes": "crepe", "crep": "crepe",
  "tortita": "pancakes", "tortitas": "pancakes", "hotcake": "pancakes", "hotcakes": "pancakes",
  "waffle": "waffle", "waffles": "waffle", "gofre": "waffle", "gofres": "waffle", "rosquilla": "doughnut",
  "rosquillas": "doughnut", "empanadilla": "empanada", "empanadillas": "empanada",

  "galleta maria": "cookie, marie biscuit", "galletas maria": "cookie, marie biscuit",
  "galleta de chocolate": "chocolate cookie", "galletas de chocolate": "chocolate cookie",
  "galletas integrales": "graham crackers", "barquillo": "sugar wafer", "barquillos": "sugar wafer",
  "oblea": "sugar wafer", "obleas": "sugar wafer", "palomitas": "popcorn", "cotufas": "popcorn",
  "pretzel": "pretzels", "pretzels": "pretzels",
  "crepa": "crepe", "crepas": "crepe", "barra de granola": "granola bar", "barrita de granola": "granola bar",
};

// Pasta and noodles of every kind.
// prettier-ignore
const pasta: Record<string, string> = {
  "pasta": "pasta", "pasta de mani": "peanut butter", "pastas": "pasta", "penne": "pasta", "pluma": "pasta", "plumitas": "pasta", "plumas": "pasta",
  "corbatitas": "pasta", "mariposas": "pasta", "espirales": "pasta", "fusilli": "pasta", "rigatoni": "pasta",
  "tallarin": "pasta", "fetuccini": "pasta", "fettuccine": "pasta", "linguini": "pasta", "coditos": "pasta",
  "codito": "pasta", "macarron": "pasta", "lasana de carne": "lasagna with meat", "noqui": "gnocchi, potato",
  "raviol": "ravioli", "raviolis": "ravioli", "canelon": "cannelloni",
  "fideos de arroz": "rice noodles", "tallarines de arroz": "rice noodles", "fideos chinos": "chow mein noodles",
  "fideos de huevo": "egg noodles", "tallarines de huevo": "egg noodles", "fideos instantaneos": "ramen noodle soup",
  "ramen": "ramen", "sopa instantanea": "ramen noodle soup", "fideos de vidrio": "long rice noodles",
  "fideos de soya": "long rice noodles", "fideos de soja": "long rice noodles", "fideos de cristal": "long rice noodles",
  "udon": "japanese noodles", "soba": "soba noodles", "fideos soba": "soba noodles", "fideo cabello de angel": "pasta",
  "pasta integral": "whole wheat pasta", "fideos integrales": "whole wheat pasta", "tallarines integrales": "whole wheat pasta",
};

// Fish and shellfish of the Chilean and Spanish coasts, and canned ones.
// prettier-ignore
const seafood: Record<string, string> = {
  "jurel en lata": "canned mackerel", "jurel tipo salmon": "canned mackerel", "lenguado": "flounder",
  "pejerrey": "smelt", "pejerreyes": "smelt", "pez espada": "swordfish", "abadejo": "pollock",
  "caballa": "mackerel", "anchoa": "anchovies", "anchoas": "anchovies", "boqueron": "anchovies",
  "boquerones": "anchovies", "anchoveta": "anchovies", "arenque": "herring", "lubina": "sea bass",
  "robalo": "sea bass", "rape": "monkfish", "mero": "grouper", "pargo": "snapper", "rodaballo": "turbot",
  "mahi mahi": "mahimahi", "salmon rosado": "salmon", "salmon a la plancha": "grilled salmon",
  "atun en aceite": "canned tuna in oil", "atun fresco": "tuna, fresh",
  "gamba": "shrimp", "gambas": "shrimp", "langostino": "shrimp", "gambas al ajillo": "shrimp",
  "camarones apanados": "breaded shrimp", "centolla": "king crab", "centollas": "king crab",
  "centollon": "king crab", "jaibas": "crab", "carne de jaiba": "crab", "macha": "clams", "almeja": "clams",
  "choro": "mussels", "choros": "mussels", "mejillon": "mussels", "mejillones": "mussels",
  "cholgas": "mussels", "ostion": "scallops, steamed", "vieira": "scallops, steamed", "vieiras": "scallops, steamed", "ostra": "oysters",
  "loco": "abalone", "locos": "abalone", "chipiron": "squid", "chipirones": "squid", "rabas": "squid, fried",
  "sepia": "cuttlefish", "jibia": "squid", "pulpo a la gallega": "octopus",
  "ancas de rana": "frog legs", "huevas": "roe", "hueva": "roe", "caviar": "caviar",
  "trucha ahumada": "smoked trout", "bacalao salado": "dried salted cod", "bacalao seco": "dried salted cod",
  "mariscal": "shellfish", "mariscos mixtos": "shellfish", "palitos de cangrejo": "imitation crab meat",
  "kanikama": "imitation crab meat",
  "carpa": "carp", "anguila": "eel", "trucha arcoiris": "rainbow trout", "atun rojo": "bluefin tuna",
  // Decision 210: an "atun albacora" is the albacore, USDA's white tuna (a Chilean albacora alone is the
  // swordfish); Mexico's callos de hacha are scallops.
  "atun albacora": "white tuna", "callo de hacha": "scallops", "callos de hacha": "scallops",
};

// Meats and cuts: Chile's beef cuts by their nearest USDA cut, Spain's the same way; pork, lamb,
// game, offal, and cured and processed meats.
// prettier-ignore
const meats: Record<string, string> = {
  "vacuno": "beef", "res": "beef", "carne de res": "beef", "ternera": "veal", "filete de vacuno": "beef steak tenderloin",
  "filete de res": "beef steak tenderloin", "solomillo": "beef steak tenderloin", "entrecot": "ribeye steak", "chuleton": "ribeye steak",
  "posta rosada": "beef round steak", "asiento": "beef round steak", "pollo ganso": "beef round steak", "punta de ganso": "beef round steak",
  "punta de picana": "beef sirloin", "picana": "beef sirloin", "tapapecho": "beef brisket",
  "malaya": "beef flank steak", "tapabarriga": "beef flank steak", "falda": "beef flank steak",
  "sobrecostilla": "beef chuck", "huachalomo": "beef chuck", "aguja": "beef chuck", "entrana": "beef skirt steak",
  "osobuco": "beef shank", "morcillo": "beef shank", "rabo de toro": "oxtail",
  "cola de buey": "oxtail", "carne de cazuela": "beef stew meat", "carne para guisar": "beef stew meat",
  "pulpa de cerdo": "pork roast", "pulpa de chancho": "pork roast", "lomo de chancho": "pork loin",
  "solomillo de cerdo": "pork tenderloin", "paleta de cerdo": "pork roast", "panceta": "pork belly",
  "tocineta": "bacon", "codillo": "ham hocks", "chuleta de chancho": "pork chop", "costillar de cerdo": "pork ribs",
  "chanchito": "pork", "carne de cordero": "lamb", "pierna de cordero": "leg of lamb", "chuleta de cordero": "lamb chop",
  "chuletas de cordero": "lamb chop", "cabrito": "goat", "chivo": "goat", "rinon": "kidney", "rinones": "kidney",
  "corazon": "heart", "sesos": "brains", "callos": "tripe", "mondongo": "tripe", "lengua de vacuno": "beef tongue",
  "jabali": "wild boar", "ciervo": "venison", "venado": "venison", "ganso asado": "goose", "oca": "goose",
  "codorniz": "quail", "codornices": "quail", "jamon cocido": "ham", "jamon de york": "ham", "jamon acaramelado": "honey ham",
  "jamon de pavo": "turkey ham", "jamon iberico": "prosciutto", "salchichon": "salami", "fuet": "salami",
  "morcilla": "blood sausage", "morcillas": "blood sausage", "pate": "liver pate", "pate de higado": "liver pate",
  "fiambre": "luncheon meat", "fiambres": "luncheon meat", "pastrami": "pastrami", "salchicha de pavo": "turkey sausage",
  "vienesa de pollo": "chicken frankfurter", "butifarra": "pork sausage", "carne desmenuzada": "beef, shredded",
  "carne mechada desmenuzada": "pot roast",
  "carne molida de pavo": "ground turkey", "carne molida de pollo": "ground chicken",
  "carne molida de cerdo": "ground pork",
  // Decision 231: Chile's asado de tira is the short rib ("roasted tira" was matched at 0.05).
  "asado de tira": "beef shortribs", "tira de asado": "beef shortribs",
};

// prettier-ignore
const poultryAndEggs: Record<string, string> = {
  "pollo entero": "chicken", "pollo a las brasas": "rotisserie chicken", "pollo rostizado": "rotisserie chicken",
  "pollo a la brasa": "rotisserie chicken", "pollo desmenuzado": "chicken, shredded", "pollo mechado": "chicken, shredded",
  "pollo deshilachado": "chicken, shredded", "contramuslo": "chicken thigh", "contramuslos": "chicken thigh",
  "trutro largo": "chicken leg", "pierna de pollo": "chicken leg", "ala de pollo": "chicken wings",
  "alas de pollo": "chicken wings", "alitas de pollo": "chicken wings", "pechuga de pollo": "chicken breast",
  "nuggets de pollo": "chicken nuggets", "pavo asado": "roasted turkey", "pavo molido": "ground turkey",
  "pollo molido": "ground chicken", "yema": "egg yolk", "yemas": "egg yolk", "yema de huevo": "egg yolk",
  "clara": "egg white", "huevo de codorniz": "quail egg", "huevos de codorniz": "quail egg",
  "tortilla francesa": "omelet", "huevo cocido": "hard boiled egg", "huevos cocidos": "hard boiled eggs",
  "huevo estrellado": "fried egg", "huevos estrellados": "fried eggs", "huevo poche": "poached egg",
  // Chile's contre (Spain's molleja) is the gizzard; patas (patitas) de pollo are chicken feet.
  "contre": "chicken gizzard", "contre de pollo": "chicken gizzard", "molleja de pollo": "chicken gizzard",
  "contre de pavo": "turkey gizzard", "molleja de pavo": "turkey gizzard", "patas de pollo": "chicken feet",
  "pata de pollo": "chicken feet",
  // Decision 231: a breaded chicken burger is USDA's breaded chicken patty; a paila de huevo, eggs
  // fried in a clay dish.
  "hamburguesa de pollo apanada": "breaded chicken patty", "hamburguesas de pollo apanadas": "breaded chicken patty",
  "paila de huevo": "fried eggs", "paila de huevos": "fried eggs",
  // A Chilean pollo broaster is pressure-fried, coated.
  "pollo broaster": "fried chicken", "pollo a lo broaster": "fried chicken",
};

// Milk, yogurt, cream and the cheeses people name.
// prettier-ignore
const dairy: Record<string, string> = {
  "leche de vaca": "milk", "leche de cabra": "goat milk", "leche cultivada": "kefir", "leche semi": "reduced fat milk",
  "leche desnatada": "skim milk", "leche semidesnatada": "reduced fat milk", "yogur natural": "plain yogurt",
  "yogurt natural": "plain yogurt", "yogur de frutilla": "yogurt, fruit", "yogur de fresa": "yogurt, fruit",
  "yogur bebible": "drinkable yogurt", "yogurt bebible": "drinkable yogurt", "queso chanco": "cheese",
  "queso gouda": "cheese, gouda", "queso edam": "cheese, edam", "queso de bola": "cheese, edam",
  "queso manchego": "cheese", "queso brie": "brie", "queso camembert": "camembert", "queso roquefort": "blue cheese",
  "roquefort": "blue cheese", "queso feta": "feta cheese", "feta": "feta cheese", "queso ricotta": "ricotta cheese",
  "requeson": "ricotta cheese", "queso provolone": "provolone", "provoleta": "provolone", "provolone": "provolone",
  "queso emmental": "swiss cheese", "emmental": "swiss cheese", "queso gruyere": "gruyere", "queso mozzarella": "mozzarella cheese",
  "queso laminado": "cheese, sliced", "queso en laminas": "cheese, sliced", "queso derretido": "cheese, melted",
  "queso fundido": "processed cheese", "queso americano": "american cheese", "queso de cabra fresco": "goat cheese",
  "queso blanco": "queso blanco", "queso panela": "queso fresco", "queso oaxaca": "queso asadero",
  "nata": "cream", "nata montada": "whipped cream", "crema chantilly": "whipped cream", "chantilly": "whipped cream",
  "crema batida": "whipped cream", "crema de leche": "cream", "crema para batir": "heavy cream",
  "natillas": "custard", "natilla": "custard", "cuajada": "cottage cheese", "mantequilla sin sal": "unsalted butter",
  "queso asadero": "queso asadero", "queso munster": "muenster cheese", "bulgaros": "kefir",
  "batido de chocolate": "chocolate milkshake", "malteada": "milkshake", "malteada de chocolate": "chocolate milkshake",
  // Decision 210: whipped butter.
  "mantequilla batida": "whipped butter",
  // Decision 218: a ripened goat cheese, Chile's "maduro" and Spain's "curado", is the hard one.
  "queso de cabra maduro": "aged goat cheese", "queso de cabra curado": "aged goat cheese",
  // Decision 231: sour cream ("crema agria" was light cream).
  "crema agria": "sour cream",
};

// prettier-ignore
const nutsAndSeeds: Record<string, string> = {
  "nueces de nogal": "walnuts", "castana de caju": "cashews", "anacardo": "cashews", "anacardos": "cashews",
  "pistacho": "pistachio nuts", "avellana": "hazelnuts", "nuez de brasil": "brazil nuts", "nueces de brasil": "brazil nuts",
  "castana de para": "brazil nuts", "macadamia": "macadamia nuts", "nueces de macadamia": "macadamia nuts",
  "pinon": "pine nuts", "pinones": "pine nuts", "pecana": "pecans", "pecanas": "pecans",
  "semillas de girasol": "sunflower seeds", "pipas": "sunflower seeds", "pipas de girasol": "sunflower seeds",
  "pipas de calabaza": "pumpkin seeds", "semillas de calabaza": "pumpkin seeds", "ajonjoli": "sesame seeds",
  "semillas de sesamo": "sesame seeds", "semillas de linaza": "flaxseed", "canamo": "hemp seeds", "semillas de canamo": "hemp seeds", "castanas asadas": "roasted european chestnuts",
  "mantequilla de almendras": "almond butter", "crema de cacahuete": "peanut butter", "crema de mani": "peanut butter",
  "mantequilla de cacahuete": "peanut butter", "tahini": "tahini", "tahina": "tahini", "mani confitado": "peanuts, honey roasted",
  "mezcla de frutos secos": "trail mix",
};

// Sweets, desserts, sugars and spreads.
// prettier-ignore
const sweets: Record<string, string> = {
  "chocolate amargo": "dark chocolate", "chocolate negro": "dark chocolate", "chocolate blanco": "white chocolate",
  "chocolate con leche": "milk chocolate candy", "bombon": "chocolate candy", "bombones": "chocolate candy",
  "chupete": "lollipop", "chupetes": "lollipop", "chupetin": "lollipop", "piruleta": "lollipop", "gominolas": "gummy candy",
  "ositos de goma": "gummy candy", "malvavisco": "marshmallows", "malvaviscos": "marshmallows",
  "marshmallow": "marshmallows", "masmelos": "marshmallows", "nubes": "marshmallows",
  "dulce de membrillo": "quince paste", "membrillo en pasta": "quince paste", "dulce de guayaba": "guava paste",
  "torta de chocolate": "chocolate cake", "pastel de chocolate": "chocolate cake", "tarta de chocolate": "chocolate cake",
  "tarta de queso": "cheesecake", "cheesecake": "cheesecake",
  // Chile's "galletas rellenas" are cream-filled sandwich cookies, not a fruit-filled bar.
  "galletas rellenas": "sandwich cookie", "galleta rellena": "sandwich cookie",
  "pie de queso": "cheesecake", "tiramisu": "tiramisu", "pudin": "pudding, flavors other than chocolate", "budin de pan": "bread pudding",
  "pudin de pan": "bread pudding", "postre de chocolate": "chocolate pudding", "crema catalana": "creme brulee",
  "creme brulee": "creme brulee", "sorbete": "sherbet", "paleta helada": "ice pop", "polo": "ice pop",
  "cono de helado": "ice cream cone", "helado de palito": "ice cream bar", "helado de chocolate": "chocolate ice cream", "helado de vainilla": "vanilla ice cream",
  "helado de yogurt": "frozen yogurt", "yogur helado": "frozen yogurt", "picarones": "fritter", "bunuelos": "fritter", "bunuelo": "fritter", "azucar rubia": "brown sugar", "azucar morena": "brown sugar",
  "azucar moreno": "brown sugar", "azucar glas": "powdered sugar", "azucar impalpable": "powdered sugar",
  "chancaca": "brown sugar", "panela": "brown sugar", "sacarina": "sugar substitute", "stevia": "sugar substitute",
  "sucralosa": "sugar substitute", "jarabe de arce": "maple syrup", "miel de maple": "maple syrup",
  "sirope de arce": "maple syrup", "miel de palma": "syrup", "sirope": "syrup", "cacao": "cocoa powder",
  "cacao en polvo": "cocoa powder", "crema de avellanas": "chocolate hazelnut spread", "nutella": "chocolate hazelnut spread",
  "mermelada de frutilla": "strawberry jam", "mermelada de fresa": "strawberry jam", "confitura": "jam",
  "galletas con chispas": "chocolate chip cookies", "cocadas": "coconut candy",
  "chocolate semiamargo": "semisweet chocolate", "chocolate semi amargo": "semisweet chocolate",
  "crocante de sesamo": "sesame crunch", "galleta de la fortuna": "fortune cookie", "galleta de la suerte": "fortune cookie",
  "gelatina sin sabor": "unflavored gelatin", "colapez": "unflavored gelatin", "melaza": "molasses",
  // Decision 210: chocolate chips by their Latin American and Spain's names; Chile's Tritón is a cream-filled
  // chocolate sandwich cookie.
  "chispas de chocolate": "chocolate chips", "chips de chocolate": "chocolate chips", "pepitas de chocolate": "chocolate chips",
  "triton": "chocolate sandwich cookies", "galletas triton": "chocolate sandwich cookies",
  // Decision 231: Spain's azúcar integral is brown sugar; a noodle pudding.
  "azucar integral": "brown sugar", "azucar mascabado": "brown sugar", "budin de fideos": "noodle pudding",
  "budin de fideo": "noodle pudding",
  // A chocolate bar is chocolate candy ("chocolate barra" was matched at 0.05); Chile's Super 8 a
  // chocolate-covered wafer; maicena con leche a cornstarch pudding, USDA's vanilla one.
  "barra de chocolate": "chocolate candy", "barrita de chocolate": "chocolate candy",
  "super ocho": "chocolate covered sugar wafer cookie",
  "maicena con leche": "vanilla pudding",
};

// Drinks: juices, teas, coffees, soft drinks and alcoholic drinks.
// prettier-ignore
const drinks: Record<string, string> = {
  "zumo": "juice", "zumo de naranja": "orange juice", "zumo de manzana": "apple juice", "zumo de pina": "pineapple juice",
  "zumo de uva": "grape juice", "zumo de tomate": "tomato juice", "zumo de pomelo": "grapefruit juice",
  "jugo de mandarina": "tangerine juice", "zumo de mandarina": "tangerine juice",
  "jugo de fruta": "fruit juice", "jugo de frutas": "fruit juice", "jugo de naranja natural": "orange juice",
  "jugo de frutilla": "strawberry juice", "jugo de mango": "mango nectar", "jugo de maracuya": "passion fruit juice",
  "te helado": "iced tea", "te sin azucar": "tea without sugar", "te frio": "iced tea", "te con leche": "tea with milk", "te de manzanilla": "chamomile tea",
  "manzanilla": "chamomile tea", "infusion": "herbal tea", "tisana": "herbal tea", "agua de hierba": "herbal tea",
  // Chile's herbal infusions by their herb (drunk as "agüita de boldo"; spanish.ts reads the water).
  "boldo": "herbal tea", "cedron": "herbal tea", "toronjil": "herbal tea", "matico": "herbal tea",
  "melisa": "herbal tea", "hierba luisa": "herbal tea", "te de menta": "herbal tea", "te rojo": "tea", "te matcha": "green tea", "matcha": "green tea",
  "cafe solo": "black coffee", "cafe americano": "black coffee", "cafe con azucar": "coffee with sugar",
  "cafe helado": "iced coffee", "cafe frio": "iced coffee", "cafe descafeinado": "decaffeinated coffee", "descafeinado": "decaffeinated coffee",
  "cafe moka": "mocha", "mokaccino": "mocha", "moka": "mocha", "cafe latte": "latte", "latte": "latte",
  "cafe bombon": "coffee with sweetened condensed milk", "cafe de grano": "brewed coffee", "nescafe": "instant coffee",
  "malteada": "milkshake", "malteadas": "milkshake", "milkshake": "milkshake",
  "leche con platano": "milk shake, flavors other than chocolate",
  "horchata": "horchata", "agua de coco": "coconut water", "refresco": "soft drink", "refrescos": "soft drink",
  "refresco de cola": "cola", "refresco de naranja": "orange soft drink", "tonica": "tonic water",
  "ginger ale": "soft drink, ginger ale", "sprite": "lemon lime soft drink", "fanta": "orange soft drink",
  "bebida de naranja": "orange soft drink", "gatorade": "sports drink", "chela": "beer", "cerveza light": "light beer", "cerveza artesanal": "beer",
  "vino rosado": "rose wine", "cava": "sparkling wine", "champana": "sparkling wine",
  "champan": "sparkling wine", "champagne": "sparkling wine", "sangria": "sangria", "clery": "sangria",
  "vino navegado": "mulled wine", "pisco sour": "whiskey sour", "piscola": "rum and cola", "ron con cola": "rum and cola",
  "cubalibre": "rum and cola", "cuba libre": "rum and cola", "tequila": "tequila", "ginebra": "gin",
  "gin tonic": "gin and tonic", "mojito": "mojito", "margarita": "margarita",
  "licor": "liqueur", "licor de cafe": "coffee liqueur", "sidra": "hard cider", "aguardiente": "brandy",
  "agua purificada": "water", "agua embotellada": "bottled water", "agua saborizada": "flavored water",
  "agua sin gas": "water",
  "tinto": "red wine", "agua de jamaica": "hibiscus tea", "te de jamaica": "hibiscus tea", "te de hibisco": "hibiscus tea",
  // Chile's wines are named by their grape: "vino X" is USDA's X row (a white grape is not red wine),
  // written as USDA writes the row (decision 218): the grape alone was matched at 0.05, under what a
  // meal's description keeps ("una copa de vino cabernet" was not matched).
  "vino cabernet": "alcoholic beverage wine table red cabernet sauvignon",
  "vino cabernet sauvignon": "alcoholic beverage wine table red cabernet sauvignon",
  "cabernet": "alcoholic beverage wine table red cabernet sauvignon",
  "cabernet sauvignon": "alcoholic beverage wine table red cabernet sauvignon",
  "vino merlot": "alcoholic beverage wine table red merlot", "merlot": "alcoholic beverage wine table red merlot",
  "vino syrah": "alcoholic beverage wine table red syrah", "syrah": "alcoholic beverage wine table red syrah",
  "vino pinot noir": "alcoholic beverage wine table red pinot noir", "pinot noir": "alcoholic beverage wine table red pinot noir",
  "vino cabernet franc": "alcoholic beverage wine table red cabernet franc",
  "vino carmenere": "red wine", "carmenere": "red wine",
  "vino chardonnay": "alcoholic beverage wine table white chardonnay", "chardonnay": "alcoholic beverage wine table white chardonnay",
  "vino sauvignon blanc": "alcoholic beverage wine table white sauvignon blanc",
  "sauvignon blanc": "alcoholic beverage wine table white sauvignon blanc",
  "vino riesling": "alcoholic beverage wine table white riesling", "vino moscatel": "alcoholic beverage wine table white muscat",
  // Chile's apple chicha is a cider; a piña colada the cocktail, not pineapple.
  "chicha de manzana": "hard cider", "pina colada": "pina colada",
  // Decision 210: a fruit's nectar by its name ("nectar" alone is any); Spain's soluble coffee is instant;
  // pinot grigio is the pinot gris grape.
  "nectar de damasco": "apricot nectar", "nectar de albaricoque": "apricot nectar", "nectar de chabacano": "apricot nectar",
  "nectar de melocoton": "peach nectar", "nectar de pera": "pear nectar", "nectar de mango": "mango nectar",
  "nectar de guayaba": "guava nectar", "nectar de papaya": "papaya nectar", "cafe soluble": "instant coffee",
  "pinot grigio": "alcoholic beverage wine table white pinot gris", "vino pinot grigio": "alcoholic beverage wine table white pinot gris",
  "pinot gris": "alcoholic beverage wine table white pinot gris", "vino pinot gris": "alcoholic beverage wine table white pinot gris",
  // Decision 231: cocoa made with water, as a sachet says; tea with lemon is the black tea (the
  // lemon's juice is a few calories).
  "cocoa con agua": "hot cocoa made with water", "chocolate caliente con agua": "hot cocoa made with water",
  "chocolate con agua": "hot cocoa made with water", "cocoa con leche": "hot cocoa made with milk",
  "te con limon": "hot black tea",
  // Chile's fruit sodas by brand.
  "bilz": "fruit flavored soft drink", "pap": "fruit flavored soft drink", "kem": "fruit flavored soft drink",
  "bilz y pap": "fruit flavored soft drink",
};

// Sauces, dressings, oils, seasonings, baking staples.
// prettier-ignore
const condiments: Record<string, string> = {
  "salsa inglesa": "worcestershire sauce", "salsa worcestershire": "worcestershire sauce", "salsa picante": "hot pepper sauce",
  "tabasco": "hot pepper sauce", "sriracha": "hot pepper sauce", "salsa pesto": "pesto sauce", "pesto": "pesto sauce",
  "salsa de queso": "cheese sauce", "salsa bechamel": "white sauce", "bechamel": "white sauce", "alioli": "mayonnaise",
  "allioli": "mayonnaise", "salsa tartara": "tartar sauce", "salsa teriyaki": "teriyaki sauce",
  "salsa de ostras": "oyster sauce", "salsa de pescado": "fish sauce", "salsa golf": "thousand island dressing",
  "salsa rosada": "thousand island dressing", "salsa mil islas": "thousand island dressing", "aderezo cesar": "caesar dressing",
  "salsa cesar": "caesar dressing", "aderezo ranch": "ranch dressing", "salsa ranch": "ranch dressing",
  "salsa de carne": "gravy", "jugo de carne": "gravy", "salsa verde": "salsa verde",
  "salsa de mostaza": "mustard", "mostaza dijon": "dijon mustard",
  "aceite de maravilla": "sunflower oil", "aceite de girasol": "sunflower oil", "aceite de canola": "canola oil",
  "aceite de coco": "coconut oil", "aceite de maiz": "corn oil", "aceite de soya": "soybean oil",
  "aceite de sesamo": "sesame oil", "aceite de palta": "avocado oil", "vinagre balsamico": "balsamic vinegar",
  "aceto balsamico": "balsamic vinegar", "vinagre de manzana": "cider vinegar", "caldo de pollo": "chicken broth",
  "caldo de verduras": "vegetable broth", "caldo de carne": "beef broth", "cubo de caldo": "broth",
  "caldo en cubo": "broth", "miso": "miso", "levadura": "yeast",
  "sal de mar": "salt", "sal marina": "salt",
  "mostaza americana": "mustard", "ketchup de tomate": "ketchup", "catsup": "ketchup", "aceituna negra": "black olives",
  "aceitunas negras": "black olives", "aceitunas verdes": "green olives", "salsa de tomate casera": "tomato sauce",
  "tomate triturado": "crushed tomatoes", "tomates en lata": "canned tomatoes",
  "salsa de ajo": "garlic sauce",
  // Decision 210: white pepper and cayenne by name (pimienta alone is black pepper); honey mustard.
  "pimienta blanca": "white pepper", "pimienta de cayena": "cayenne pepper", "cayena": "cayenne pepper",
  "aji cayena": "cayenne pepper", "cayena en polvo": "cayenne pepper", "miel mostaza": "honey mustard", "aderezo miel mostaza": "honey mustard dressing",
  "salsa miel mostaza": "honey mustard dressing",
};

// Mixed dishes: Chilean dishes, Spain's, and the Latin American ones Chileans eat.
// prettier-ignore
const dishes: Record<string, string> = {
  "cazuela de pollo": "chicken stew", "cazuela de ave": "chicken stew", "cazuela de cordero": "lamb stew",
  "cazuela de pavo": "turkey stew", "porotos con mazamorra": "beans",
  "machas a la parmesana": "clams, baked", "sopa de lentejas": "lentil soup",
  "lentejas guisadas": "lentil soup", "lentejas con arroz": "rice with lentils", "sopa de pollo": "chicken soup",
  "sopa de tomate": "tomato soup", "sopa de cebolla": "onion soup", "sopa de verdura": "vegetable soup",
  "sopa de mariscos": "bouillabaisse", "sopa de pescado": "fish soup",
  "crema de brocoli": "cream of broccoli soup", "crema de pollo": "cream of chicken soup", "gazpacho": "gazpacho",
  "salmorejo": "gazpacho", "paella": "paella", "paella de mariscos": "paella, seafood", "paella valenciana": "paella",
  "arroz con mariscos": "paella, seafood", "cocido madrileno": "beef stew", "cocido": "beef stew", "puchero": "beef stew",
  "fabada": "pork and beans", "croqueta": "croquette", "croquetas": "croquette", "croquetas de jamon": "ham croquette",
  "patatas bravas": "home fries", "papas bravas": "home fries", "pisto": "ratatouille", "ratatouille": "ratatouille",
  "bocadillo": "sandwich", "bocadillos": "sandwich", "bocata": "sandwich", "montadito": "sandwich",
  "emparedado": "sandwich", "sanguchito": "sandwich", "sandwich mixto": "ham and cheese sandwich",
  "ave mayo": "chicken salad sandwich", "sandwich de ave": "chicken sandwich", "sandwich de huevo": "egg salad sandwich",
  // Chile's ensalada de pollo is greens with chicken (decision 238); the mayonnaise one is "ave mayo".
  "ensalada de atun": "tuna salad", "ensalada de pollo": "chicken garden salad", "ensalada de huevo": "egg salad",

  "ensalada de palta": "avocado salad",
  "brocheta": "shish kebab", "brochetas": "shish kebab", "pincho": "shish kebab", "pinchos": "shish kebab",
  "anticucho": "shish kebab", "anticuchos": "shish kebab", "enchilada": "enchilada", "enchiladas": "enchilada",
  "fajita": "fajita", "fajitas": "fajita", "quesadillas": "quesadilla", "arepa": "arepa", "arepas": "arepa",
  "pupusa": "pupusa", "pupusas": "pupusa", "tostones": "plantains, green, fried", "patacones": "plantains, green, fried",
  "platano frito": "plantains, yellow, fried", "platanos fritos": "plantains, yellow, fried", "handroll": "sushi", "hand roll": "sushi",
  // Decision 231: sashimi is the raw fish alone, no rice (it was sushi).
  "sashimi": "raw fish",
  "sushi roll": "sushi", "pollo teriyaki": "teriyaki chicken",
  "arroz chaufa de pollo": "fried rice with chicken", "arroz frito con pollo": "fried rice with chicken",
  "chorrillana": "french fries with meat", "salchipapas": "french fries with sausage", "pastel de carne": "pot pie, beef",
  "pastel de papa": "shepherd pie", "lasana de verduras": "vegetable lasagna", "pizza de pepperoni": "pepperoni pizza",
  "pizza hawaiana": "pizza with meat and fruit", "pizza vegetariana": "vegetable pizza", "calzone": "calzone",
  "hot dog italiano": "hot dog sandwich", "ave palta": "chicken sandwich",
  "empanada de mariscos": "empanada", "empanada de pollo": "empanada, chicken", "empanada de carne": "empanada, beef",
  "empanada frita": "empanada", "empanada de horno": "empanada", "empanadas de queso": "empanada, no meat", "empanada frita de queso": "empanada, no meat",
  "humitas con tomate": "tamale, no meat",
  "locro": "beef stew", "sopa de mote": "soup", "pantrucas": "soup",
  "tortilla de verduras": "vegetable omelet", "tortilla de espinaca": "spinach omelet", "revuelto de verduras": "scrambled eggs with vegetables",
  "huevos a la mexicana": "scrambled eggs with vegetables", "huevos rancheros": "huevos rancheros",
  "burrito de pollo": "chicken burrito", "taco de carne": "beef taco", "tacos de pollo": "chicken taco",
  "chili con carne": "chili with meat and beans", "carne con papas": "beef and potatoes", "estofado de pollo": "chicken stew",
  "pollo al jugo": "stewed chicken", "pollo con arroz": "chicken and rice", "pollo con papas": "chicken and potatoes",
  "pescado a la plancha": "grilled fish", "pescado al horno": "baked fish",
  // Sémola con leche is a milk pudding (it read as dry semolina, 360 kcal/100 g); papas mayo are
  // boiled potatoes dressed with mayonnaise, a potato salad (spanish.ts; they read as fries).
  "semola con leche": "vanilla pudding",
  "papas con mayonesa": "potato salad, made with mayonnaise",

  // Decision 210: the River Plate's tostado is a toasted (grilled) sandwich.
  "tostado de queso": "grilled cheese sandwich", "tostado de jamon y queso": "grilled ham and cheese sandwich",
  // Decision 218, Chile's everyday dishes: the as is a churrasco's beef sandwich; mote is boiled husked
  // wheat (USDA's nearest is cooked bulgur), mote de maíz hominy; bolognesa as Italy spells it.
  "as italiano": "steak sandwich", "as palta": "steak sandwich", "as chacarero": "steak sandwich",
  "as de vacuno": "steak sandwich", "mote": "bulgur, cooked", "mote de trigo": "bulgur, cooked",
  "mote de maiz": "hominy", "mote mei": "hominy", "salsa bolognesa": "meat sauce", "a la bolognesa": "meat sauce",
  "bolognesa": "meat sauce",
  // Decision 231: beans with pasta (Chile's porotos con riendas), nachos and lamb with their meat and
  // potatoes as USDA names the mixed dish; lentils with rice is USDA's rice with lentils.
  "porotos con tallarines": "pasta with tomato sauce and beans", "porotos con fideos": "pasta with tomato sauce and beans",
  "nachos con carne": "nachos with beef", "cordero con papas": "lamb and potatoes",
  // Rice cooked red with tomato, as Chile, Spain and Mexico name it.
  "arroz rojo": "rice with tomato sauce", "arroz a la mexicana": "rice with tomato sauce",
  "arroz con tomate": "rice with tomato sauce",
};

/** Every word of the list, group by group; spanish.ts merges it under its own older entries. */
export const spanishFoodWords: Record<string, string> = {
  ...fruits,
  ...vegetables,
  ...herbs,
  ...legumes,
  ...grains,
  ...pasta,
  ...seafood,
  ...meats,
  ...poultryAndEggs,
  ...dairy,
  ...nutsAndSeeds,
  ...sweets,
  ...drinks,
  ...condiments,
  ...dishes,
};
