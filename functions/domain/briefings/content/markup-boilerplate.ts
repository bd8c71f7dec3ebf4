/**
 * Boilerplate judged by structure, before any phrase rule: what the markup says
 * a block is (caption, aside, navigation, footnote mark, reference list), what
 * its class or id says (credit, share, promo, related), and how much of it is
 * link text (Readability's link density). Also shapes what is kept for speech:
 * headings are not read, and a short list is read as one sentence with its
 * introduction ("The reasons are a, b and c.").
 */

import { isBoilerplate } from './boilerplate-phrases.ts';

/** Elements that are never part of the story text (pre: code listings). */
const STRUCTURAL_JUNK = [
  'figcaption', 'aside', 'nav', 'footer', 'hr', 'pre',
  'sup.reference', 'sup.noprint', '.mw-editsection', 'ol.references',
].join(', ');

/** Class or id words of captions, credits, sharing, promotion, furniture and reference blocks. */
const JUNK_HINT = new RegExp(
  '(?:^|[\\s_-])(?:caption|thumbcaption|credits?|photo-credit|share|sharing|social|promo|related|advert\\w*|ads?|ad-slot|sponsor\\w*|'
  + 'newsletter|subscribe|signup|paywall|byline|dateline|timestamp|block-time|breadcrumbs?|comments?|footnotes?|references|reflist|'
  + 'hatnote|editsection|speechify-ignore|key-events|author-bio|tags|toolbar|pw-subtitle-paragraph)(?:$|[\\s_-])',
  'i',
);

/** Titles of the sections that list sources rather than tell the story; they run to the next heading. */
const REFERENCE_SECTION = /^(?:references|notes|footnotes|sources|bibliography|further reading|external links|see also|citations|einzelnachweise|weblinks|literaturverzeichnis|références|referencias)$/i;

const HEADINGS = 'h1, h2, h3, h4, h5, h6';
const LINK_DENSE_BLOCKS = 'p, li, ul, ol, dl, div, section, table';
/** A block whose text is more than this share of link text is navigation or a link label. */
const MAX_LINK_DENSITY = 0.5;
/** A list item, paragraph or line that is nearly all link text is a link, not a sentence. */
export const LINK_ITEM_DENSITY = 0.8;
/** A block or line of at most this many words that is nearly all link text is a label ("See the full policy", "[comments]"). */
export const MAX_LINK_LABEL_WORDS = 12;
/** A list is read as one sentence when it has 2 to this many items ... */
const MAX_SPOKEN_LIST_ITEMS = 8;
/** ... and every item is a short phrase, not a sentence. */
const MAX_LIST_ITEM_WORDS = 10;

const textOf = (element: Element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim();

/**
 * Removes the blocks that markup, class names and link density mark as
 * boilerplate, then the paragraphs the phrase rules know, in place.
 * Pages go through this before Readability, which rewrites the blocks and their classes.
 */
export function pruneMarkedBoilerplate(root: Element): void {
  const rootLength = textOf(root).length;
  for (const element of root.querySelectorAll(STRUCTURAL_JUNK)) element.remove();
  for (const sup of root.querySelectorAll('sup')) if (/^\[?(?:\d+|[a-z]|citation needed|note \d+)\]?$/i.test(textOf(sup))) sup.remove();
  for (const element of [...root.querySelectorAll('[class], [id]')]) {
    const hint = `${element.getAttribute('class') ?? ''} ${element.getAttribute('id') ?? ''}`;
    // A hint on a wrapper that holds most of the text is a theme's naming, not a junk block.
    if (JUNK_HINT.test(hint) && textOf(element).length < rootLength / 2) element.remove();
  }
  for (const block of [...root.querySelectorAll(LINK_DENSE_BLOCKS)].reverse()) {
    if (block.isConnected && isLinkBoilerplate(block)) block.remove();
  }
  // Last, paragraphs that the phrase rules know as furniture, so that they weigh on nothing downstream.
  for (const paragraph of root.querySelectorAll('p, li')) if (isBoilerplate(textOf(paragraph))) paragraph.remove();
}

/** Removes boilerplate blocks from the element and shapes lists for speech, in place. */
export function pruneBoilerplate(root: Element, language: string): void {
  pruneMarkedBoilerplate(root);
  removeReferenceSections(root);
  for (const heading of root.querySelectorAll(HEADINGS)) heading.remove();
  for (const list of root.querySelectorAll('ul, ol')) speakList(list, language);
}

/**
 * Navigation, related links and link labels: a block mostly of link text that is
 * either short, or made of items that are themselves links. A sentence that
 * carries a few long links is story text.
 */
function isLinkBoilerplate(block: Element): boolean {
  if (linkDensity(block) <= MAX_LINK_DENSITY) return false;
  const items = [...block.querySelectorAll('li, p')];
  if (items.length > 0) return items.filter((item) => linkDensity(item) > LINK_ITEM_DENSITY).length * 2 >= items.length;
  return linkDensity(block) > LINK_ITEM_DENSITY && textOf(block).split(' ').length <= MAX_LINK_LABEL_WORDS;
}

function linkDensity(block: Element): number {
  const length = textOf(block).length;
  if (length === 0) return 0;
  const linked = [...block.querySelectorAll('a')].reduce((sum, link) => sum + textOf(link).length, 0);
  return linked / length;
}

function removeReferenceSections(root: Element): void {
  for (const heading of [...root.querySelectorAll(HEADINGS)]) {
    if (!heading.isConnected || !REFERENCE_SECTION.test(textOf(heading))) continue;
    const level = Number(heading.tagName.slice(1));
    let next = heading.nextElementSibling;
    while (next && !(/^H[1-6]$/i.test(next.tagName) && Number(next.tagName.slice(1)) <= level)) {
      const following = next.nextElementSibling;
      next.remove();
      next = following;
    }
    heading.remove();
  }
}

/** The language's way of joining a list; a page or feed may declare a language tag Intl does not accept. */
function listFormat(language: string): Intl.ListFormat {
  try {
    return new Intl.ListFormat(language, { type: 'conjunction' });
  } catch {
    return new Intl.ListFormat('en', { type: 'conjunction' });
  }
}

/**
 * A list of short phrases becomes one sentence, joined the way the language says
 * lists ("a, b and c"), merged into the paragraph that introduces it with a
 * colon. A list of sentences stays as it is; its colon introduction is dropped
 * later with the other lines that end in a colon.
 */
function speakList(list: Element, language: string): void {
  const items = [...list.children].filter((child) => child.tagName === 'LI').map(textOf).filter(Boolean);
  const phrases = items.length >= 2 && items.length <= MAX_SPOKEN_LIST_ITEMS
    && items.every((item) => item.split(' ').length <= MAX_LIST_ITEM_WORDS && !/[.!?]$/.test(item));
  if (!phrases || list.querySelector('ul, ol')) return;
  const joined = listFormat(language).format(items.map((item) => item.replace(/[,;]$/, '')));
  const intro = list.previousElementSibling;
  const introText = intro ? textOf(intro) : '';
  const sentence = list.ownerDocument.createElement('p');
  if (intro && introText.endsWith(':')) {
    sentence.textContent = `${introText.slice(0, -1).trimEnd()} ${joined}.`;
    intro.remove();
  } else {
    sentence.textContent = `${joined.charAt(0).toUpperCase()}${joined.slice(1)}.`;
  }
  list.replaceWith(sentence);
}
