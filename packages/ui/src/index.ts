'use client';
/**
 * @vitrine/ui: the stock UI kit. Explicit named exports only; each region is owned by one area of the kit.
 * Styles: `import '@vitrine/ui/styles.css'` once (or each widget's own CSS file).
 */

// #region foundation: messages and shared pieces (src/messages, src/internal, src/foundation)
export type { UiMessages } from './messages/UiMessages';
export { useUiMessages } from './messages/useUiMessages';
// #endregion

// #region storefront chrome widgets
// #endregion

// #region session and search widgets
// #endregion

// #region cart widgets
// #endregion
