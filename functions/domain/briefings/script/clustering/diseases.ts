/**
 * The disease a report of an outbreak names, in one key across languages ("bird flu", "Geflügelpest", "grippe aviaire", "gripe
 * aviar", "H5N1"), one an outbreak, so two reports that each name one and none in common tell two outbreaks (bird flu on one farm
 * and African swine fever in the same district). Pure.
 */

/** Each disease's names (folded), German ones also opening a compound ("Masernausbruch", "Grippeschutz"). */
const DISEASES: Array<[disease: string, names: string]> = [
  ['bird-flu', String.raw`bird flu|avian (?:flu|influenza)|h5n1|vogelgrippe|geflugelpest|grippe aviaire|(?:gripe|influenza) aviar`],
  ['swine-fever', String.raw`swine fever|schweinepest\p{L}*|peste porcine|peste porcina`],
  ['foot-and-mouth', String.raw`foot[- ]and[- ]mouth|maul- und klauenseuche|fievre aphteuse|fiebre aftosa`],
  ['measles', String.raw`measles|masern\p{L}*|rougeole|sarampion`],
  ['legionella', String.raw`legionell\p{L}*|legionel\p{L}*`],
  ['cholera', String.raw`cholera`],
  ['norovirus', String.raw`norovirus`],
  ['flu', String.raw`flu|influenza|grippe\p{L}*|gripe`],
];
const PATTERNS = DISEASES.map(([disease, names]) => [disease, new RegExp(String.raw`(?<!\p{L})(?:${names})(?!\p{L})`, 'gu')] as const);
/** Every name holds one of these: most texts name no disease, and are read no further. */
const ANY = /flu|grip|pest|aphteuse|aftosa|klauen|mouth|measles|masern|rougeole|sarampion|legionel|cholera|norovirus|h5n1/u;

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
