import { useState } from 'preact/hooks';
import { apiData } from './api.ts';
import { ErrorMessage } from './components.tsx';
import { useAction, useLoad } from './hooks.ts';
import type { CreateProfile, Profile, Voice } from './types.ts';

/** The voices that can join the chosen host voice (its pairs_with, best first); any voice of the language while the host is the default. */
function coHostChoices(voices: Voice[], hostId: string): Voice[] {
  const host = voices.find((item) => item.id === hostId);
  if (!host) return voices;
  return host.pairs_with.flatMap((pairId) => voices.filter((item) => item.id === pairId));
}

const splitInterests = (text: string) => text.split(/[,\n]/).map((item) => item.trim()).filter(Boolean);

/** The fields of a profile, for creating one (no `profile`) or editing it; `save` sends the body. */
export function ProfileForm({ profile, submitLabel, save }: {
  profile?: Profile;
  submitLabel: string;
  save: (body: CreateProfile) => Promise<unknown>;
}) {
  const [name, setName] = useState(profile?.name ?? '');
  const [description, setDescription] = useState(profile?.description ?? '');
  const [interests, setInterests] = useState(profile?.interests.join(', ') ?? '');
  const [length, setLength] = useState(String(profile?.length_minutes ?? 5));
  const [language, setLanguage] = useState(profile?.language ?? 'en');
  const [maxAge, setMaxAge] = useState(String(profile?.max_item_age_days ?? 7));
  const [voice, setVoice] = useState(profile?.voice_id ?? '');
  const [format, setFormat] = useState<Profile['format']>(profile?.format ?? 'bulletin');
  const [coHost, setCoHost] = useState(profile?.co_host_voice_id ?? '');
  const voices = useLoad(() => apiData<Voice[]>('voices', { query: { language: language.trim() || 'en', limit: 100 } }), [language]);
  const action = useAction();
  const id = profile?.id ?? 'new';

  const submit = async (event: Event) => {
    event.preventDefault();
    await action.run(() => save({
      name: name.trim(),
      description: description.trim() || null,
      interests: splitInterests(interests),
      length_minutes: Number(length),
      language: language.trim(),
      max_item_age_days: Number(maxAge),
      voice_id: voice || null,
      format,
      co_host_voice_id: coHost || null,
    }));
  };
  return (
    <form onSubmit={submit}>
      <label for={`profile-name-${id}`}>Name</label>
      <input id={`profile-name-${id}`} required maxLength={100} value={name} onInput={(event) => setName(event.currentTarget.value)} />
      <label for={`profile-interests-${id}`}>Interests</label>
      <input id={`profile-interests-${id}`} value={interests} onInput={(event) => setInterests(event.currentTarget.value)} aria-describedby={`profile-interests-hint-${id}`} />
      <p class="hint" id={`profile-interests-hint-${id}`}>Separated by commas, e.g. climate change, AI. Only stories about them are told; none: the freshest stories.</p>
      <label for={`profile-length-${id}`}>Length (minutes, 1–60)</label>
      <input id={`profile-length-${id}`} type="number" inputMode="numeric" min={1} max={60} required value={length} onInput={(event) => setLength(event.currentTarget.value)} />
      <label for={`profile-language-${id}`}>Language</label>
      <input id={`profile-language-${id}`} required value={language} onInput={(event) => setLanguage(event.currentTarget.value)} aria-describedby={`profile-language-hint-${id}`} />
      <p class="hint" id={`profile-language-hint-${id}`}>A language tag such as en, en-GB, de or pt-BR.</p>
      <label for={`profile-voice-${id}`}>Voice</label>
      <select id={`profile-voice-${id}`} value={voice} onChange={(event) => setVoice(event.currentTarget.value)}>
        <option value="">Default voice of the language</option>
        {(voices.data ?? []).map((item) => <option key={item.id} value={item.id}>{item.name} ({item.language}, {item.gender})</option>)}
        {voice && !(voices.data ?? []).some((item) => item.id === voice) && <option value={voice}>{voice}</option>}
      </select>
      <label for={`profile-format-${id}`}>Format</label>
      <select id={`profile-format-${id}`} value={format} onChange={(event) => setFormat(event.currentTarget.value as Profile['format'])}>
        <option value="bulletin">Bulletin: one voice</option>
        <option value="duo">Duo: two hosts in conversation</option>
      </select>
      {format === 'duo' && (
        <>
          <label for={`profile-co-host-${id}`}>Second host's voice</label>
          <select id={`profile-co-host-${id}`} value={coHost} onChange={(event) => setCoHost(event.currentTarget.value)}>
            <option value="">Picked to sound unlike the first</option>
            {coHostChoices(voices.data ?? [], voice).map((item) => <option key={item.id} value={item.id}>{item.name} ({item.language}, {item.gender})</option>)}
            {coHost && !(voices.data ?? []).some((item) => item.id === coHost) && <option value={coHost}>{coHost}</option>}
          </select>
        </>
      )}
      <label for={`profile-age-${id}`}>Stories up to (days old, 1–30)</label>
      <input id={`profile-age-${id}`} type="number" inputMode="numeric" min={1} max={30} required value={maxAge} onInput={(event) => setMaxAge(event.currentTarget.value)} />
      <label for={`profile-description-${id}`}>Description (optional)</label>
      <textarea id={`profile-description-${id}`} maxLength={500} rows={2} value={description} onInput={(event) => setDescription(event.currentTarget.value)} />
      <button type="submit" disabled={action.busy}>{action.busy ? 'Saving…' : submitLabel}</button>
      <ErrorMessage error={action.error} />
    </form>
  );
}
