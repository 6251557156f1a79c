// Spanish (es_CL) food phrases into the English words the matcher reads: a maintained list of
// Chilean and Spanish food words mapped to USDA names, and the word order rules that turn
// "pechuga de pollo a la plancha" into "grilled chicken breast".
import { spanishFoodWords } from "./spanishWords.ts";
import { words } from "./words.ts";

// "after": English puts it after the food ("ajo en polvo": garlic powder).
type Kind = "food" | "quality" | "cooking" | "after";

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
  "porotos granados": "beans", "porotos con riendas": "pasta with tomato sauce and beans", "frijoles": "beans", "choclo": "corn", "maiz": "corn",
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
  "pollo al horno": "baked chicken breast", "pollo asado": "roasted chicken", "cuarto de pollo": "roasted chicken", "cuarto de pollo asado": "roasted chicken", "pollo frito": "fried chicken", "pollo apanado": "fried chicken",
  "trutro": "chicken thigh", "trutro de pollo": "chicken thigh", "trutro corto": "chicken drumstick", "alitas": "chicken wings",
  "nuggets": "chicken nuggets", "carne de vacuno": "beef steak", "bistec": "beef steak", "bife": "beef steak", "filete": "steak",
  "lomo vetado": "ribeye steak", "lomo liso": "sirloin steak", "carne molida": "ground beef", "carne picada": "ground beef",
  "carne asada": "roast beef", "asado de vacuno": "roast beef", "asado": "roast beef", "plateada": "roast beef",
  "chuleta": "pork chop", "chuletas": "pork chops", "chuleta de cerdo": "pork chop", "costillar": "pork ribs", "costillas de cerdo": "pork ribs",
  "carne de cerdo": "pork", "jamon": "ham", "jamon serrano": "ham, prosciutto", "tocino": "bacon", "tocino frito": "bacon",
  "salchicha": "sausage", "salchichas": "sausages", "longaniza": "sausage", "choripan": "italian sausage sandwich", "vienesa": "frankfurter",
  "vienesas": "frankfurters", "pescado frito": "fried fish", "pescado frito apanado": "fried fish", "pescado blanco": "fish",
  "reineta": "white fish", "merluza": "fish, cod", "atun": "canned tuna", "atun en lata": "canned tuna", "salmon ahumado": "smoked salmon",
  "camarones": "shrimp", "camaron": "shrimp", "mariscos": "shellfish",
  "leche descremada": "skim milk", "leche desc": "skim milk", "leche semidescremada": "reduced fat milk", "leche entera": "whole milk",
  "leche con chocolate": "chocolate milk", "leche chocolatada": "chocolate milk", "leche de almendras": "almond milk",
  "leche de soya": "soy milk", "leche de soja": "soy milk",
  "yogur griego": "greek yogurt", "yogurt griego": "greek yogurt", "queso fresco": "queso fresco", "quesillo": "queso fresco",
  "queso cottage": "cottage cheese", "queso mantecoso": "cheese", "queso gauda": "cheese, gouda", "queso crema": "cream cheese",
  "queso parmesano": "parmesan cheese", "parmesano rallado": "grated parmesan", "crema": "cream", "crema acida": "sour cream",
  "mantequilla de mani": "peanut butter", "mantequilla de cacahuate": "peanut butter", "mani": "peanuts", "mani tostado": "peanuts",
  "aceite de oliva": "olive oil", "aceite": "vegetable oil", "aceite vegetal": "vegetable oil", "mayo": "mayonnaise",
  "ketchup": "ketchup", "mermelada": "jam", "miel": "honey", "miel de abeja": "honey", "azucar": "sugar", "azucar blanca": "sugar",
  "endulzante": "sugar substitute", "chocolate de leche": "milk chocolate candy", "chocolate": "milk chocolate",
  "galletas con chips de chocolate": "chocolate chip cookies", "galleta con chispas de chocolate": "chocolate chip cookie",
  "torta": "cake", "pastel": "cake", "kuchen": "cake", "berlin": "doughnut", "donut": "doughnut", "dona": "doughnut",
  "medialuna": "croissant", "queque": "pound cake", "alfajor": "cookie, chocolate sandwich", "helado": "ice cream", "helados": "ice cream",
  "jalea": "gelatin dessert", "gelatina": "gelatin dessert", "flan": "flan", "leche asada": "custard", "sopaipilla": "sopaipilla",
  "sopaipillas": "sopaipilla", "sopaipilla pasada": "sopaipilla with syrup", "sopaipillas pasadas": "sopaipilla with syrup", "calzones rotos": "funnel cake with sugar",
  "cafe": "coffee", "cafe negro": "black coffee", "cafe con leche": "latte", "cafe cortado con leche": "latte", "cortado": "latte",
  "te": "tea", "te negro": "black tea", "te verde": "green tea", "agua de hierbas": "herbal tea", "aguita de hierbas": "herbal tea",
  "te de hierbas": "herbal tea", "mate": "tea",
  "bebida": "soft drink", "bebida cola": "cola", "coca cola": "cola",
  "gaseosa": "soft drink", "cerveza": "beer", "schop": "beer", "vino tinto": "red wine", "vino blanco": "white wine",
  "agua": "water", "agua de la llave": "tap water", "agua mineral": "water", "limonada": "lemonade", "limonada natural": "lemonade",
  "batido": "smoothie", "batido de frutas": "fruit smoothie", "licuado": "smoothie", "mote con huesillo": "peach nectar", "mote con huesillos": "peach nectar",
  "sopa": "soup", "sopa de fideos": "chicken noodle soup", "sopa de pollo con fideos": "chicken noodle soup", "consome": "broth",
  "caldo": "broth", "cazuela": "chicken stew", "cazuela de vacuno": "beef stew", "crema de verduras": "vegetable soup",
  "crema de zapallo": "pumpkin soup", "crema de esparragos": "cream of asparagus soup",
  "crema de champinones": "cream of mushroom soup", "crema de tomate": "cream of tomato soup",
  "sopa de verduras": "vegetable soup", "charquican": "beef stew", "estofado de carne": "beef stew", "guiso de carne": "beef stew",
  "ensalada": "garden salad", "ensalada mixta": "garden salad", "ensalada chilena": "tomato and cucumber salad",
  "ensalada a la chilena": "tomato and cucumber salad",
  "ensalada de tomate": "tomato", "tomate picado": "tomato", "pastel de choclo": "tamale casserole with meat", "humitas": "tamale, no meat", "humita": "tamale, no meat",
  "empanada": "empanada", "empanada de pino": "empanada, beef", "empanadas de pino": "empanada, beef", "empanada de queso": "empanada, no meat", "sushi": "sushi",
  "rolls de sushi": "sushi", "hamburguesa": "hamburger", "hamburguesas": "hamburger", "hamburguesa con queso": "cheeseburger",
  "pizza napolitana": "cheese pizza", "pizza de queso": "cheese pizza", "churrasco": "steak sandwich", "churrasco italiano": "steak sandwich",
  "lomito italiano": "pork sandwich", "churrasco palta": "steak sandwich", "barros luco": "steak sandwich, with cheese",
  "chacarero": "steak sandwich", "lomito": "pork sandwich", "albondigas": "meatballs", "albondigas con salsa": "meatballs",
  "pollo al curry": "chicken curry", "curry de pollo": "chicken curry", "quinoa cocida": "quinoa", "tofu firme": "tofu",
  "humus": "hummus", "pasas": "raisins", "pasas rubias": "raisins", "cabritas": "popcorn", "palomitas de maiz": "popcorn",
  // Further everyday Chilean and Spanish dishes, drinks and foods.
  "jugo de naranja": "orange juice", "jugo de manzana": "apple juice", "jugo de pina": "pineapple juice",
  "jugo de uva": "grape juice", "jugo de pomelo": "grapefruit juice", "jugo de tomate": "tomato juice",
  "jugo de zanahoria": "carrot juice", "jugo de limon": "lemon juice", "jugo de arandano": "cranberry juice",
  "pan de hamburguesa": "white roll, hamburger bun", "pan de completo": "white roll, hot dog bun", "pan de centeno": "rye bread",
  "pan de ajo": "garlic bread", "pan de pascua": "fruitcake", "pan dulce": "sweet roll", "galleta de agua": "saltine crackers",
  "galletas de agua": "saltine crackers", "galletas de soda": "saltine crackers", "galleta de soda": "saltine crackers",
  "galletas de avena": "oatmeal cookies", "galleta de avena": "oatmeal cookie", "barra de cereal": "granola bar",
  "barrita de cereal": "granola bar", "barra de proteina": "nutrition bar", "barrita de proteina": "nutrition bar",
 "pie de limon": "lemon meringue pie", "tarta de manzana": "apple pie", "pie de manzana": "apple pie",
  "leche condensada": "sweetened condensed milk", "leche evaporada": "evaporated milk", "leche en polvo": "dry milk",
  "leche sin lactosa": "lactose free milk", "leche de coco": "coconut milk", "leche de avena": "oat milk",
  "queso de cabra": "goat cheese", "queso azul": "blue cheese", "queso cheddar": "cheddar cheese", "queso suizo": "swiss cheese",
  "queso rallado": "grated parmesan", "queso de untar": "cream cheese", "ricota": "ricotta cheese", "ricotta": "ricotta cheese",
  "arroz con pollo": "chicken and rice", "arroz a la jardinera": "white rice with peas and carrots",
  "arroz con verduras": "white rice with peas and carrots", "papas doradas": "roasted potatoes",
  "ensalada de zanahoria": "carrots, raw, salad", "brazo de reina": "jelly roll cake", "azucar flor": "powdered sugar",
  "bebida sin azucar": "diet soft drink", "cerveza sin alcohol": "nonalcoholic beer", "pollo arvejado": "chicken with peas", "carne mechada": "pot roast", "mechada": "pot roast",
  "pastel de papas": "shepherd pie", "carbonada": "beef stew", "ajiaco": "beef soup", "caldillo de congrio": "fish soup",
  "paila marina": "fish soup", "chupe de jaiba": "crab casserole", "milanesa": "country fried steak", "escalopa": "country fried steak",
  "escalopa de pollo": "chicken breast, breaded, fried", "milanesa de pollo": "chicken breast, breaded, fried",
  "lomo saltado": "beef stir fry", "lomo a lo pobre": "beef steak", "ensalada de papas": "potato salad", "ensalada rusa": "potato salad",
  "ensalada cesar": "caesar salad", "tortilla de papas": "potato omelet", "tortilla espanola": "potato omelet",
  "barros jarpa": "ham and cheese sandwich", "sandwich de jamon y queso": "ham and cheese sandwich", "aros de cebolla": "onion rings",
  "nachos": "nachos", "guacamole": "guacamole", "falafel": "falafel", "gyoza": "dumpling", "gyozas": "dumpling",
  "wantan": "wonton", "wantanes": "wonton", "chapsui": "chop suey", "pollo agridulce": "sweet and sour chicken", "ceviche": "ceviche",
  "tamal": "tamale", "tamales": "tamale", "lasana": "lasagna", "lasagna": "lasagna", "noquis": "potato gnocchi", "noqui": "potato gnocchi", "osobuco": "beef stew meat", "ravioles": "ravioli",
  "canelones": "cannelloni", "macarrones": "macaroni", "macarrones con queso": "macaroni and cheese", "polenta": "polenta",
  "guatitas": "tripe", "prieta": "blood sausage", "chorizo": "chorizo", "pernil": "ham", "costilla": "pork ribs", "costillas": "pork ribs",
  "chicharrones": "pork rinds", "chicharron": "pork rinds", "mortadela": "bologna", "salame": "salami", "salami": "salami",
  "charqui": "beef jerky", "lengua": "beef tongue", "higado": "beef liver", "higado de pollo": "chicken liver", "pato": "duck",
  "conejo": "rabbit", "posta": "beef round steak", "posta negra": "beef round steak", "lomo": "pork roast", "lomo de cerdo": "pork roast", "lomo de chancho": "pork roast",
  "filete de pollo": "chicken breast", "filetillo de pollo": "chicken tenders", "pechuga de pavo": "turkey breast",
  "palitos de surimi": "imitation crab", "surimi": "imitation crab", "choritos": "mussels", "chorito": "mussels",
  "almejas": "clams", "machas": "clams", "ostiones": "scallops, steamed", "ostras": "oysters", "jaiba": "crab", "cangrejo": "crab",
  "langosta": "lobster", "langostinos": "shrimp", "calamar": "squid", "calamares": "squid", "pulpo": "octopus",
  "congrio": "white fish", "corvina": "fish, sea bass", "jurel": "mackerel", "sardinas": "sardines", "sardina": "sardines",
  "trucha": "trout", "bacalao": "cod", "tilapia": "tilapia", "atun en agua": "canned tuna", "atun al agua": "canned tuna",
  "chocolate caliente": "hot chocolate", "agua con gas": "sparkling water", "agua mineral con gas": "sparkling water",
  "bebida light": "diet soft drink", "bebida zero": "diet soft drink", "coca cola light": "diet cola", "coca cola zero": "diet cola",
  "coca": "cola", "coca light": "diet cola", "coca zero": "diet cola",
  "bebida energetica": "energy drink", "bebida isotonica": "sports drink", "jugo en polvo": "fruit flavored drink",
  "nectar": "fruit nectar", "nectar de durazno": "peach nectar", "jugo de durazno": "peach nectar", "capuchino": "cappuccino", "cafe capuchino": "cappuccino", "espresso": "espresso", "expreso": "espresso",
  "cafe instantaneo": "instant coffee", "cafe en grano": "brewed coffee", "agua tonica": "tonic water", "pisco": "brandy",
  "ron": "rum", "whisky": "whiskey", "vodka": "vodka", "vino": "wine", "chicha": "wine", "espumante": "sparkling wine",
  "salsa de soya": "soy sauce", "salsa de soja": "soy sauce", "salsa de aji": "hot pepper sauce", "aji": "hot pepper",
  "chancho en piedra": "salsa", "salsa bbq": "barbecue sauce", "salsa barbacoa": "barbecue sauce", "aderezo": "salad dressing",
  "vinagreta": "vinaigrette", "salsa blanca": "white sauce", "vinagre": "vinegar", "sal": "salt", "pimienta": "black pepper",
  "semillas de chia": "chia seeds", "chia": "chia seeds", "linaza": "flaxseed", "semillas de zapallo": "pumpkin seeds",
  "pepitas de zapallo": "pumpkin seeds", "semillas de maravilla": "sunflower seeds", "sesamo": "sesame seeds",
  "frutos secos": "mixed nuts", "mix de frutos secos": "trail mix", "castanas de caju": "cashews", "pistachos": "pistachio nuts",
  "avellanas": "hazelnuts", "mani salado": "peanuts, salted", "ciruelas secas": "prunes", "ciruela seca": "prunes",
  "huesillos": "dried peaches", "descarozados": "dried peaches", "datiles": "dates", "higos secos": "dried figs",
  "palmitos": "hearts of palm", "brotes de soya": "bean sprouts", "repollitos de bruselas": "brussels sprouts",
  "habas": "fava beans", "cebollin": "green onion", "cebollines": "green onion", "aceitunas": "olives", "aceituna": "olives",
  "pepinillos": "pickles", "pepinillo": "pickles", "alcaparras": "capers", "hongos": "mushrooms", "callampas": "mushrooms",
  "yuca": "cassava", "mandioca": "cassava", "remolacha": "beets", "rucula": "arugula", "acelga": "swiss chard",
  "puerro": "leek", "rabanitos": "radishes", "rabano": "radishes", "nabo": "turnip", "berenjena": "eggplant",
  "alcachofa": "artichoke", "alcachofas": "artichoke", "calabaza": "pumpkin", "zapallito": "zucchini", "ajo": "garlic",
  "damasco": "apricot", "damascos": "apricots", "higo": "figs", "higos": "figs", "granada": "pomegranate", "coco": "coconut",
  "membrillo": "quince", "chirimoya": "cherimoya", "guayaba": "guava", "maracuya": "passion fruit", "lima": "lime",
  "nispero": "loquat", "caqui": "persimmon", "melon tuna": "honeydew", "melon calameno": "cantaloupe", "arandano": "blueberries",
  "frambuesa": "raspberries", "mora": "blackberries", "moras": "blackberries",
  "bizcocho": "sponge cake", "brownie": "brownie", "brownies": "brownie", "cupcake": "cupcake", "churros": "churros", "churro": "churros",
  "mousse": "mousse", "mousse de chocolate": "chocolate mousse", "paleta de helado": "ice pop", "helado de agua": "ice pop",
  "dulces": "candy", "caramelo": "hard candy", "caramelos": "hard candy", "chicle": "chewing gum", "gomitas": "gummy candy",
  "calugas": "caramel candy", "turron": "nougat", "chilenitos": "cookie", "cuchuflis": "wafer cookie",
  "yogur batido": "yogurt", "yogurt batido": "yogurt", "yogurt con cereal": "yogurt with cereal", "kefir": "kefir",
  "cereal con leche": "cereal with milk", "leche con cereal": "cereal with milk", "avena con leche": "oatmeal made with milk",
  "huevos a la copa": "soft boiled eggs", "huevo pochado": "poached egg", "huevos pochados": "poached eggs",
  "papas mayo": "potato salad, made with mayonnaise", "papas al horno": "baked potato", "papa al horno": "baked potato",
  "papas salteadas": "home fries", "papas duquesas": "potato puffs", "pure de papa": "mashed potatoes",
  "wrap": "wrap", "sandwich de pollo": "chicken sandwich", "sandwich de atun": "tuna sandwich", "hot dog": "hot dog sandwich",
  "once": "", "cena": "", "almuerzo": "", "desayuno": "",
};
// The word list written group by group from the USDA food groups (spanishWords.ts); an entry above
// keeps its reading where both name a phrase.
let chileanPhrases: string[] = [];
const groupedPhrases: string[] = [];

