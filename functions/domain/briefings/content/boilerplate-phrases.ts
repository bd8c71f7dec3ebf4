/**
 * THE phrase rules for boilerplate: lines (and, as a last guard, sentences) that
 * are feed or page furniture rather than news. Structure is judged first
 * (markup-boilerplate.ts); these rules catch what arrives as plain text, as in
 * feed descriptions. One family per kind of furniture, each with a fixture and a
 * test (test/unit/boilerplate.test.ts).
 */

const TIME_ZONE = '(?:GMT|BST|CET|CEST|EST|EDT|CST|CDT|PST|PDT|UTC|AEST|AEDT|ET|PT)';
const CLOCK = `\\d{1,2}[.:]\\d{2}\\s*(?:[ap]\\.?m\\.?)?\\s*${TIME_ZONE}?`;

export const BOILERPLATE_FAMILIES: Record<string, RegExp[]> = {
  credit: [
    /^(?:photo(?:graph)?|image|picture|illustration|composite|chart|graphic|graph|video|source|credit|main image|top image)s?(?:\s+(?:credits?|attribution|source|by|courtesy(?: of)?))?\s*:/i,
    /^(?:image|photo|picture|illustration|chart|graphic)s?\s+(?:by|courtesy of|via|from)\b/i,
    /^retrieved (?:from|on)\b/i,
    // A caption line that ends with its credit: "Eling Tide Mill. Credit: Wikimedia Commons".
    /(?:^|[.!?]\s)(?:photograph|photo|picture|image|credit|illustration|composite)s?\s*:\s*(?:[^.]|\.\d){2,80}$/i,
    /^\d+ (?:colou?r|black and white) photographs?\b/i,
  ],
  advertising: [
    /^(?:advertisement|advertising|anzeige|werbung|publicité|publicidad|sponsored(?: content)?|promoted|paid content|partner content)\.?$/i,
    /^advertising (?:helps|supports) (?:fund|pay)/i,
    /^(?:support us|support our journalism|donate)\b/i,
  ],
  paywall: [
    /\b(?:previously available only to|available (?:only )?to (?:medium|paid|premium) members|become a (?:paid |medium )?member to|members?-only (?:story|content)|for subscribers only)\b/i,
    /^this (?:story|article|post) is (?:currently|now) (?:unlocked|available)\b/i,
    /^(?:subscribe|log ?in|sign in) to (?:read|continue|unlock)\b/i,
  ],
  share: [
    /^(?:share (?:this|on|via)|share:|tweet this|pin it|follow us|follow me|like us on|sign up|subscribe\b|join our|download (?:our|the) app|read more|continue reading)/i,
    /^(?:related|see also|recommended|more on this(?: story)?|watch|listen|read)(?: now| next| also| stories| articles| the video)?\s*:/i,
    /\b(?:delivered to your inbox|newsletter (?:straight )?to your inbox|please clap|clap and follow|if you enjoyed this (?:story|article|post))\b/i,
    /^get (?:the latest|our|the best)\b.*\b(?:inbox|newsletter|updates|app)\b/i,
  ],
  contact: [
    /^got a (?:story|tip|news tip)\b/i,
    /\b(?:e-?mail|send|with any|your) (?:\w+ ){0,3}tip-?offs?\b/i,
    /^(?:e-?mail|contact|write to|message)\b.{0,100}(?:@|\btips?\b|\d{3})/i,
    /^call (?:us )?(?:on |at )?[+\d(]/i,
  ],
  social: [
    // A short line or sentence with a handle is a follow-us line; a long paragraph that quotes one is news.
    /^(?=.{0,200}$).*(?:^|\s)@\w{2,}/,
  ],
  'live blog and time stamps': [
    new RegExp(`^(?:updated|last updated|first published|published|posted)(?: at| on)?\\s+${CLOCK}`, 'i'),
    new RegExp(`^${CLOCK}\\.?$`, 'i'),
    /[–—-]\s*live!?$/i,
    /^(?:key events|show key events only|pinned post|live feed|live updates)\b/i,
    // Video chapters: "4:12 The seabed frame".
    /^\d{1,2}:\d{2}(?::\d{2})? [^.!?]{1,60}$/,
  ],
  byline: [
    /^[Bb]y [\p{Lu}][\p{L}.'’-]+(?: [\p{Lu}][\p{L}.'’-]+){0,3}\.?$/u,
    /\b\d+ min(?:ute)? read\b/i,
    /^[-–—]\s*\p{Lu}[\p{L}.'’-]+(?: \p{Lu}[\p{L}.'’-]+)+(?:,| on behalf of)/u,
    /^(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)\w*\.? \d{1,2},? \d{4}|\d{1,2} (?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)\w* \d{4})\.?$/i,
  ],
  reference: [
    /^\[\d+\]/,
    /^\^/,
    /^(?:retrieved|archived|accessed)(?: on)? \d/i,
    /\b(?:ISBN(?:-1[03])?:?\s*[\dX-]{10,}|doi:\s*10\.\d+|ISSN:?\s*\d{4}-\d{3}[\dX])/i,
    /\bredirects here\b/i,
  ],
  'product details': [
    // A line of a product's data sheet ("Publisher: …", "Product Dimensions: 6 x 0.4 x 9 inches"), in the service's languages.
    /^(?=.{0,140}$)(?:paperback|hardcover|hardback|publisher|language|product dimensions|dimensions|item weight|shipping weight|print length|pages|file size|ASIN|edition|verlag|sprache|seiten(?:zahl)?|abmessungen|gewicht|taschenbuch|gebundene ausgabe|éditeur|langue|broché|relié|poids|nombre de pages|editorial|idioma|tapa blanda|tapa dura|dimensiones|peso|número de páginas)\s*:/i,
  ],
  rule: [
    /^[\s\-–—_=*~•·.]{2,}$/,
    /^["“]?_{5,}/,
  ],
  furniture: [
    /\bappeared first on\b/i,
    /\ball rights reserved\b/i,
    /^(?:the post|this article)\b.*\b(?:appeared|was originally published)\b/i,
    /^(?:leia mais|lire la suite|weiterlesen|leer más|continue reading)\b/i,
    /^submitted by \S+(?: to \S+)?\.?$/i,
    /\b(?:was|were|has been) (?:previously|originally|first) published (?:on|in|at|by)\b/i,
    // A line that is only a parenthesis is a note or a table cell, not a sentence.
    /^\([^()]*\)\.?$/,
  ],
};

