import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ratedStoryTerms } from '#domain/briefings/feedback';
import { storyTerms } from '#domain/briefings/script/feedback-adjustment';

const article = { title: 'Haulon picks Eindhoven site for battery truck factory', url: 'https://wire.example/haulon', source_name: 'The Guardian', published_at: null };

describe('terms of a rated story', () => {
  it('leaves out the spoken introduction and the source\'s name: they say who reported it and when, not what it is about', () => {
    const segment = {
      text: 'First, The Guardian reported this morning: Haulon picks Eindhoven site for battery truck factory. '
        + 'The Dutch lorry maker chose a former airfield for its second plant, planning papers show.',
      articles: [article],
    };

    const rated = ratedStoryTerms(segment);

    assert.deepEqual(rated, storyTerms(article.title, 'The Dutch lorry maker chose a former airfield for its second plant, planning papers show.'));
    for (const noise of ['first', 'guardian', 'report', 'morn']) assert.ok(!rated.includes(noise), `${noise} in ${rated.join(' ')}`);
  });

  it('reads the whole segment when a model retold the story without repeating its title', () => {
    const segment = { text: 'Haulon, the Dutch lorry maker, has chosen Eindhoven for its new factory.', articles: [article] };

    assert.ok(ratedStoryTerms(segment).includes('dutch'));
  });
});