// Single words, with their part in the phrase. "food" words are nouns; "quality" words say which one.
// prettier-ignore
const lexicon: Record<string, [string, Kind]> = {
  manzana: ["apple", "food"], manzanas: ["apples", "food"], platano: ["banana", "food"], platanos: ["bananas", "food"],
  banana: ["banana", "food"], naranja: ["orange", "food"], naranjas: ["oranges", "food"], uva: ["grapes", "food"], uvas: ["grapes", "food"],
  frutilla: ["strawberries", "food"], frutillas: ["strawberries", "food"], fresa: ["strawberries", "food"], fresas: ["strawberries", "food"],
  arandanos: ["blueberries", "food"], frambuesas: ["raspberries", "food"], moras: ["blackberries", "food"],
  pera: ["pear", "food"], peras: ["pears", "food"], durazno: ["peach", "food"], duraznos: ["peaches", "food"],
  pina: ["pineapple", "food"], sandia: ["watermelon", "food"], melon: ["cantaloupe", "food"], mandarina: ["tangerine", "food"],
  mandarinas: ["tangerines", "food"], kiwi: ["kiwi fruit", "food"], kiwis: ["kiwi fruit", "food"],
  // In Chile a tuna is the cactus fruit (the fish is atún).
  tuna: ["prickly pears", "food"], tunas: ["prickly pears", "food"], limon: ["lemon", "food"], mango: ["mango", "food"],
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
  carne: ["beef", "food"], vacuno: ["beef", "food"], vaca: ["beef", "food"], cerdo: ["pork", "food"], chancho: ["pork", "food"], cordero: ["lamb", "food"],
  pescado: ["fish", "food"], salmon: ["salmon", "food"], atun: ["tuna", "food"], leche: ["milk", "food"], yogur: ["yogurt", "food"],
  yogurt: ["yogurt", "food"], yoghurt: ["yogurt", "food"], queso: ["cheese", "food"], mozzarella: ["mozzarella", "food"],
  mantequilla: ["butter", "food"], margarina: ["margarine", "food"], mayonesa: ["mayonnaise", "food"], mostaza: ["mustard", "food"],
  galleta: ["cookie", "food"], galletas: ["cookies", "food"], almendras: ["almonds", "food"], almendra: ["almonds", "food"],
  nueces: ["walnuts", "food"], nuez: ["walnuts", "food"], castanas: ["chestnuts", "food"], castana: ["chestnuts", "food"], semillas: ["seeds", "food"],
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
  salteada: ["sauteed", "cooking"], salteados: ["sauteed", "cooking"], "al vapor": ["steamed", "cooking"], apanado: ["fried coated", "cooking"],
  apanada: ["fried coated", "cooking"], ahumado: ["smoked", "cooking"], revuelto: ["scrambled", "cooking"], revueltos: ["scrambled", "cooking"],
  "a la plancha": ["grilled", "cooking"], "a la parrilla": ["grilled", "cooking"], "al horno": ["baked", "cooking"],
  "al jugo": ["stewed", "cooking"], grillado: ["grilled", "cooking"], grillada: ["grilled", "cooking"], rallado: ["grated", "quality"],
  rallada: ["grated", "quality"], picado: ["chopped", "quality"], picada: ["chopped", "quality"], "en rodajas": ["sliced", "quality"],
  "con sal": ["", "quality"], "extra virgen": ["extra virgin", "quality"], "en lata": ["canned", "quality"], "en tarro": ["canned", "quality"], triturado: ["crushed", "quality"], triturada: ["crushed", "quality"],
  triturados: ["crushed", "quality"], trituradas: ["crushed", "quality"], sofrito: ["sauteed", "cooking"], sofrita: ["sauteed", "cooking"],
  sofritos: ["sauteed", "cooking"], sofritas: ["sauteed", "cooking"], empanizado: ["fried coated", "cooking"], empanizada: ["fried coated", "cooking"],
  empanizados: ["fried coated", "cooking"], empanizadas: ["fried coated", "cooking"], firme: ["firm", "quality"],
  amarillo: ["yellow", "quality"], amarilla: ["yellow", "quality"], morado: ["purple", "quality"], morada: ["purple", "quality"],
  semidescremada: ["reduced fat", "quality"], semidescremado: ["reduced fat", "quality"], dietetico: ["diet", "quality"],
  dietetica: ["diet", "quality"], zero: ["diet", "quality"], "sin azucar": ["sugar free", "quality"], "sin lactosa": ["lactose free", "quality"], fresco: ["fresh", "quality"], fresca: ["fresh", "quality"],
  "sin gluten": ["gluten free", "quality"], "bajo en grasa": ["low fat", "quality"], salado: ["salted", "quality"],
  salada: ["salted", "quality"], tostados: ["roasted", "quality"], tostadas: ["toasted", "quality"], seco: ["dried", "quality"],
  seca: ["dried", "quality"], secos: ["dried", "quality"], secas: ["dried", "quality"], congelado: ["frozen", "quality"],
  congelada: ["frozen", "quality"], enlatado: ["canned", "quality"], enlatada: ["canned", "quality"], "en conserva": ["canned", "quality"],
  "en almibar": ["in syrup", "quality"], relleno: ["filled", "quality"], rellena: ["filled", "quality"],
  // How it was kept or cut (decision 197): dried is USDA's word for the dehydrated fruit and
  // vegetable; a slice, a cube or a chunk says how much, not what.
  deshidratado: ["dried", "quality"], deshidratada: ["dried", "quality"], deshidratados: ["dried", "quality"],
  deshidratadas: ["dried", "quality"], laminado: ["sliced", "quality"], laminada: ["sliced", "quality"],
  laminados: ["sliced", "quality"], laminadas: ["sliced", "quality"], trozado: ["chopped", "quality"],
  trozada: ["chopped", "quality"], trozados: ["chopped", "quality"], trozadas: ["chopped", "quality"],
  "en cubos": ["diced", "quality"], "en cubitos": ["diced", "quality"], "en trozos": ["chunks", "quality"],
  pelado: ["peeled", "quality"], pelada: ["peeled", "quality"], pelados: ["peeled", "quality"],
  peladas: ["peeled", "quality"], confitado: ["candied", "quality"], confitada: ["candied", "quality"],
  confitados: ["candied", "quality"], confitadas: ["candied", "quality"],
  // A caramelo alone is a hard candy; a food "de caramelo" is caramel flavoured.
  "de caramelo": ["caramel", "quality"],
  asados: ["roasted", "cooking"], asadas: ["roasted", "cooking"], horneados: ["baked", "cooking"], horneadas: ["baked", "cooking"],
  hervidos: ["boiled", "cooking"], hervidas: ["boiled", "cooking"], apanados: ["fried coated", "cooking"], apanadas: ["fried coated", "cooking"],
  guisado: ["stewed", "cooking"], guisada: ["stewed", "cooking"], estofado: ["stewed", "cooking"],
  arroz: ["rice", "food"], fideo: ["pasta", "food"],
  tallarin: ["pasta", "food"], caldo: ["broth", "food"], pure: ["mashed potatoes", "food"],
  bistec: ["steak", "food"], filete: ["steak", "food"], costilla: ["ribs", "food"], ala: ["wing", "food"], alas: ["wings", "food"],
  muslo: ["thigh", "food"], muslos: ["thighs", "food"], trutro: ["thigh", "food"], pierna: ["leg", "food"], lomo: ["loin", "food"],
  salchicha: ["sausage", "food"], hamburguesa: ["hamburger", "food"], jamon: ["ham", "food"], tocino: ["bacon", "food"],
  camaron: ["shrimp", "food"], camarones: ["shrimp", "food"], merluza: ["cod", "food"], reineta: ["white fish", "food"],
  mani: ["peanuts", "food"], semilla: ["seeds", "food"], miel: ["honey", "food"], azucar: ["sugar", "food"],
  mermelada: ["jam", "food"], manjar: ["dulce de leche", "food"], helado: ["ice cream", "food"], torta: ["cake", "food"],
  pastel: ["cake", "food"], queque: ["pound cake", "food"], kuchen: ["cake", "food"], tarta: ["pie", "food"], pie: ["pie", "food"],
  budin: ["pudding", "food"], postre: ["pudding", "food"], empanada: ["empanada", "food"], empanadas: ["empanada", "food"],
  completo: ["hot dog sandwich", "food"], te: ["tea", "food"], cafe: ["coffee", "food"], agua: ["water", "food"], aguita: ["water", "food"],
  bebida: ["soft drink", "food"], cerveza: ["beer", "food"], limonada: ["lemonade", "food"], batido: ["smoothie", "food"],
  palta: ["avocado", "food"], choclo: ["corn", "food"], poroto: ["beans", "food"], porotos: ["beans", "food"],
  zapallo: ["pumpkin", "food"], camote: ["sweet potato", "food"], lenteja: ["lentils", "food"], arveja: ["peas", "food"],
  esparrago: ["asparagus", "food"], betarragas: ["beets", "food"], pimentones: ["bell peppers", "food"], pimiento: ["bell pepper", "food"],
  pimientos: ["bell peppers", "food"], aceite: ["oil", "food"], vinagre: ["vinegar", "food"],
  ajo: ["garlic", "food"], perejil: ["parsley", "food"], cilantro: ["cilantro", "food"],
  albahaca: ["basil", "food"], oregano: ["oregano", "food"], jengibre: ["ginger", "food"], canela: ["cinnamon", "food"],
  coco: ["coconut", "food"], ave: ["chicken", "food"],
  marraqueta: ["french bread", "food"], hallulla: ["white bread", "food"],
  // More everyday words: grains, seafood, sauces, and how foods are kept and seasoned.
  cebada: ["barley", "food"], almeja: ["clams", "food"], coctel: ["cocktail", "food"], jarabe: ["syrup", "food"],
  alino: ["dressing", "food"], aderezo: ["dressing", "food"], brotes: ["sprouts", "food"], manteca: ["lard", "food"],
  merengue: ["meringues", "food"], merengues: ["meringues", "food"], guatita: ["tripe", "food"], ternera: ["veal", "food"],
  alga: ["seaweed", "food"], algas: ["seaweed", "food"], pancito: ["roll", "food"], pancitos: ["rolls", "food"],
  hielo: ["ice", "food"], fideos: ["noodles", "food"], costillas: ["ribs", "food"], chuleta: ["chop", "food"],
  "platano macho": ["plantain", "food"], "galleta salada": ["crackers", "food"], "galletas saladas": ["crackers", "food"],
  "suero de leche": ["buttermilk", "food"], "pure de manzana": ["applesauce", "food"], "pan de maiz": ["cornbread", "food"],
  "dulce de chocolate": ["chocolate candy", "food"], "tostada francesa": ["french toast", "food"],
  "tostadas francesas": ["french toast", "food"], "arandanos rojos": ["cranberries", "food"],
  "nueces pecanas": ["pecans", "food"], "queso crema": ["cream cheese", "food"], "nuez pecana": ["pecans", "food"],
  "en escabeche": ["pickled", "quality"], chino: ["chinese", "quality"], china: ["chinese", "quality"],
  rostizado: ["rotisserie", "cooking"], rostizada: ["rotisserie", "cooking"], molido: ["ground", "quality"],
  molida: ["ground", "quality"], endulzado: ["sweetened", "quality"], endulzada: ["sweetened", "quality"],
  vegetariano: ["vegetarian", "quality"], vegetariana: ["vegetarian", "quality"], vegetarianos: ["vegetarian", "quality"],
  vegetarianas: ["vegetarian", "quality"], caliente: ["hot", "quality"], calientes: ["hot", "quality"],
  congelados: ["frozen", "quality"], congeladas: ["frozen", "quality"], rellenos: ["stuffed", "quality"],
  rellenas: ["stuffed", "quality"], amargo: ["dark", "quality"], amarga: ["dark", "quality"],
  "sin grasa": ["fat free", "quality"], "sin sal": ["unsalted", "quality"], "sin carne": ["meatless", "quality"],
  cabra: ["goat", "food"], raviol: ["ravioli", "food"], duro: ["hard", "quality"], dura: ["hard", "quality"],
  rojos: ["red", "quality"], rojas: ["red", "quality"], roja: ["red", "quality"], blancos: ["white", "quality"],
  blancas: ["white", "quality"], negra: ["black", "quality"], negras: ["black", "quality"],
  amarillos: ["yellow", "quality"], amarillas: ["yellow", "quality"], dulces: ["sweet", "quality"],
  crujiente: ["crispy", "quality"], crujientes: ["crispy", "quality"],
  "en polvo": ["powder", "after"], gratinado: ["baked", "cooking"], gratinada: ["baked", "cooking"],
  gratinados: ["baked", "cooking"], gratinadas: ["baked", "cooking"], escabechado: ["pickled", "quality"],
  escabechada: ["pickled", "quality"], escabechados: ["pickled", "quality"], escabechadas: ["pickled", "quality"],
  largo: ["long", "quality"], larga: ["long", "quality"], largos: ["long", "quality"], largas: ["long", "quality"],
  italiano: ["italian", "quality"], italiana: ["italian", "quality"], guiso: ["stew", "food"], salados: ["salted", "quality"], saladas: ["salted", "quality"], ahumada: ["smoked", "cooking"], ahumados: ["smoked", "cooking"],
  // What a cooked food is made with or without (decision 210): "sin aceite" is USDA's no added fat, as
  // "sin mantequilla" and "sin margarina" are; the skin or peel eaten is "con piel" / "con cascara".
  "sin aceite": ["no added fat", "after"], "sin mantequilla": ["no added fat", "after"],
  "sin margarina": ["no added fat", "after"], "sin grasa agregada": ["no added fat", "after"],
  "sin grasa anadida": ["no added fat", "after"], "sin materia grasa": ["no added fat", "after"],
  piel: ["skin", "food"], cascara: ["peel", "food"], "con azucar": ["sweetened with sugar", "after"],
  // Farmed fish, Spain's cocinado and rebozado, a steak encebollado (with onions), and what is not yet
  // cooked (decision 210).
  "de cultivo": ["farmed", "quality"], "de criadero": ["farmed", "quality"], "de piscifactoria": ["farmed", "quality"],
  cocinado: ["cooked", "cooking"], cocinada: ["cooked", "cooking"], cocinados: ["cooked", "cooking"], cocinadas: ["cooked", "cooking"],
  rebozado: ["fried coated", "cooking"], rebozada: ["fried coated", "cooking"], rebozados: ["fried coated", "cooking"],
  rebozadas: ["fried coated", "cooking"], encebollado: ["with onions", "after"], encebollada: ["with onions", "after"],
  encebollados: ["with onions", "after"], encebolladas: ["with onions", "after"], estofada: ["stewed", "cooking"],
  estofados: ["stewed", "cooking"], estofadas: ["stewed", "cooking"], "sin cocer": ["raw", "cooking"],
  // Chile's "a lo pobre" is the food with fries, onions and eggs beside it (describeMeal.ts weighs
  // them): the food alone names the match ("bistec a lo pobre" was "lo pobre steak").
  "a lo pobre": ["", "quality"],
  // How Chile cooks a fish, a shellfish or a vegetable, said "a la" / "al": a la parmesana is baked
  // under cheese ("ostiones a la parmesana" were steamed), al pil pil and al ajillo sauteed in oil and
  // garlic, saltado (Peru's and Chile's word) sauteed, a la olla and a la cacerola stewed.
  "a la parmesana": ["baked", "cooking"], "al pil pil": ["sauteed", "cooking"], "al ajillo": ["sauteed", "cooking"],
  saltado: ["sauteed", "cooking"], saltada: ["sauteed", "cooking"], saltados: ["sauteed", "cooking"],
  saltadas: ["sauteed", "cooking"], "a la olla": ["stewed", "cooking"], "a la cacerola": ["stewed", "cooking"], "sin cocinar": ["raw", "cooking"],
  // What a food was fried in (decision 231): Chile's manteca is lard (Argentina's butter), and lard or
  // bacon fat is USDA's "animal fat or meat drippings" ("huevo frito en manteca" was NS as to fat).
  "en manteca": ["with animal fat", "after"], "en manteca de cerdo": ["with animal fat", "after"],
  "en manteca de chancho": ["with animal fat", "after"], "con manteca de cerdo": ["with animal fat", "after"],
  "con manteca de chancho": ["with animal fat", "after"], "en grasa de tocino": ["with animal fat", "after"],
  "en grasa de cerdo": ["with animal fat", "after"], "en grasa de chancho": ["with animal fat", "after"],
  // A pizza's crust as a Chilean pizzeria names it.
  "masa gruesa": ["thick crust", "quality"], "masa delgada": ["thin crust", "quality"], "masa fina": ["thin crust", "quality"],
  "masa tradicional": ["medium crust", "quality"],
  // Lean: a steak or a chop said "magro" is USDA's lean only eaten (below), other meats lean.
  magro: ["lean", "quality"], magra: ["lean", "quality"], magros: ["lean", "quality"], magras: ["lean", "quality"],
};

