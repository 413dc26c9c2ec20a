// #region hydrate
import { hydrateRoot } from 'react-dom/client';
import { App } from './Theme';

/**
 * The browser's side of `renderProductPage`: the server wrote its HTML into `#root` and its `state` into
 * `<script type="application/json" id="storefront-state">`. Hydrating with the same fallback reuses that data.
 */
export function hydrateProductPage(urlFriendly: string) {
  const root = document.getElementById('root');
  const state = document.getElementById('storefront-state')?.textContent;
  if (!root || !state) throw new Error('The page lacks the server’s HTML or state.');
  return hydrateRoot(root, <App urlFriendly={urlFriendly} fallback={JSON.parse(state)} />);
}
// #endregion hydrate
