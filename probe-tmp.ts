import { scoreItems } from '#domain/briefings/script/ranking';
const cases: Array<[string, string, string, string]> = [
  ['en', 'Pensions to rise by 4 per cent next year', 'Sweden will raise state pensions by 4 per cent from January, the government said on Tuesday. Henrik Vallin told reporters the increase would be paid for by higher taxes on banks. The opposition called the plan a pre-election gift.', 'lead once'],
  ['en', 'Vallin under fire', 'Mr Vallin faced calls to resign on Tuesday after the pension plan leaked. The opposition said the minister had misled parliament.', 'surname only'],
  ['de', 'Finanzminister Vallin legt Haushalt vor', 'Der schwedische Finanzminister hat am Dienstag den Haushalt vorgestellt. Er will die Renten erhöhen. Henrik Vallin sagte, die Banken müssten mehr Steuern zahlen.', 'de compound role'],
  ['de', 'Rentenerhöhung in Schweden', 'Schweden erhöht die Renten um vier Prozent. Finanzminister Henrik Vallin sagte, die Banken müssten mehr zahlen.', 'de compound role + full name lead'],
  ['fr', 'Suède : Vallin promet une hausse des retraites', "Le ministre suédois des Finances a promis mardi une hausse des retraites de 4 %. Selon Henrik Vallin, elle sera financée par une taxe sur les banques.", 'fr'],
  ['es', 'Vallin anuncia una subida de las pensiones', 'El ministro de Finanzas sueco anunció el martes una subida de las pensiones del 4 %. Henrik Vallin dijo que la pagarán los bancos.', 'es'],
  ['en', 'Swedish finance minister promises pension rise', 'Sweden will raise pensions by 4 per cent, finance minister Henrik Vallin said on Tuesday. The rise will be funded by a bank tax.', 'role title, full in lead'],
  ['en', 'Finance minister promises pension rise', 'Sweden will raise pensions by 4 per cent from January, the government said on Tuesday, in a budget that also cuts fuel duty. Economists said the plan would add to inflation. Henrik Vallin said the budget was responsible. The opposition disagreed.', 'role title, full name in body once'],
  ['en', 'Vallin: "We will not raise taxes"', 'Henrik Vallin said on Tuesday the government would not raise income tax next year.', 'quote title'],
  ['en', 'Budget: Vallin bets on growth', 'The finance minister presented his budget on Tuesday. Henrik Vallin expects growth of 2 per cent.', 'x'],
];
for (const [language, title, text, label] of cases) {
  const chosen = scoreItems([{ id: 'a', source_id: 's', source_name: 's', source_url: 'https://e.com/', title, url: 'https://e.com/a', published_at: 1, text }], ['Henrik Vallin'], 1, { language });
  console.log(chosen.length ? 'YES' : 'no ', label, chosen[0]?.relevance.toFixed(2) ?? '');
}
