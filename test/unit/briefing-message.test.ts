import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { briefingMessage } from '#domain/delivery/message';

describe('scheduled briefing messages', () => {
  it('tells a person there was nothing new, with no audio link', () => {
    const message = briefingMessage('briefing.generated', {
      job_id: 'job_1', status: 'done', outcome: 'nothing_new', message: 'Nothing new since the last briefing', audio_url: null, summary: null,
    });
    assert.deepEqual(message, { subject: 'Nothing new for your briefing', text: 'Nothing new since the last briefing', audioUrl: null });
  });

  it('passes on why a briefing is shorter than asked', () => {
    const message = briefingMessage('briefing.generated', {
      outcome: 'briefing',
      message: 'The sources had less new material than the 15 minutes asked for: the briefing runs 4:10',
      audio_url: 'https://cdn.example/a.mp3',
      duration_seconds: 250,
      summary: { headline: 'Rates hold', bullets: [{ text: 'The bank held rates.' }] },
    });
    assert.match(message.text, /less new material than the 15 minutes asked for[\s\S]*Listen \(4 min\)/);
    assert.equal(message.audioUrl, 'https://cdn.example/a.mp3');
  });
});