// Words that say nothing about the numbers: "arroz con leche casero" is arroz con leche.
const fillers = new Set(["casero", "casera", "caseros", "caseras", "rico", "rica", "natural", "naturales"]);
// A word the list reads alone, and every word of its phrases as the list writes it.
const means = (token: string) =>
  token in lexicon || token in dishes || joiners.has(token) || fillers.has(token);
let phraseWords = new Set<string>();

/** The singulars a plural may have: "camotes" -> "camote", "camot"; "panes" -> "pane", "pan". */
const stemsOf = (token: string) =>
  [1, 2].flatMap((cut) =>
    token.endsWith(cut === 1 ? "s" : "es") && token.length - cut > 2 ? [token.slice(0, -cut)] : [],
  );

/**
 * The word a diminutive is made from, when the list knows it and not the diminutive: "-ito/-ita"
 * ("chocolatito" -> "chocolate", "quesito" -> "queso", "patitas" -> "patas"; "juguito" -> "jugo",
 * its g written gu before the i), "-cito/-cita" after a word ending in -e, -n or -r ("tecito" ->
 * "te", "cafecito" -> "cafe"), "-ecito" after a consonant ("panecito" -> "pan"), and "-cito" for a
 * word ending in -z ("arrocito" -> "arroz").
 */