const ALL_PATTERNS = Object.values(BOILERPLATE_FAMILIES).flat();

/** Footnote marks left in plain text: "[11]", "[a]", "[citation needed]". */
const FOOTNOTE_MARK = /\s?\[(?:\d{1,3}|[a-z]|citation needed|note \d+)\]/gi;
/** A clock with its zone, as live blogs and tickers stamp entries: "12.21 GMT", "9.02pm BST", "10.30 Uhr", "10h30". */
const ZONED_CLOCK = `\\d{1,2}[.:]\\d{2}\\s*(?:[ap]\\.?m\\.?\\s*)?(?:${TIME_ZONE}|MEZ|MESZ|Uhr)\\b|\\d{1,2}\\s?h\\s?\\d{2}\\b`;
/** How long ago, or at what time, an entry was posted or updated, in the service's languages. */
const UPDATED_STAMPS = [
  `(?:last )?(?:updated|posted|published)(?: at| on)?\\s+(?:${CLOCK}|\\d+\\s+(?:seconds?|minutes?|mins?|hours?|hrs?|days?)\\s+ago|(?:an?|one)\\s+(?:minute|hour|day)\\s+ago|just now)`,
  `(?:zuletzt )?(?:aktualisiert|veröffentlicht)(?: am| um)?\\s+(?:vor\\s+(?:\\d+|einer|einem)\\s+(?:Sekunden?|Minuten?|Stunden?|Tag(?:en)?)|${CLOCK}(?:\\s*Uhr)?)`,
  `(?:mis(?:e)? à jour|publié)(?: à| le)?\\s+(?:il y a\\s+(?:\\d+|une?)\\s+(?:secondes?|minutes?|heures?|jours?)|\\d{1,2}\\s?h\\s?\\d{0,2}|${CLOCK})`,
  `(?:actualizado|publicado)(?: a las| el)?\\s+(?:hace\\s+(?:\\d+|un|una)\\s+(?:segundos?|minutos?|horas?|días?)|${CLOCK}(?:\\s*h)?)`,
];
/**
 * A stamp at the start of a sentence (line start, or after a sentence's end): a zoned clock, an
 * "updated" phrase, or any clock followed by a separator ("20.41: Half-time…").
 */
const SENTENCE_STAMP = new RegExp(
  `(^|[.!?…]["”’»)]?\\s+)(?:(?:${ZONED_CLOCK}|${UPDATED_STAMPS.join('|')})\\s*[.:–—-]?|${CLOCK}\\s*[:–—-])\\s+`,
  'giu',
);
/** What a sentence starts with: a stamp is only dropped before one, so "at 12.21 GMT the pound…" mid-sentence stays. */
const SENTENCE_START = /^["“„«¿¡]?[\p{Lu}\p{N}]/u;

/**
 * The text without the time stamps its sentences start with ("12.21 GMT The pound rose…",
 * "Updated 3 minutes ago The minister…", "Aktualisiert vor 5 Minuten Der Kanzler…"): the sentence after the stamp is kept.
 */
export function withoutSentenceStamps(text: string): string {
  return text.replace(SENTENCE_STAMP, (stamp: string, before: string, offset: number, whole: string) =>
    (SENTENCE_START.test(whole.slice(offset + stamp.length)) ? before : stamp));
}

/** The family of boilerplate a line or sentence belongs to, or null for story text. */
export function boilerplateFamily(text: string): string | null {
  for (const [family, patterns] of Object.entries(BOILERPLATE_FAMILIES)) if (patterns.some((pattern) => pattern.test(text))) return family;
  return null;
}

export function isBoilerplate(text: string): boolean {
  return ALL_PATTERNS.some((pattern) => pattern.test(text));
}

/** A line of story text without footnote marks and the time stamps its sentences start with, or null when the whole line is boilerplate. */
export function storyLine(line: string): string | null {
  if (isBoilerplate(line)) return null;
  const cleaned = withoutSentenceStamps(line.replace(FOOTNOTE_MARK, '')).trim();
  return cleaned && !isBoilerplate(cleaned) ? cleaned : null;
}
