import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { ESLint } from 'eslint';
import { codeFiles, importCircles, importGraph } from '../helpers/import-graph.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const FLOORS = ['functions', 'lib', 'bin'];
const CONTEXTS = ['access', 'audit', 'briefings', 'catalogue', 'delivery', 'podcast'];

function folders(folder: string): string[] {
  const inner = readdirSync(path.join(ROOT, folder), { withFileTypes: true }).filter((entry) => entry.isDirectory() && entry.name !== 'kb');
  return [folder, ...inner.flatMap((entry) => folders(path.posix.join(folder, entry.name)))];
}

describe('the code layout', () => {
  it('has no import circle', () => {
    assert.deepEqual(importCircles(importGraph(FLOORS)), []);
  });

  it('keeps every room small enough to scan: at most 20 entries a folder', () => {
    const crowded = folders('functions')
      .map((folder) => ({ folder, entries: readdirSync(path.join(ROOT, folder)).length }))
      .filter(({ entries }) => entries > 20);
    assert.deepEqual(crowded, []);
  });

  it('names no file after its own folder', () => {
    const repeating = codeFiles('functions').filter((file) => {
      const folder = path.posix.basename(path.posix.dirname(file));
      const name = path.posix.basename(file).replace(/\.tsx?$/, '');
      return name !== folder && (name.startsWith(`${folder}-`) || name.startsWith(`${folder.replace(/s$/, '')}-`));
    });
    assert.deepEqual(repeating, []);
  });

  it('uses the same context names on every floor that has rooms', () => {
    for (const floor of ['domain', 'store', 'schemas', 'routes']) {
      const rooms = readdirSync(path.join(ROOT, 'functions', floor)).map((entry) => entry.replace(/\.ts$/, ''));
      const strangers = rooms.filter((room) => !CONTEXTS.includes(room) && readdirSync(path.join(ROOT, 'functions', floor), { withFileTypes: true }).some((entry) => entry.isDirectory() && entry.name === room));
      assert.deepEqual(strangers, [], `functions/${floor}`);
    }
  });

  it("refuses an import of another context's inner file, and takes its entry file", async () => {
    const eslint = new ESLint({ cwd: ROOT });
    const lint = async (code: string) => (await eslint.lintText(code, { filePath: path.join(ROOT, 'functions/api/example.ts') }))[0]!.messages.map((message) => message.ruleId);
    assert.deepEqual(await lint("import { podcastFeedDocument } from '#domain/podcast/feed';\nexport const document = podcastFeedDocument;\n"), ['briefings/context-entries']);
    assert.deepEqual(await lint("import { podcastFeedDocument } from '#domain/podcast';\nexport const document = podcastFeedDocument;\n"), []);
  });
});
