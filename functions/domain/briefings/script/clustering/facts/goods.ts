/**
 * The goods a recall calls back, in one key across languages ("phones", "handsets", "Smartphone", "móviles"; "e-bikes",
 * "Fahrräder", "vélos"; "cars", "Fahrzeuge", "coches"): one recall calls back one kind, so two reports of a recall that each
 * name one and none in common tell two recalls (a maker's phones and another maker's e-bike batteries, both 90,000). Pure.
 */

/** Each kind of goods' words (folded), whole or as the part of a hyphenated compound ("Smartphone-Rückruf", "E-Bike-Hersteller"). */
const GOODS: Array<[goods: string, words: string]> = [
  ['phones', String.raw`phones?|handsets?|smartphones?|handys?|telephones?|moviles?|telefonos?`],
  ['bicycles', String.raw`(?:e-)?bikes?|bicycles?|fahrrad|fahrrader|pedelecs?|velos?|bicicletas?`],
  ['cars', String.raw`cars|vehicles|autos|fahrzeuge|pkw|voitures|vehicules|coches|vehiculos`],
];
const PATTERNS = GOODS.map(([goods, words]) => [goods, new RegExp(String.raw`(?<![\p{L}-])(?:${words})(?![\p{L}])`, 'u')] as const);

/** The kinds of goods a folded text names ("phones"), each once. */
export const goodsIn = (folded: string): string[] => PATTERNS.filter(([, pattern]) => pattern.test(folded)).map(([goods]) => goods);
