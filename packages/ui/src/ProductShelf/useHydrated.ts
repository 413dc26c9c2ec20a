import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};
const onClient = () => true;
const onServer = () => false;

/**
 * `false` on the server and in the render that hydrates its markup, `true` from then on (and at once in a
 * browser-only render), so what depends on it never makes the hydration differ from the server's markup.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribe, onClient, onServer);
}
