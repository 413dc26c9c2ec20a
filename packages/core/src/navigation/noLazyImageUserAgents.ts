/**
 * User-agent fragments (matched ignoring case) of the crawlers and the prerender service for which
 * images load eagerly: they do not scroll, so lazy images would never be seen or indexed.
 */
export const noLazyImageUserAgents: readonly string[] = Object.freeze([
  // Search engines
  'googlebot',
  'google-inspectiontool',
  'storebot-google',
  'adsbot-google',
  'mediapartners-google',
  'bingbot',
  'bingpreview',
  'msnbot',
  'yandex',
  'baiduspider',
  'duckduckbot',
  'slurp',
  'applebot',
  'petalbot',
  'seznambot',
  'sogou',
  'exabot',
  // Link previews of social networks and messengers
  'facebookexternalhit',
  'facebot',
  'twitterbot',
  'linkedinbot',
  'pinterestbot',
  'whatsapp',
  'telegrambot',
  'slackbot',
  'discordbot',
  // SEO crawlers
  'ahrefsbot',
  'semrushbot',
  'mj12bot',
  'dotbot',
  'rogerbot',
  'screaming frog',
  // Prerender services that snapshot pages for the crawlers above
  'prerender',
]);
