/**
 * @vitrine/core: the framework-agnostic heart of Vitrine.
 * Explicit named exports only; each section is owned by one area of the package.
 */

// #region client and schemas (src/client, src/schemas)
// #endregion

// #region validators, masks and formatting (src/validators)
// #endregion

// #region form schemas (src/forms)
// #endregion

// #region pricing, stock, SKU, cart, freight and payment rules (src/rules)
// #endregion

// #region navigation, listing, banners and display helpers (src/navigation)
// #endregion

// #region analytics (src/analytics)
// #endregion

// #region HTML sanitizing (src/html)
// #endregion
