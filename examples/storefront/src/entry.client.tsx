import { preloadSanitizedHtml } from '@vitrine/ui';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

// A page holding platform HTML (product and banner descriptions, seals) loads its sanitizer first, so hydration and the
// updates right after it keep the server's markup instead of blanking it while the chunk arrives.
if (document.querySelector('[data-vt-html]')) preloadSanitizedHtml().then(hydrate, hydrate);
else hydrate();
