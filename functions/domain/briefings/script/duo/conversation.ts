/**
 * Two hosts in conversation, made from a written bulletin script: the hosts open together, take
 * the stories in turn (each story opened by the host who did not speak last, with a short
 * hand-over), and within a story the other host adds every second sentence (the figure, the
 * quote, the next angle), so each story is a short exchange and no host reads two sentences in a row. The sentences are the script's own, unchanged, so an extractive sentence is
 * still its article's and a model's sentence has passed the grounding check; only the greetings,
 * hand-overs and goodbye (phrases.ts) are the hosts' own, and they state no fact.
 */
import { estimateSpeechSeconds, TURN_PAUSE_SECONDS, type SpeechEngine } from '#domain/briefings/audio';
import { splitSentences } from '#shared/sentences';
import { countWords } from '#shared/text';
import type { DuoHosts, Script, ScriptSegment, Speaker } from '../types.ts';
import { duoPhrasesFor } from './phrases.ts';

const other = (speaker: Speaker): Speaker => (speaker === 'host' ? 'co_host' : 'host');

/** Turns of one part: consecutive sentences of the same speaker joined into one turn. */
function turnsOf(segment: ScriptSegment, sentences: Array<{ speaker: Speaker; text: string }>): ScriptSegment[] {
  const turns: ScriptSegment[] = [];
  for (const sentence of sentences) {
    const last = turns.at(-1);
    if (last && last.speaker === sentence.speaker) last.text = `${last.text} ${sentence.text}`;
    else turns.push({ ...segment, text: sentence.text, speaker: sentence.speaker });
  }
  return turns;
}

/** The bulletin script retold by two hosts: one segment per turn, each with its speaker and story. */
export function duoScript(script: Script, hosts: DuoHosts, language: string): Script {
  const phrases = duoPhrasesFor(language);
  const names: Record<Speaker, string> = { host: hosts.host, co_host: hosts.coHost };
  const [intro, ...rest] = script.segments;
  const outro = rest.pop();
  if (!intro || !outro) return script;
  const segments: ScriptSegment[] = [
    ...turnsOf(intro, [{ speaker: 'host', text: `${intro.text} ${phrases.welcome(hosts.host, hosts.coHost)}` }, { speaker: 'co_host', text: phrases.hello }]),
  ];
  rest.forEach((story, index) => {
    const previous = segments.at(-1)!.speaker;
    const lead = other(previous);
    const sentences = splitSentences(story.text, language).map((text, position) => ({ speaker: position % 2 === 0 ? lead : previous, text }));
    // The first story follows the co-host's hello; every later one opens by taking the word from the other host.
    if (index > 0) {
      const handover = phrases.handovers[(index - 1) % phrases.handovers.length]!(names[previous]);
      sentences[0] = { speaker: lead, text: `${handover} ${sentences[0]?.text ?? ''}`.trim() };
    }
    segments.push(...turnsOf(story, sentences));
  });
  const closer = other(segments.at(-1)!.speaker);
  segments.push(...turnsOf(outro, [{ speaker: closer, text: outro.text }, { speaker: other(closer), text: phrases.goodbye }]));
  return { ...script, segments, word_count: segments.reduce((sum, segment) => sum + countWords(segment.text), 0) };
}

/** Stories a length aims at, as the length plan counts them (about one per 35 s). */
const SECONDS_PER_STORY = 35;
/** Turn changes within a story beyond its first turn, on average: a lead with one or two sentences after it. */
const EXTRA_TURNS_PER_STORY = 1.5;

/**
 * Seconds the conversation adds to a bulletin of `targetSeconds`: the hosts' own lines and the
 * pauses between turns. The bulletin is written this much shorter, so the duo lands on the length.
 */
export function duoOverheadSeconds(targetSeconds: number, hosts: DuoHosts, language: string, engine: SpeechEngine): number {
  const phrases = duoPhrasesFor(language);
  const seconds = (text: string) => estimateSpeechSeconds(text, engine);
  const fixed = seconds(phrases.welcome(hosts.host, hosts.coHost)) + seconds(phrases.hello) + seconds(phrases.goodbye) + 2 * TURN_PAUSE_SECONDS;
  const handover = phrases.handovers.reduce((sum, line) => sum + seconds(line(hosts.host)), 0) / phrases.handovers.length;
  const stories = Math.max(1, Math.round(targetSeconds / SECONDS_PER_STORY));
  // Every story but the first opens with a hand-over.
  return fixed + (stories - 1) * handover + stories * EXTRA_TURNS_PER_STORY * TURN_PAUSE_SECONDS;
}
