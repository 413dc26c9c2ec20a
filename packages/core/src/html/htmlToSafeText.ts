/** A character reference the text may keep: it renders as text, never as markup. */
const entity = /&(?!(?:#\d{1,7}|#x[\da-f]{1,6}|[a-z][a-z\d]{1,31});)/gi;

/**
 * The no-DOM fallback of the sanitizer: the markup's text, with scripts, styles and comments dropped,
 * block ends kept as line breaks, every tag removed and `& < > " '` escaped. Its output is always
 * inert HTML text, whatever the input; it keeps no formatting.
 */
export function htmlToSafeText(html: string): string {
  return html
    .replace(/<(script|style|template|noscript|iframe|object|textarea|title)\b[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<br\s*\/?>|<\/(?:p|div|li|h[1-6]|tr|table|ul|ol|blockquote|section|article)\s*>/gi, '\n')
    .replace(/<\/?[a-z!?][^>]*>/gi, '')
    .replace(entity, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
    .split('\n')
    .map((line) => line.replace(/[ \t\r\f\v]+/g, ' ').trim())
    .filter((line, index, lines) => line !== '' || (index > 0 && lines[index - 1] !== ''))
    .join('\n')
    .trim();
}
