import { useState } from 'preact/hooks';
import { apiData } from './api.ts';
import { ErrorMessage } from './components.tsx';
import { useAction } from './hooks.ts';
import type { Profile } from './types.ts';

type ProfileTopic = Profile['topics'][number];

const terms = (text: string) => text.split('\n').map((term) => term.trim()).filter(Boolean);

/**
 * What each interest also matches (the profile's topics), one term a line: removing a line removes
 * the term, adding one adds it. Saved as a PATCH of `topics`, the same edit REST and MCP take.
 */
export function TopicsEditor({ profileId, topics, onSaved }: { profileId: string; topics: ProfileTopic[]; onSaved: () => void }) {
  const [lists, setLists] = useState(() => topics.map((topic) => topic.also_matches.join('\n')));
  const action = useAction();
  if (topics.length === 0) return <p>The profile has no interests: briefings tell the freshest stories.</p>;

  const submit = async (event: Event) => {
    event.preventDefault();
    const body = { topics: topics.map((topic, index) => ({ interest: topic.interest, also_matches: terms(lists[index] ?? '') })) };
    if ((await action.run(() => apiData<Profile>(`profiles/${encodeURIComponent(profileId)}`, { method: 'PATCH', body }))) !== undefined) onSaved();
  };
  return (
    <form onSubmit={submit}>
      <p class="hint">A story counts as being about an interest when it names the interest or one of these terms in its title or lead. One term a line.</p>
      {topics.map((topic, index) => {
        const id = `topic-${profileId}-${index}`;
        return (
          <div key={topic.interest}>
            <label for={id}>{topic.interest}</label>
            <textarea id={id} rows={4} value={lists[index]} aria-describedby={`${id}-hint`}
              onInput={(event) => { const value = event.currentTarget.value; setLists((current) => current.map((list, at) => (at === index ? value : list))); }} />
            <p class="hint" id={`${id}-hint`}>
              {topic.also_matches.length === 0 && topic.added.length === 0 ? 'Matched by its own words; add terms to widen it. ' : ''}
              {topic.added.length > 0 ? `You added: ${topic.added.join(', ')}. ` : ''}
              {topic.removed.length > 0 ? `You removed: ${topic.removed.join(', ')}.` : ''}
            </p>
          </div>
        );
      })}
      <button type="submit" disabled={action.busy}>{action.busy ? 'Saving…' : 'Save what interests match'}</button>
      <ErrorMessage error={action.error} />
    </form>
  );
}
