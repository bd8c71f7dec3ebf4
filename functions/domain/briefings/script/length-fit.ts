/**
 * Chooses which stories to tell and how many of their lead sentences, so that the
 * estimated speaking time lands on the target: within ±LENGTH_TOLERANCE whenever
 * the material allows, never padded when it does not.
 */

/**
 * The estimate is met within this share of the target. The audio promise is ±10%;
 * the other half of the margin absorbs the estimate's own error.
 */
const LENGTH_TOLERANCE = 0.05;
/** Seconds per story a briefing aims at before it deepens stories instead of adding more. */
const SECONDS_PER_STORY = 35;
const MAX_BREADTH_STORIES = 30;

/** One candidate story, in rank order, with the speaking time of each part. */
export interface StoryMaterial<T> {
  story: T;
  sentences: string[];
  sentenceSeconds: number[];
  /** Seconds of the spoken transition that introduces the story. */
  transitionSeconds: number;
}

export interface PlannedStory<T> {
  material: StoryMaterial<T>;
  /** How many lead sentences are read: at least one, none for a story told by its headline alone. */
  sentenceCount: number;
}

export interface LengthPlan<T> {
  stories: Array<PlannedStory<T>>;
  /** Estimated speaking time including the fixed parts. */
  seconds: number;
}

/** The accepted range around a target, in the target's unit. */
export function lengthBounds(target: number): { lower: number; upper: number } {
  return { lower: target * (1 - LENGTH_TOLERANCE), upper: target * (1 + LENGTH_TOLERANCE) };
}

export function planLength<T>(materials: Array<StoryMaterial<T>>, targetSeconds: number, fixedSeconds: number): LengthPlan<T> {
  const { lower, upper } = lengthBounds(targetSeconds);
  const breadth = Math.min(MAX_BREADTH_STORIES, Math.max(1, Math.round(targetSeconds / SECONDS_PER_STORY)));
  const chosen = new Map<number, PlannedStory<T>>();
  let total = fixedSeconds;

  const addStories = (limit: number, cap: number): void => {
    materials.forEach((material, index) => {
      if (chosen.has(index) || chosen.size >= cap || material.sentences.length === 0) return;
      const cost = material.transitionSeconds + (material.sentenceSeconds[0] ?? 0);
      if (total + cost > limit) return;
      chosen.set(index, { material, sentenceCount: 1 });
      total += cost;
    });
  };

  /** One more sentence per story per round, best-ranked first, while it fits. */
  const deepen = (limit: number): void => {
    let grew = true;
    while (grew) {
      grew = false;
      for (const index of [...chosen.keys()].sort((a, b) => a - b)) {
        const planned = chosen.get(index);
        const next = planned?.material.sentenceSeconds[planned.sentenceCount];
        if (planned && next !== undefined && total + next <= limit) {
          planned.sentenceCount += 1;
          total += next;
          grew = true;
        }
      }
    }
  };

  const fill = (limit: number): void => {
    addStories(limit, breadth);
    deepen(limit);
    if (total < lower) {
      addStories(limit, Number.POSITIVE_INFINITY);
      deepen(limit);
    }
  };

  /**
   * A story with no complete sentence to read (a title-only item, a teaser cut mid-sentence) is still
   * news on the interests: when the readable stories run out, it is told by its transition and headline.
   */
  const addHeadlines = (limit: number): void => {
    materials.forEach((material, index) => {
      if (chosen.has(index) || material.sentences.length > 0 || total + material.transitionSeconds > limit) return;
      chosen.set(index, { material, sentenceCount: 0 });
      total += material.transitionSeconds;
    });
  };

  // Aim at the target itself; only when that leaves the total short, accept up to the upper bound.
  fill(targetSeconds);
  if (total < lower) fill(upper);
  if (total < lower) addHeadlines(upper);
  // A briefing over length beats an empty one when no lead sentence is short enough.
  const topIndex = materials.findIndex((material) => material.sentences.length > 0);
  const top = materials[topIndex];
  if (chosen.size === 0 && top) {
    chosen.set(topIndex, { material: top, sentenceCount: 1 });
    total += top.transitionSeconds + (top.sentenceSeconds[0] ?? 0);
  }

  const stories = [...chosen.entries()].sort(([a], [b]) => a - b).map(([, planned]) => planned);
  return { stories, seconds: total };
}
