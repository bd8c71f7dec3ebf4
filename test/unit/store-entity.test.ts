import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import * as v from 'valibot';
import { defineEntity, MalformedItemError } from '#store/entity';
import { keys } from '#store/keys';

const notes = defineEntity({
  type: 'note',
  schema: v.object({ id: v.string(), user_id: v.string(), type: v.picklist(['short', 'long']), folder_id: v.nullable(v.string()), pinned: v.optional(v.boolean(), false) }),
  keys: (note) => ({
    ...keys.source(note.user_id, note.id),
    ...(note.folder_id === null ? {} : keys.sourcesOfProfile(note.user_id, note.folder_id, note.id)),
  }),
  renames: { type: 'note_type' },
});

describe('store entities', () => {
  it('derives every key attribute from the record on each write, over any stray key the record carries', () => {
    const record = { id: 'n_1', user_id: 'u_1', type: 'short' as const, folder_id: 'f_1', pinned: true, pk: 'FORGED', gsi1pk: 'FORGED' };
    assert.deepEqual(notes.item(record), {
      id: 'n_1', user_id: 'u_1', folder_id: 'f_1', pinned: true, note_type: 'short',
      pk: 'ACCT#u_1', sk: 'SRC#n_1', gsi1pk: 'ACCT#u_1#PROF#f_1#SOURCES', gsi1sk: 'n_1', type: 'note',
    });
    assert.equal('gsi1pk' in notes.item({ ...record, folder_id: null }), false, 'no index keys for a record outside the index');
  });

  it('reads back the record it wrote, without keys, marker or unknown attributes, with defaults filled in', () => {
    const record = { id: 'n_1', user_id: 'u_1', type: 'long' as const, folder_id: null, pinned: false };
    assert.deepEqual(notes.read(notes.item(record)), record);
    assert.deepEqual(notes.read({ ...notes.item(record), pinned: undefined, lock_expires_at: 5 }), record);
  });

  it('reads no record from no item or an item of another entity', () => {
    assert.equal(notes.read(undefined), undefined);
    assert.equal(notes.read({ pk: 'ACCT#u_1', sk: 'SRC#n_1', type: 'source', id: 'n_1' }), undefined);
    assert.deepEqual(notes.readAll([{ type: 'source' }, notes.item({ id: 'n_2', user_id: 'u_1', type: 'short', folder_id: null, pinned: false })]).map((note) => note.id), ['n_2']);
  });

  it('refuses a malformed item where it is read, naming the item and the field', () => {
    const item = { ...notes.item({ id: 'n_1', user_id: 'u_1', type: 'short', folder_id: null, pinned: false }), note_type: 'huge' };
    assert.throws(() => notes.read(item), (error: unknown) => error instanceof MalformedItemError
      && /note item ACCT#u_1 SRC#n_1 is malformed: type: /.test(error.message));
    assert.throws(() => notes.read({ ...item, note_type: 'short', user_id: 7 }), /user_id: /);
  });
});
