import { createContext, useContext } from 'react';

/** What a Vitrine custom element tells the widget it renders (read with `useVitrineHost`). */
export interface VitrineHost {
  /** The custom element the widget renders in. */
  readonly element: HTMLElement;
  /**
   * The text of the element's own JSON data-loader marked with `attribute` (`<script type="application/json"
   * data-vitrine-product>` inside it, kept from before the widget replaced its content); `undefined` when none.
   */
  elementData(attribute: string): string | undefined;
  /** The text of the page's first JSON data-loader marked with `attribute`; `undefined` when none. */
  pageData(attribute: string): string | undefined;
}

/** The host element of a widget rendered by a Vitrine custom element; `null` elsewhere (a React app, a server). */
export const VitrineHostContext = createContext<VitrineHost | null>(null);
VitrineHostContext.displayName = 'VitrineHostContext';

/** The custom element around the calling widget; `null` outside one. */
export function useVitrineHost(): VitrineHost | null {
  return useContext(VitrineHostContext);
}