function undiminished(token: string): string | undefined {
  const match = /^(.+?)(ec|c)?it([oa])(s?)$/.exec(token);
  if (!match) return undefined;
  const [, stem = "", c = "", vowel = "", plural = ""] = match;
  const bases =
    c === ""
      ? [
          `${stem}${vowel}`,
          `${stem}e`,
          stem.endsWith("qu") ? `${stem.slice(0, -2)}c${vowel}` : "",
          stem.endsWith("gu") ? `${stem.slice(0, -2)}g${vowel}` : "",
        ]
      : c === "c"
        ? [stem, `${stem}z`, `${stem}c${vowel}`]
        : [stem, `${stem}e`, `${stem}ec${vowel}`];
  for (const base of bases.filter(Boolean))
    for (const word of plural ? [`${base}s`, `${base}es`] : [base])
      if (means(word) || phraseWords.has(word)) return word;
  return undefined;
}

/** "marraquetas" -> "marraqueta", "camotes" -> "camote", "panes" -> "pan", when the list knows the singular. */
function singular(token: string): string {
  if (means(token)) return token;
  // Typed in the singular where the list has only the plural: "avellana" for "avellanas".
  if (`${token}s` in dishes || `${token}s` in lexicon) return `${token}s`;
  const stems = stemsOf(token);
  // A singular the list reads alone comes first ("guisadas" -> "guisada", though "lentejas
  // guisadas" is a phrase); then the word as a phrase writes it ("tostadas francesas"); then a
  // singular some phrase writes; then, for a word the list knows in no form, the word its
  // diminutive is made from ("tecito verde": te verde).
  const known =
    stems.find(means) ?? (phraseWords.has(token) ? token : stems.find((stem) => phraseWords.has(stem)));
  if (known) return known;
  const base = undiminished(token);
  return base ? singular(base) : token;
}

