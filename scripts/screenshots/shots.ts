/** The pages `pnpm screenshots` captures, in the README's order. */
export const screenshotPages = ['home', 'listing', 'product', 'cart', 'customer'] as const;

/** The viewport widths captured: a phone and a laptop. */
export const screenshotWidths = [360, 1280] as const;

/** The file of one picture under docs/screenshots/: `home-360.jpg`. */
export const screenshotFile = (name: (typeof screenshotPages)[number], width: number) =>
  `${name}-${width}.jpg`;

/** The pictures a Markdown text shows: `![alt](path)` and `<img src="path">`, local paths only. */
export function picturesOf(markdown: string): string[] {
  const markdownImages = [...markdown.matchAll(/!\[[^\]]*\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)].map(
    (m) => m[1] ?? '',
  );
  const htmlImages = [...markdown.matchAll(/<img\b[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1] ?? '');
  return [...markdownImages, ...htmlImages].filter((path) => !/^[a-z]+:/i.test(path));
}
