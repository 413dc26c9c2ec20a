import { noLazyImageUserAgents } from './noLazyImageUserAgents';

/**
 * Whether images may load lazily: false for search-engine bots, link-preview crawlers and the
 * prerender user agent (see `noLazyImageUserAgents`), true for everyone else, including an unknown agent.
 */
export function shouldLazyLoadImages(userAgent: string | null | undefined): boolean {
  if (!userAgent) return true;
  const agent = userAgent.toLowerCase();
  return !noLazyImageUserAgents.some((fragment) => agent.includes(fragment));
}
