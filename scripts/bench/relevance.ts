/**
 * Relevance of the chosen stories on the hand-labelled set (test/fixtures/relevance/labelled-items.json):
 * for a profile with each interest alone, the share of chosen stories that are about it (precision,
 * target >= 0.9) and the share of the stories about it that are chosen (recall, for information).
 */
import { labelledSet, overallFigures, precisionOf, recallOf, relevanceFigures } from '../../test/helpers/relevance-set.ts';

const percent = (value: number) => `${(value * 100).toFixed(1)} %`;
const figures = relevanceFigures();
const { items, interests } = labelledSet();
console.log(`${items.length} labelled items, ${interests.length} interests`);
for (const figure of figures) {
  console.log(`${figure.interest.padEnd(24)} chosen ${String(figure.chosen).padStart(3)}  precision ${percent(precisionOf(figure)).padStart(7)}  recall ${percent(recallOf(figure)).padStart(7)}`);
}
const overall = overallFigures(figures);
console.log(`${'overall'.padEnd(24)} chosen ${String(overall.chosen).padStart(3)}  precision ${percent(precisionOf(overall)).padStart(7)}  recall ${percent(recallOf(overall)).padStart(7)}`);
