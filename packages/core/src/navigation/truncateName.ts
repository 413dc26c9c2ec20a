/** The ellipsis appended by `truncateName`: three full stops, as the platform's themes print it. */
const ellipsis = '...';

/**
 * Cuts a product name for a card at `max` characters (default 45) and appends
 * '...'. Counts characters, not UTF-16 units, so an emoji or accented letter is never split;
 * trailing spaces before the ellipsis are dropped. Names within the limit are returned as they are.
 */
export function truncateName(name: string, max = 45): string {
  const characters = Array.from(name);
  const limit = Math.max(0, Math.floor(Number.isFinite(max) ? max : 45));
  if (characters.length <= limit) return name;
  return `${characters.slice(0, limit).join('').trimEnd()}${ellipsis}`;
}
