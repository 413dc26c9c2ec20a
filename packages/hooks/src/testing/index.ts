/** @vitrine/hooks/testing: helpers to test storefront code against the sandbox store in Vitest. */
export type { TestStorefront, TestStorefrontOptions } from './createTestStorefront';
export { createTestStorefront, SANDBOX_BASE_URL } from './createTestStorefront';
export { expectNoAxeViolations } from './expectNoAxeViolations';
export type {
  RenderHookWithStorefrontOptions,
  RenderHookWithStorefrontResult,
} from './renderHookWithStorefront';
export { renderHookWithStorefront } from './renderHookWithStorefront';
export type { RenderWithStorefrontOptions, RenderWithStorefrontResult } from './renderWithStorefront';
export { renderWithStorefront } from './renderWithStorefront';
export { closeSandboxServer, listenSandboxServer, sandboxServer } from './sandboxServer';
export { useSandboxServer } from './useSandboxServer';
