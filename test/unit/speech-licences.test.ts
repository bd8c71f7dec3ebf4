import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, it } from 'node:test';

/** eSpeak NG (GPL-3.0) and LAME (LGPL-3.0) serve the local Polly emulator only; Lambda code must never import them. */
const LOCAL_ONLY = /@echogarden\/espeak-ng-emscripten|@breezystack\/lamejs|#local\/|scripts\/local\//;

describe('licence boundary of the offline speech synthesizer', () => {
  it('keeps eSpeak NG, LAME and scripts/local out of functions/', () => {
    const root = new URL('../../functions/', import.meta.url);
    const sources = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((path) => path.endsWith('.ts'));
    assert.ok(sources.length > 0);
    const offending = sources.filter((path) => LOCAL_ONLY.test(readFileSync(new URL(path, root), 'utf8')));
    assert.deepEqual(offending, []);
  });
});