const joiners = new Set(["de", "del", "con", "y", "en", "al", "a", "la", "el", "los", "las", "para"]);
// A phrase of the list is also read with its plural words in the singular the list reads alone
// ("fideo de arroz" as "fideos de arroz"), as typed words are made singular.
const singularOfPhrase = (phrase: string) =>
  phrase
    .split(" ")
    .map((word) => stemsOf(word).find(means) ?? word)
    .join(" ");
// And a dish of several words written with its first word in the singular is read with that word
// in the plural too, as typed words the list reads alone stay plural ("galletas de la suerte" for
// "galleta de la suerte", "patas de pollo"): -s after a vowel, -ces for -z, else -es (decision 202).
const pluralOf = (word: string) =>
  /[aeiouáéó]$/.test(word) ? `${word}s` : word.endsWith("z") ? `${word.slice(0, -1)}ces` : `${word}es`;
const pluralHeadOf = (phrase: string) => {
  const [head = "", ...rest] = phrase.split(" ");
  return head.endsWith("s") ? phrase : [pluralOf(head), ...rest].join(" ");
};
// Spanish's singular of a plural: -es after l, n, r, d ("calzones" -> "calzon"), -ces as -z, -s
// after a vowel.
const singularWord = (word: string) =>
  /ces$/.test(word)
    ? `${word.slice(0, -3)}z`
    : /[lnrd]es$/.test(word)
      ? word.slice(0, -2)
      : /[aeiou]s$/.test(word)
        ? word.slice(0, -1)
        : word;
