/**
 * What a voice reads of a Markdown text (a course step): the words, without the marks (headings, emphasis,
 * lists, quotes) and with a link's text, not its address.
 */
export function plainText(markdown: string): string {
  return markdown
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s{0,3}(#{1,6}|>|[-*+]|\d+[.)])\s+/gm, '')
    .replace(/[*_~`]+/g, '')
    .replace(/\n{2,}/g, '\n')
    .trim();
}

/** What a voice reads of a course step: its title, then its description's words. */
export const stepSpeech = (title: string, description: string) => [title, plainText(description)].join('.\n');
