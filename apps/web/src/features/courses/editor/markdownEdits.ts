/** A text and its selection, as a textarea holds them. */
export interface TextSelection {
  value: string;
  start: number;
  end: number;
}

export type MarkdownAction = 'bold' | 'italic' | 'heading' | 'list' | 'link';

/** The selection wrapped in `before` and `after` (a placeholder when nothing is selected), itself still selected. */
function wrap(text: TextSelection, before: string, after: string, placeholder: string): TextSelection {
  const chosen = text.value.slice(text.start, text.end) || placeholder;
  const value = text.value.slice(0, text.start) + before + chosen + after + text.value.slice(text.end);
  const start = text.start + before.length;
  return { value, start, end: start + chosen.length };
}

/** Every line the selection touches starts with `prefix` (once: a second click leaves it as is). */
function prefixLines(text: TextSelection, prefix: string): TextSelection {
  const lineStart = text.value.lastIndexOf('\n', text.start - 1) + 1;
  const endBreak = text.value.indexOf('\n', text.end);
  const lineEnd = endBreak === -1 ? text.value.length : endBreak;
  const lines = text.value
    .slice(lineStart, lineEnd)
    .split('\n')
    .map((line) => (line.startsWith(prefix) ? line : prefix + line));
  const block = lines.join('\n');
  const value = text.value.slice(0, lineStart) + block + text.value.slice(lineEnd);
  return { value, start: lineStart, end: lineStart + block.length };
}

/**
 * What a toolbar button of the formatted-text editor does to the text: bold (**…**), italic (_…_), a heading
 * (## at the line's start), a bulleted list (- at each line's start), a link ([…](https://)) with its address
 * selected to be typed over.
 */
export function applyMarkdown(action: MarkdownAction, text: TextSelection, placeholder: string): TextSelection {
  switch (action) {
    case 'bold':
      return wrap(text, '**', '**', placeholder);
    case 'italic':
      return wrap(text, '_', '_', placeholder);
    case 'heading':
      return prefixLines(text, '## ');
    case 'list':
      return prefixLines(text, '- ');
    case 'link': {
      const address = 'https://';
      const linked = wrap(text, '[', `](${address})`, placeholder);
      const start = linked.end + 2;
      return { value: linked.value, start, end: start + address.length };
    }
  }
}
