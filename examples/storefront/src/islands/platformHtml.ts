// Its own chunk, fetched only when an island of a page holding platform HTML opens (see `island.tsx`).
export { preloadSanitizedHtml } from '@vitrine/ui';
