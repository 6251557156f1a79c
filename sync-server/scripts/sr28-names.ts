// Names and groups for USDA SR28 ABBREV rows, used by build-food-db.ts.
const list = (text: string) => text.split("|").map((item) => item.trim());
const table = (text: string) =>
  new Map(list(text).map((item) => [item.slice(0, item.indexOf(" ")), item.slice(item.indexOf(" ") + 1)]));

// SR28 has no category column; the first two digits of NDB_No follow its food groups (4xxxx are mixed).
const groups = table(`01 Dairy and egg products|02 Spices and herbs|03 Baby foods|04 Fats and oils|
  05 Poultry products|06 Soups, sauces, and gravies|07 Sausages and luncheon meats|08 Breakfast cereals|
  09 Fruits and fruit juices|10 Pork products|11 Vegetables and vegetable products|12 Nut and seed products|
  13 Beef products|14 Beverages|15 Finfish and shellfish products|16 Legumes and legume products|
  17 Lamb, veal, and game products|18 Baked products|19 Sweets|20 Cereal grains and pasta|21 Fast foods|
  22 Meals, entrees, and side dishes|23 Beef products|25 Snacks|35 American Indian/Alaska Native foods|
  36 Restaurant foods`);

// SR28 short descriptions are abbreviated; expanded words read better and meet FTS queries.
const abbreviations =
  table(`CKD cooked|LN lean|W with|WO without|CND canned|FRZ frozen|RSTD roasted|BLD boiled|
  BNLESS boneless|BNLS boneless|PREP prepared|DRND drained|RND round|CHOIC choice|FRSH fresh|WHL whole|
  IMP imported|RTE ready-to-eat|CHOC chocolate|RST roast|CHICK chicken|SKN skin|SEL select|BRSD braised|
  GRDS grades|BF beef|CHS cheese|JUC juice|UNPREP unprepared|BRLD broiled|VEG vegetables|SOL solids|
  SHLDR shoulder|REG regular|STK steak|STKS steaks|CRM cream|LT light|PDR powder|VAR varieties|COND condensed|
  INF infant|LO low|PLN plain|SAU sauce|VIT vitamin|BEV beverage|PK pack|DRSNG dressing|DOM domestic|
  INST instant|SWT sweet|SNDWCH sandwich|DRK drink|MXD mixed|BKD baked|BNS beans|FLR flour|RTS ready-to-serve|
  ENR enriched|UNENR unenriched|GRN green|CRL cereal|RTL retail|YEL yellow|CNTR center|DK dark|PNUT peanut|
  COMMLY commercially|INCL including|CINN cinnamon|FORT fortified|HTD heated|UNHTD unheated|FRSTD frosted|
  BTTM bottom|LOFAT lowfat|PROT protein|CONC concentrate|SPRD spread|SWTND sweetened|UNSWTND unsweetened|
  RTF ready-to-feed|STWD stewed|EX extra|GRLD grilled|LRG large|HVY heavy|BTLD bottled|NAT natural|
  TSTD toasted|LIQ liquid|SML small|DSSRT dessert|DRUMSTK drumstick|NUTR nutrition|BRKFST breakfast|
  KRNLS kernels|COCNT coconut|IMMAT immature|HYDR hydrogenated|REFR refrigerated|SIMMRD simmered|
  PAST pasteurized|BTTRMLK buttermilk|FLAV flavored|H2O water|SOYBN soybean|CTTNSD cottonseed|GRND ground|
  SHRD shredded|WTR water|CHOPD chopped|DEHYD dehydrated|RECON reconstituted|CRMD creamed|MSHD mashed|
  WHTNR whitener|BABYFOOD baby food|SD seed|SKNLESS skinless|APPL apple|FR french`);
const brands = new RegExp(
  `\\b(${list(`KRAFT|KEEBLER|KELLOGG|PILLSBURY|NABISCO|QUAKER|GENERAL MILLS|MORNINGSTAR|WORTHINGTON|EGGO|HEINZ|
    NESTLE|SILK|KASHI|MARS|ENFAMIL|SIMILAC|GERBER|ABBOTT|UNILEV|SLIMFAST|BURGER KING|TACO BELL|SUBWAY|KFC|
    POPEYES|PIZZA HUT|OSCAR MAYER|HORMEL|LITTLE CAESARS|MALT-O-MEAL|POST|V8`).join("|")})\\b|[A-Z]'S\\b`,
);

const expandWords = (part: string) =>
  part
    .trim()
    .split(/\s+/)
    .map((word) => abbreviations.get(word) ?? word.toLowerCase())
    .join(" ");
export const readableSr28 = (short: string): string => {
  const spaced = short
    .replace(/&/g, " & ")
    .replace(/\bWO\/\s*/g, "WO ")
    .replace(/\bW\/\s*/g, "W ");
  const text = spaced.split(",").map(expandWords).filter(Boolean).join(", ");
  return text.charAt(0).toUpperCase() + text.slice(1);
};

export const sr28Category = (ndbNo: string) => groups.get(ndbNo.slice(0, 2)) ?? "Other";
export const isBrandedSr28 = (shortDescription: string) => brands.test(shortDescription);
