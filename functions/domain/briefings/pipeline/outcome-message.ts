/**
 * What a job's message tells the listener when a briefing is shorter than asked or has nothing to
 * say: the counts of what the sources offered, never a previous briefing that did not happen.
 */
import type { MaterialCounts } from '#domain/briefings/script';

const counted = (count: number, one: string, many: string): string => `${count} ${count === 1 ? one : many}`;

/** "1 minute 40", "45 seconds", "3 minutes". */
export function spokenDuration(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  if (minutes === 0) return counted(rest, 'second', 'seconds');
  const minutePart = counted(minutes, 'minute', 'minutes');
  return rest === 0 ? minutePart : `${minutePart} ${String(rest).padStart(2, '0')}`;
}

const NO_AUDIO = ', so no audio was made';

/**
 * Why a briefing found no story to tell, from the first step that left none. Without counts (a
 * script the previous release wrote, finishing after a deploy) it says only what is certain.
 */
export function nothingNewMessage(material: MaterialCounts | undefined): string {
  if (!material) return `The profile's sources had no fresh story that earlier briefings have not told${NO_AUDIO}`;
  const { items, fresh, on_topic: onTopic, untold, max_item_age_days: days, has_interests: hasInterests } = material;
  const topic = hasInterests ? ' on your interests' : '';
  if (items === 0) return `The profile's sources gave no items${NO_AUDIO}`;
  if (fresh === 0) {
    return `None of the ${counted(items, 'item', 'items')} of the profile's sources is from the last ${counted(days, 'day', 'days')}${NO_AUDIO}`;
  }
  if (onTopic === 0) return `None of the ${counted(fresh, 'fresh item', 'fresh items')} matched your interests${NO_AUDIO}`;
  if (untold === 0) {
    return onTopic === 1
      ? `The one fresh story${topic} was told in an earlier briefing${NO_AUDIO}`
      : `All ${onTopic} fresh stories${topic} were told in earlier briefings or repeat one that was${NO_AUDIO}`;
  }
  return `The ${counted(untold, 'new story', 'new stories')}${topic} had no complete sentence to read${NO_AUDIO}`;
}

/** A briefing shorter than asked: how many stories it tells in how long, and where the other fresh items went. */
export function shortfallMessage(material: MaterialCounts | undefined, stories: number, lengthSeconds: number, targetSeconds: number): string {
  const topic = material?.has_interests ? ' on your interests' : '';
  const told = `${counted(stories, 'new story', 'new stories')}${topic}, ${spokenDuration(lengthSeconds)} of the ${spokenDuration(targetSeconds)} asked for`;
  if (!material) return told;
  const offTopic = material.fresh - material.on_topic;
  const toldBefore = material.on_topic - material.untold;
  const others = [
    ...(offTopic > 0 ? [`${offTopic} ${offTopic === 1 ? 'was' : 'were'} on other subjects`] : []),
    ...(toldBefore > 0 ? [`${toldBefore} ${toldBefore === 1 ? 'was' : 'were'} told before or repeated another story`] : []),
  ];
  return others.length === 0 ? `${told}: the sources had no other fresh item` : `${told}: of the ${counted(material.fresh, 'fresh item', 'fresh items')}, ${others.join(' and ')}`;
}
