/**
 * The disease a report of an outbreak or of a drug names, in one key across languages ("bird flu", "Geflügelpest", "grippe aviaire",
 * "gripe aviar", "H5N1"; "Alzheimer's", "alzhéimer"), one an outbreak or a drug, so two reports that each name one and none in common
 * tell two happenings (bird flu on one farm and African swine fever in the same district; an Alzheimer's drug approved and a
 * migraine pill). Pure.
 */

/** Each disease's names (folded), German ones also opening a compound ("Masernausbruch", "Grippeschutz"). */
const DISEASES: Array<[disease: string, names: string]> = [
  ['bird-flu', String.raw`bird flu|avian (?:flu|influenza)|h5n1|vogelgrippe|geflugelpest|grippe aviaire|(?:gripe|influenza) aviar`],
  ['swine-fever', String.raw`swine fever|schweinepest\p{L}*|peste porcine|peste porcina`],
  ['foot-and-mouth', String.raw`foot[- ]and[- ]mouth|maul- und klauenseuche|fievre aphteuse|fiebre aftosa`],
  ['measles', String.raw`measles|masern\p{L}*|rougeole|sarampion`],
  ['legionella', String.raw`legionel\p{L}*`],
  ['cholera', String.raw`cholera`],
  ['norovirus', String.raw`norovirus`],
  ['flu', String.raw`flu|influenza|grippe\p{L}*|gripe`],
  // A drug is for one disease: an Alzheimer's drug approved and the same maker's obesity drug's trial halted are two happenings.
  ['alzheimer', String.raw`alzheimer\p{L}*`],
  ['migraine', String.raw`migraine|migrane|migrana`],
  ['obesity', String.raw`obesity|adipositas|obesite|obesidad`],
];
const PATTERNS = DISEASES.map(([disease, names]) => [disease, new RegExp(String.raw`(?<!\p{L})(?:${names})(?!\p{L})`, 'gu')] as const);
/** Every name holds one of these: most texts name no disease, and are read no further. */
const ANY = /flu|grip|pest|aphteuse|aftosa|klauen|mouth|measles|masern|rougeole|sarampion|legionel|cholera|norovirus|h5n1|alzheimer|migra|obes|adipositas/u;

/** The diseases a folded text names ("bird-flu"), each once; a kind of flu named is not flu besides ("bird flu", "gripe aviar"). */
export function diseasesIn(folded: string): string[] {
  if (!ANY.test(folded)) return [];
  const found: string[] = [];
  let rest = folded;
  for (const [disease, pattern] of PATTERNS) {
    if (!pattern.test(rest)) continue;
    found.push(disease);
    rest = rest.replace(pattern, ' ');
  }
  return found;
}