let longestPhrase = 1;
let prepared = false;

/**
 * The list made ready to read, once, by the first phrase read rather than when the module is
 * evaluated (a server's start reads none; decision 206): the list by food group joined to the
 * Chilean one, every word of the phrases, and each phrase's singular and plural forms.
 */
function prepare(): void {
  if (prepared) return;
  prepared = true;
  chileanPhrases = Object.keys(dishes);
  for (const [phrase, english] of Object.entries(spanishFoodWords))
    if (!(phrase in dishes)) {
      dishes[phrase] = english;
      groupedPhrases.push(phrase);
    }
  phraseWords = new Set(
    [...Object.keys(dishes), ...Object.keys(lexicon)].flatMap((phrase) => phrase.split(" ")),
  );
  for (const table of [dishes, lexicon] as Record<string, unknown>[]) {
    for (const phrase of Object.keys(table)) {
      if (!phrase.includes(" ")) continue;
      for (const alias of [singularOfPhrase(phrase), ...(table === dishes ? [pluralHeadOf(phrase)] : [])])
        if (!(alias in table)) table[alias] = table[phrase];
    }
  }
  // A dish the list names in the plural is also typed in the singular, every word before its "de"
  // or "con" made singular ("calzon roto" for "calzones rotos", "sopaipilla pasada").
  for (const phrase of Object.keys(dishes)) {
    const words = phrase.split(" ");
    const end = words.findIndex((word) => joiners.has(word));
    const named = end < 0 ? words : words.slice(0, end);
    if (named.length < 2 || !named.every((word) => word.endsWith("s"))) continue;
    const single = [...named.map(singularWord), ...words.slice(named.length)].join(" ");
    if (!(single in dishes) && !(single in lexicon)) dishes[single] = dishes[phrase]!;
  }
  // A packet's name drops the "de" ("galletas soda", "leche polvo"): a phrase "X de Y" of the list is
  // also read typed "X Y", where no phrase of the list is written so.
  for (const phrase of Object.keys(dishes)) {
    const [food, de, of, ...rest] = phrase.split(" ");
    const dropped = `${food} ${of}`;
    if (de === "de" && of && rest.length === 0 && !(dropped in dishes) && !(dropped in lexicon))
      dishes[dropped] = dishes[phrase]!;
  }
  // A wine named by its grape is the same wine with its colour said ("vino tinto syrah").
  for (const phrase of Object.keys(dishes))
    if (phrase.startsWith("vino ") && !/^vino (tinto|blanco|rosado)\b/.test(phrase))
      for (const colour of ["tinto", "blanco", "rosado"]) {
        const said = phrase.replace(/^vino /, `vino ${colour} `);
        if (!(said in dishes)) dishes[said] = dishes[phrase]!;
      }
  longestPhrase = Math.max(
    ...[...Object.keys(dishes), ...Object.keys(lexicon)].map((phrase) => phrase.split(" ").length),
  );
}

/** Whether the list has been made ready in this process (a server's start must not). */
export const spanishListPrepared = (): boolean => prepared;

// A phrase of the list is found with any of its words typed in the plural ("pure de manzanas",
// "ensalada de tomates", "nectar de duraznos"): a typed word the list reads alone stays plural, so
// the phrase is also looked up with its words in the singular the list reads (decision 202).
function lookup(tokens: string[], at: number, table: Record<string, unknown>): number {
  for (let n = Math.min(longestPhrase, tokens.length - at); n > 0; n--) {
    const phrase = tokens.slice(at, at + n).join(" ");
    if (phrase in table || (n > 1 && singularOfPhrase(phrase) in table)) return n;
  }
  return 0;
}
/** A phrase of the list as `lookup` found it: as typed, or with its words in the singular. */
const inTable = (phrase: string, table: Record<string, unknown>): string =>
  phrase in table ? phrase : singularOfPhrase(phrase);

const defaultState = /,? (steamed|cooked|raw)$/;
const meats = /\b(beef|meat|turkey|chicken|pork|lamb|steak|veal)\b/;
const peeled = /\b(potato|potatoes|apples?|pears?|peach|peaches|cucumbers?)\b/;
const rawNuts = /^(almonds|peanuts|cashews)$/;
const cuts = /\b(steaks?|chops?|t bones?|ribeyes?|sirloins?|tenderloins?|porterhouses?)$/;
// A vegetable said with a fat ("coliflor con margarina") was cooked in it, as USDA names the row.
const vegetablesCooked =
  /^(cauliflower|broccoli|carrots|green beans|peas|spinach|zucchini|corn|asparagus|brussels sprouts|cabbage|swiss chard|chard|summer squash)$/;
const cookingFats = /^(butter|margarine)$/;
const potato = /\b(potato|potatoes)$/;

