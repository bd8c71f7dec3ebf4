/** Every engine Polly prices; the service speaks with the neural and standard ones. */
export type PollyEngine = 'standard' | 'neural' | 'long-form' | 'generative';

/**
 * Amazon Polly's on-demand prices in USD per million billed characters, by
 * engine, from https://aws.amazon.com/polly/pricing/ (US East, N. Virginia) as
 * listed in 2025 (prices change: check the page); the free tier is not counted.
 * Dry runs estimate a briefing's speech cost from this table.
 */
export const POLLY_PRICES = {
  source: 'https://aws.amazon.com/polly/pricing/',
  as_of: '2025',
  usd_per_million_characters: { standard: 4, neural: 16, 'long-form': 100, generative: 30 } satisfies Record<PollyEngine, number>,
} as const;

/** What speaking `characters` billed characters costs with `engine`, in USD, rounded to a hundredth of a cent. */
export function pollyCostUsd(characters: number, engine: PollyEngine): number {
  return Math.round((characters * POLLY_PRICES.usd_per_million_characters[engine]) / 1e6 * 10_000) / 10_000;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/**
 * The characters Polly bills for an SSML request: the text between the tags,
 * entities decoded, counted in code points. Tags are not billed.
 */
export function billedCharacters(ssml: string): number {
  const text = ssml
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (entity, name: string) => {
      if (name.startsWith('#')) return String.fromCodePoint(name[1]?.toLowerCase() === 'x' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1)));
      return ENTITIES[name] ?? entity;
    });
  return [...text].length;
}
