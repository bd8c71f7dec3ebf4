import { assembleScript } from '../assemble.ts';
import { spokenLabel } from '../clean.ts';
import { outlineBriefing, type BriefingOutline } from '../outline.ts';
import { storyItems } from '../outlets.ts';
import type { Script, ScriptWriter } from '../types.ts';

/**
 * The offline writer: each chosen story is read as its transition plus its lead
 * sentences, cleaned; the count of sentences per story is set by the length plan.
 * A script without stories keeps only the frame; the pipeline speaks none of it.
 */
export function scriptFromOutline({ phrases, greeting, introFor, transitionFor, outroFor, plan }: BriefingOutline): Script {
  const top = plan.stories[0];
  if (!top) {
    return assembleScript({ headline: phrases.nothingNewHeadline, intro: `${greeting} ${phrases.nothingNew}`, stories: [], outro: phrases.outro });
  }
  const stories = plan.stories.map(({ material, sentenceCount }, index) => {
    const item = material.story;
    return {
      items: storyItems(item),
      text: [transitionFor(item, index, plan.stories.length), ...material.sentences.slice(0, sentenceCount)].join(' '),
      summary: material.sentences[0] ?? spokenLabel(item.title),
    };
  });
  const outro = outroFor(plan.seconds, stories.length);
  return assembleScript({
    headline: spokenLabel(top.material.story.title),
    intro: introFor(plan.stories.map(({ material }) => material.story)),
    stories,
    outro: outro.text,
    shortOfMaterial: outro.shortOfMaterial,
  });
}

export const extractiveWriter: ScriptWriter = {
  write: async (draft) => scriptFromOutline(outlineBriefing(draft)),
};