/** One Spanish phrase in matcher English; words it does not know pass through unchanged. */
function translatePart(tokens: string[]): string {
  const whole = tokens.join(" ");
  if (whole in dishes) return dishes[whole]!;
  const qualities: string[] = [];
  const cooking: string[] = [];
  const after: string[] = [];
  const heads: string[] = [];
  let unknownRun = false;
  let andOf = false;
  const pushHead = (english: string) => {
    if (andOf) heads[heads.length - 1] = `${heads.at(-1)!} and ${english}`;
    else heads.push(english);
    andOf = false;
  };
  const typedCooking = tokens.some((_, at) => {
    const n = lookup(tokens, at, lexicon);
    return n > 0 && lexicon[inTable(tokens.slice(at, at + n).join(" "), lexicon)]![1] === "cooking";
  });
  for (let i = 0; i < tokens.length;) {
    // A longer dish name reads as one; a one-word dish inside a longer phrase is read as its word
    // ("aceite de coco": coconut oil, not vegetable oil and coconut).
    const dish = lookup(tokens, i, dishes);
    if (dish > 1 || (dish === 1 && !(tokens[i]! in lexicon))) {
      const listed = dishes[inTable(tokens.slice(i, i + dish).join(" "), dishes)]!;
      // The state the list gives a food by default ("ostiones": steamed scallops, "zapallo
      // italiano": cooked zucchini) gives way to one typed ("ostiones crudos": raw scallops).
      const english = typedCooking ? listed.replace(defaultState, "") : listed;
      if (english) pushHead(english);
      i += dish;
      unknownRun = false;
      continue;
    }
    const known = lookup(tokens, i, lexicon);
    if (known > 0) {
      const [english, kind] = lexicon[inTable(tokens.slice(i, i + known).join(" "), lexicon)]!;
      if (english && kind === "food") pushHead(english);
      else if (english) ({ food: heads, cooking, quality: qualities, after })[kind].push(english);
      i += known;
      unknownRun = false;
      continue;
    }
    // "y" between two foods names them both, in the order typed ("cebolla y pimenton": onion and
    // bell pepper, not one food "bell pepper onion"); a phrase of the list with its "y" was read above.
    // After "de", the "y" joins what the food is of ("omelette de pimenton y cebolla": a bell pepper
    // and onion omelet).
    if (tokens[i] === "y" && heads.length > 1) {
      andOf = true;
      i += 1;
      continue;
    }
    if (tokens[i] === "y" && heads.length > 0 && i + 1 < tokens.length) {
      const rest = translatePart(tokens.slice(i + 1));
      if (rest) return `${composed(heads, qualities, cooking, after)} and ${rest}`;
    }
    // Words the list does not know, typed one after another, are one name in their own order
    // ("queso port salut", "vino pinot grigio"): a loanword or a brand, not Spanish's head and "de".
    if (!joiners.has(tokens[i]!)) {
      if (unknownRun) heads[heads.length - 1] += ` ${tokens[i]!}`;
      else pushHead(tokens[i]!);
      unknownRun = true;
    } else unknownRun = false;
    i += 1;
  }
  // Meat or poultry boiled ("pollo hervido") is simmered in water, USDA's stewed; boiled is its word
  // for eggs, potatoes and vegetables.
  const boiled = cooking.indexOf("boiled");
  if (
    boiled >= 0 &&
    /\b(chicken|turkey|beef|pork|lamb|thighs?|drumsticks?|breast|leg|wings?)$/.test(heads[0] ?? "")
  )
    cooking[boiled] = "stewed";
  // A cooked food "sin grasa" is cooked without fat, USDA's no added fat ("huevos revueltos con tomate
  // sin grasa" were NS as to fat); milk or a cheese sin grasa stays fat free.
  const cooked =
    cooking.length > 0 || /\b(scrambled|fried|boiled|baked|grilled|roasted|stewed)\b/.test(heads[0] ?? "");
  const fatFree = qualities.findIndex(
    (quality) => quality === "fat free" || (quality === "lean" && cuts.test(heads[0] ?? "")),
  );
  // A steak or a chop "sin grasa" has its fat cut off: USDA's lean only eaten ("t-bone sin grasa"
  // was NS as to fat eaten); a cooked food's is no added fat, below.
  if (fatFree >= 0 && cuts.test(heads[0] ?? "")) {
    qualities.splice(fatFree, 1, "lean only");
  } else if (cooked && fatFree >= 0) {
    qualities.splice(fatFree, 1);
    after.push("no added fat");
  }
  // A peeled potato ("papas cocidas peladas") is USDA's peel not eaten; "peeled" found the
  // peel-eaten row first.
  const peeledSaid = qualities.indexOf("peeled");
  if (peeledSaid >= 0 && potato.test(heads[0] ?? "")) {
    qualities.splice(peeledSaid, 1);
    after.push("peel not eaten");
  }
  // Chile's and Spain's chestnuts are European: cooked ("castañas hervidas") they are SR28's European
  // rows (boiled was the Chinese), boiled when only "cocidas"; a bare "castañas" stays FNDDS's.
  if (heads[0] === "chestnuts" && cooking.length > 0) {
    heads[0] = "european chestnuts";
    const cookedAt = cooking.indexOf("cooked");
    if (cookedAt >= 0) cooking[cookedAt] = "boiled";
  }
  // Chile's filled cookies are sandwich cookies, said after the flavour too ("galletas de chocolate
  // rellenas de crema" were a raisin cookie); a cheese sandwich "caliente" is the grilled one.
  const filled = qualities.findIndex((quality) => quality === "filled" || quality === "stuffed");
  if (filled >= 0 && /\bcookies?$/.test(heads[0] ?? "")) {
    qualities.splice(filled, 1);
    heads[0] = heads[0]!.replace(/cookies?$/, "sandwich cookies");
    const cream = heads.indexOf("cream");
    if (cream > 0) {
      heads.splice(cream, 1);
      after.push("with creme filling");
    }
  }
  const hot = qualities.indexOf("hot");
  if (hot >= 0 && heads[0] === "sandwich" && /^(\w+ )?cheese$/.test(heads.slice(1).join(" "))) {
    qualities.splice(hot, 1);
    cooking.push("grilled");
  }
  // A raw nut ("almendras crudas", "maní crudo") is USDA's unroasted one: its raw rows are SR28's
  // by variety, under the plain food.
  const raw = cooking.indexOf("raw");
  if (raw >= 0 && rawNuts.test(heads[0] ?? "")) {
    cooking.splice(raw, 1);
    qualities.push("unroasted");
  }
  return composed(herbTea(eggTortilla(withMeatSaid(heads), tokens)), qualities, cooking, after);
}

// What a Mexican tortilla is made of; a Chilean or Spanish "tortilla de" anything else is an omelet.
const flatbreads = new Set(["maiz", "harina", "trigo", "rescoldo", "choclo", "nopal"]);
/** "tortilla de acelga" is a chard omelet (it was a flour tortilla), as "tortilla de papas" is. */
function eggTortilla(heads: string[], tokens: string[]): string[] {
  const [head, ...of] = heads;
  if (head !== "tortilla" || tokens[1] !== "de" || flatbreads.has(tokens[2] ?? "") || of.length === 0)
    return heads;
  return ["omelet", ...of.map((food) => food.replace(defaultState, ""))];
}

/** "agüita de manzanilla" is chamomile tea: Chile's water "de" an herb is its tea, not water with it. */
function herbTea(heads: string[]): string[] {
  const [head, ...of] = heads;
  if (head !== "water" || of.length !== 1) return heads;
  if (/\btea$/.test(of[0]!)) return of;
  return /^(peppermint|spearmint|cinnamon|ginger|rosemary|hierba)$/.test(of[0]!) ? ["herbal tea"] : heads;
}

const meatWord = /\b(beef|pork|chicken|turkey|lamb|veal|goat|fish)\b/;
/**
 * A dish the list reads with its usual meat, typed "de" another meat, is the dish of that meat:
 * "cazuela" is a chicken stew, "cazuela de vaca" a beef one ("vaca chicken stew" was the chicken),
 * "carbonada de pollo" a chicken stew, not a beef one; "carne de pavo" is turkey (it was beef).
 */
function withMeatSaid(heads: string[]): string[] {
  const [head = "", ...of] = heads;
  const usual = meatWord.exec(head)?.[1];
  const said = of.findIndex((word) => meatWord.test(word) && word.match(meatWord)![0] === word);
  if (!usual || said < 0) return heads;
  return [head.replace(meatWord, of[said]!), ...of.filter((_, i) => i !== said)];
}

/** Spanish names the food first, then "de" what it is made of: "pechuga de pollo" -> "chicken breast". */
function composed(heads: string[], qualities: string[], cooking: string[], after: string[]): string {
  const [head = "", ...of] = heads;
  return [...cooking, ...qualities, ...of.reverse(), head, ...after].filter(Boolean).join(" ");
}

const breads = new Set(["pan", "marraqueta", "hallulla", "baguette", "ciabatta", "pita"]);
const bakedAtHome = /(\b\w+ cookies?|\bbread)$/;
const sideWords: Record<string, string> = { carne: "meat", nuez: "nuts", nueces: "nuts" };
// What Chile puts in bread to make a sandwich of it: "pan con queso" is a cheese sandwich (it read
// as USDA's cheese bread), "pan con huevo" an egg sandwich. A spread stays bread with it ("pan con
// palta", "pan con mantequilla", "pan con manjar"), two foods as Chile eats them.
const fillings = new Set([
  "queso",
  "jamon",
  "huevo",
  "huevos",
  "pavo",
  "pollo",
  "atun",
  "carne",
  "churrasco",
  "lomito",
  "mortadela",
  "salame",
  "salami",
  "tocino",
  "mantequilla de mani",
  "mantequilla de cacahuate",
]);
const fillingOf = (side: string[]) =>
  fillings.has(side.join(" ")) || fillings.has(side[0] ?? "") || fillings.has(side.slice(0, 3).join(" "));

const meals = new Set(["once", "desayuno", "almuerzo", "cena", "colacion", "merienda"]);

