import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { beginDocumentHydration } from './islands/island';
import { installIslandEvents } from './islands/islandEvents';

// The head's inline copy installed the islands' event contract already; this only finds it (or installs it when
// the document has none, e.g. a page cached before islands existed).
installIslandEvents();
beginDocumentHydration();
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
