import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { useLocalStack } from '../helpers/local-stack.ts';

const { call, newAccount } = useLocalStack();

describe('duo profiles', () => {
  it('keeps bulletin as the default format and stores a chosen co-host voice in canonical form', async () => {
    const owner = await newAccount();
    const bulletin = await call('/profiles', { method: 'POST', token: owner.key, body: { name: 'Plain' } });
    assert.equal(bulletin.status, 201);
    assert.equal(bulletin.body.data.format, 'bulletin');
    assert.equal(bulletin.body.data.co_host_voice_id, null);

    const duo = await call('/profiles', { method: 'POST', token: owner.key, body: { name: 'Two', format: 'duo', voice_id: 'Joanna', co_host_voice_id: 'matthew' } });
    assert.equal(duo.status, 201);
    assert.equal(duo.body.data.format, 'duo');
    assert.equal(duo.body.data.co_host_voice_id, 'Matthew');

    const automatic = await call('/profiles', { method: 'POST', token: owner.key, body: { name: 'Auto', format: 'duo', language: 'de' } });
    assert.equal(automatic.status, 201, 'without a co-host voice the service picks one');
    assert.equal(automatic.body.data.co_host_voice_id, null);

    const switched = await call(`/profiles/${bulletin.body.data.id}`, { method: 'PATCH', token: owner.key, body: { format: 'duo' } });
    assert.equal(switched.status, 200);
    assert.equal(switched.body.data.format, 'duo');
  });

  it('refuses bad formats and co-host voices with a validation error naming the field', async () => {
    const owner = await newAccount();
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ name: 'a', format: 'panel' }, /^format: .*"bulletin" \| "duo"/],
      [{ name: 'a', format: 'duo', co_host_voice_id: 'Nobody' }, /^co_host_voice_id: 'Nobody' is not a known voice/],
      [{ name: 'a', format: 'duo', co_host_voice_id: 'Hans' }, /^co_host_voice_id: Hans speaks de-DE, not the profile language 'en'/],
      [{ name: 'a', format: 'duo', voice_id: 'Joanna', co_host_voice_id: 'joanna' }, /^co_host_voice_id: Joanna is the host's voice already/],
      [{ name: 'a', format: 'duo', co_host_voice_id: 'Joanna' }, /^co_host_voice_id: Joanna is the host's voice already/],
      [{ name: 'a', format: 'duo', language: 'fi' }, /^format: a duo needs two voices of the profile language, and only Suvi speaks 'fi'/],
      [{ name: 'a', format: 'duo', co_host_voice_id: '' }, /^co_host_voice_id: /],
    ];
    for (const [body, message] of cases) {
      const response = await call('/profiles', { method: 'POST', token: owner.key, body });
      assert.equal(response.status, 400, JSON.stringify(body));
      assert.equal(response.body.error, 'validation_error', JSON.stringify(body));
      assert.match(response.body.message, message, JSON.stringify(body));
    }

    const { body: { data: profile } } = await call('/profiles', { method: 'POST', token: owner.key, body: { name: 'p', format: 'duo', co_host_voice_id: 'Matthew' } });
    const patch = (body: Record<string, unknown>) => call(`/profiles/${profile.id}`, { method: 'PATCH', token: owner.key, body });
    const sameAsHost = await patch({ voice_id: 'Matthew' });
    assert.equal(sameAsHost.status, 400, 'a new host voice is checked against the stored co-host');
    assert.match(sameAsHost.body.message, /^co_host_voice_id: Matthew is the host's voice already/);
    const otherLanguage = await patch({ language: 'de' });
    assert.match(otherLanguage.body.message, /^co_host_voice_id: Matthew speaks en-US, not the profile language 'de'/);
    const lonelyLanguage = await patch({ language: 'fi', co_host_voice_id: null });
    assert.match(lonelyLanguage.body.message, /^format: a duo needs two voices/);
  });

  it('lists for each voice the voices it pairs with, the other gender first', async () => {
    const owner = await newAccount();
    const listed = await call('/voices?language=en-US&limit=100', { token: owner.key });
    assert.equal(listed.status, 200);
    const joanna = listed.body.data.find((voice: { id: string }) => voice.id === 'Joanna');
    assert.ok(!joanna.pairs_with.includes('Joanna'));
    assert.equal(joanna.pairs_with[0], 'Matthew', 'the first male en-US neural voice pairs first');
    const finnish = await call('/voices?language=fi', { token: owner.key });
    assert.deepEqual(finnish.body.data.map((voice: { pairs_with: string[] }) => voice.pairs_with), [[]]);
  });
});
