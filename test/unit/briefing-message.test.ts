import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { briefingMessage } from '#domain/delivery/message';

describe('scheduled briefing messages', () => {
  it('tells a person there was nothing new, with no audio link', () => {
    const message = briefingMessage('briefing.generated', {
      job_id: 'job_1', status: 'done', outcome: 'nothing_new', message: 'None of the 42 fresh items matched your interests, so no audio was made', audio_url: null, summary: null,
    });
    assert.deepEqual(message, { subject: 'Nothing new for your briefing', text: 'None of the 42 fresh items matched your interests, so no audio was made', audioUrl: null });
  });

  it('passes on why a briefing is shorter than asked', () => {
    const message = briefingMessage('briefing.generated', {
      outcome: 'briefing',
      message: '3 new stories on your interests, 4 minutes 10 of the 15 minutes asked for: of the 40 fresh items, 37 were on other subjects',
      audio_url: 'https://cdn.example/a.mp3',
      duration_seconds: 250,
      summary: { headline: 'Rates hold', bullets: [{ text: 'The bank held rates.' }] },
    });
    assert.match(message.text, /4 minutes 10 of the 15 minutes asked for[\s\S]*Listen \(4 min\)/);
    assert.equal(message.audioUrl, 'https://cdn.example/a.mp3');
  });
});