/** "pan integral con mantequilla" -> "whole wheat bread with butter". */
export function translateSpanish(phrase: string): string {
  prepare();
  // A phrase of the list as typed is read whole, before its words are made singular.
  const typed = words(phrase).join(" ");
  if (typed in dishes) return dishes[typed]!;
  // "sin la grasa", "sin la piel", "sin la cáscara" are the list's "sin grasa", "sin piel"...
  const written = words(phrase)
    .map(singular)
    .filter((token, i, all) => !(token === "la" && all[i - 1] === "sin" && i + 1 < all.length));
  if (written.join(" ") in dishes) return dishes[written.join(" ")]!;
  // A meal's name before "con" says when, not what: "once con pan con palta" is bread with avocado.
  if (meals.has(written[0] ?? "") && written[1] === "con" && written.length > 2)
    return translateSpanish(written.slice(2).join(" "));
  // Spain's "revuelto de X" is scrambled eggs with X ("revuelto de setas", "revuelto de tomate").
  if (/^revueltos?$/.test(written[0] ?? "") && written[1] === "de" && written.length > 2)
    return `scrambled eggs with ${translateSpanish(written.slice(2).join(" "))}`;
  // "sabor X" / "sabor a X" / "con sabor a X" is USDA's "X flavored", what a packet says ("yogur
  // sabor frutilla", "papas fritas sabor crema y cebolla"), unless the list reads it ("sin sabor").
  const flavour = written.indexOf("sabor");
  if (flavour > 0 && flavour < written.length - 1 && written[flavour - 1] !== "sin") {
    const food = written.slice(0, flavour);
    if (food.length > 1 && ["con", "de"].includes(food.at(-1)!)) food.pop();
    const what = written.slice(written[flavour + 1] === "a" ? flavour + 2 : flavour + 1);
    // Only a packet's potatoes have a flavour: "papas fritas sabor X" are chips, not fries.
    const named = translateSpanish(food.join(" ")).replace(/^french fries$/, "potato chips");
    if (what.length > 0) return `${translatePart(what)} flavored ${named}`;
  }
  // A phrase of the list of several words is taken whole before its single words: its filler
  // ("queso fresco", "limonada natural") and its "con" ("arroz con leche con canela") are its own.
  const inPhrase = new Set<number>();
  for (let i = 0; i < written.length;) {
    const n = Math.max(lookup(written, i, dishes), lookup(written, i, lexicon), 1);
    if (n > 1) for (let k = i; k < i + n; k++) inPhrase.add(k);
    i += n;
  }
  const kept = [...written.entries()].filter(([i, token]) => inPhrase.has(i) || !fillers.has(token));
  // "Casero" says nothing of a dish's numbers, but a baked good or pasta made at home is USDA's home
  // recipe row ("galletas caseras con chips de chocolate" were the packet's cookies).
  const homemade = written.some((token, i) => !inPhrase.has(i) && /^caser[oa]s?$/.test(token));
  const atHome = (text: string) => (homemade && bakedAtHome.test(text) ? `${text} home recipe` : text);
  const tokens = kept.map(([, token]) => token);
  if (tokens.length === 0) return "";
  const whole = tokens.join(" ");
  if (whole in dishes) return atHome(dishes[whole]!);
  const parts: string[][] = [[]];
  const joins: string[] = [];
  for (const [i, [at, token]] of kept.entries()) {
    // "sin X" says what the food is without, unless the list reads "sin X" as one ("sin azucar").
    const without = token === "sin" && !(`sin ${tokens[i + 1] ?? ""}` in lexicon);
    // "en pan integral" says what a sandwich is on, as USDA writes it ("on wheat bread").
    const on = token === "en" && breads.has(tokens[i + 1] ?? "");
    if ((token === "con" || without || on) && !inPhrase.has(at) && parts.at(-1)!.length > 0) {
      parts.push([]);
      joins.push(without ? "without" : on ? "on" : "with");
    } else parts.at(-1)!.push(token);
  }
  // "tallarines con salsa de tomate": a sauce goes with the dish, as USDA names it.
  const [main = [], ...sides] = parts;
  // "Carne" alone is beef ("carne asada"), but "con carne" is USDA's "with meat"; "nueces" alone
  // are walnuts in Chile, but a sweet or a bread "con nueces" is USDA's "with nuts".
  const food = atHome(translatePart(main));
  const bread = breads.has(main[0] ?? "") && /\bbread$/.test(food);
  if (bread && joins[0] === "with" && fillingOf(sides[0] ?? [])) {
    // Chile's bread is white unless said (a marraqueta, a hallulla); a cheese USDA's sandwiches do
    // not name is the cheese sandwich ("pan con queso fresco").
    const on = /whole wheat/.test(food) ? "wheat" : "white";
    const filling = translatePart(sides[0]!);
    const named = sides[0]![0] === "queso" && !/cheese/.test(filling) ? "cheese" : filling;
    const rest = sides.slice(1).map((side, i) => ` ${joins[i + 1]} ${translatePart(side)}`);
    return `${named} sandwich on ${on} bread${rest.join("")}`;
  }
  // A meat "con salsa" is with its gravy, as Chile says it ("pavo con salsa"); pasta's salsa is a sauce.
  // A potato's or a fruit's piel is its peel, as USDA writes it ("papas asadas con piel").
  // Rice or noodles "con" a meat is USDA's mixed dish of both ("arroz con carne" was plain rice,
  // "tallarines con pollo" plain pasta), as "arroz con pollo" is in the list.
  const base = /^(white )?rice$/.test(food) ? "rice" : /^(pasta|noodles)$/.test(food) ? "noodles" : "";
  const meat = joins[0] === "with" && sides.length === 1 ? translatePart(sides[0]!) : "";
  if (base && /^(beef|chicken|pork|turkey)$/.test(meat)) return `${meat} and ${base}`;
  const vegetableInFat =
    joins[0] === "with" && vegetablesCooked.test(food) && cookingFats.test(translatePart(sides[0] ?? []));
  if (vegetableInFat) return `${food} cooked with ${translatePart(sides[0]!)}`;
  const sideText = (side: string[]) =>
    side.join(" ") === "salsa" && meats.test(food)
      ? "gravy"
      : side[0] === "piel" && peeled.test(food)
        ? translatePart(side).replace(/^skin\b/, "peel")
        : (sideWords[side.join(" ")] ?? translatePart(side));
  // "huevos revueltos con tomate sin grasa": the dish was cooked without fat, not with fat-free tomato.
  const cookedDish = /\b(scrambled|fried|boiled|baked|grilled|roasted|stewed|sauteed)\b/.test(food);
  const withoutFat = (text: string) =>
    cookedDish ? text.replace(/^fat free (.+)$/, "$1 no added fat") : text;
  // A potato "sin cáscara" / "sin piel" is USDA's peel not eaten ("papas al horno sin cáscara" found
  // the baked potato of no peel said). An apple's is SR28's "without skin", read as written.
  const peelOff = (side: string[], i: number) =>
    joins[i] === "without" && side.length === 1 && /^(piel|cascara)$/.test(side[0]!) && potato.test(food);
  const text = sides.reduce(
    (text, side, i) =>
      side.length === 0
        ? text
        : peelOff(side, i)
          ? `${text} peel not eaten`
          : `${text} ${joins[i]} ${withoutFat(sideText(side))}`,
    food,
  );
  // Said last, after what it was cooked with: "boiled potatoes peel not eaten with vegetable oil"
  // matched its row at a confidence a description drops.
  return / peel not eaten\b/.test(text) ? `${text.replace(/ peel not eaten\b/, "")} peel not eaten` : text;
}

/** Whether a word is one of the list's (for telling a Spanish phrase from an English one). */
export const isSpanishFoodWord = (word: string): boolean => {
  prepare();
  return word in lexicon || word in dishes;
};

/**
 * Every phrase of the list that names a food, in two parts: the older, Chilean list's phrases and
 * single words in its order (Chilean words first), then the phrases of the list by food group
 * (spanishWords.ts), which also holds Spain's words.
 */
export function spanishFoodPhrases(): { chilean: string[]; grouped: string[] } {
  prepare();
  const named = (phrase: string) => Boolean(dishes[phrase]);
  const single = Object.entries(lexicon).flatMap(([word, [english, kind]]) =>
    kind === "food" && english ? [word] : [],
  );
  return {
    chilean: [...chileanPhrases.filter(named), ...single],
    grouped: groupedPhrases.filter(named),
  };
}
