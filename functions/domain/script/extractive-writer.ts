import { assembleScript } from './assemble.ts';
import { spokenLabel } from './clean.ts';
import { outlineBriefing, type BriefingOutline } from './outline.ts';
import type { Script, ScriptWriter } from './types.ts';

function positionOf(index: number, count: number): 'first' | 'next' | 'last' {
  if (index === 0) return 'first';
  return index === count - 1 ? 'last' : 'next';
}

/**
 * The offline writer: each chosen story is read as its transition plus its lead
 * sentences, cleaned; the count of sentences per story is set by the length plan.
 */
export function scriptFromOutline({ phrases, greeting, introFor, outro, plan }: BriefingOutline): Script {
  const top = plan.stories[0];
  if (!top) {
    return assembleScript({ headline: phrases.nothingNewHeadline, intro: `${greeting} ${phrases.nothingNew}`, stories: [], outro });
  }
  const stories = plan.stories.map(({ material, sentenceCount }, index) => {
    const item = material.story;
    const transition = phrases.transition(positionOf(index, plan.stories.length), spokenLabel(item.source_name), spokenLabel(item.title));
    return {
      items: [item],
      text: [transition, ...material.sentences.slice(0, sentenceCount)].join(' '),
      summary: material.sentences[0] ?? spokenLabel(item.title),
    };
  });
  return assembleScript({ headline: spokenLabel(top.material.story.title), intro: introFor(stories.length), stories, outro });
}

export const extractiveWriter: ScriptWriter = {
  write: async (draft) => scriptFromOutline(outlineBriefing(draft)),
};
