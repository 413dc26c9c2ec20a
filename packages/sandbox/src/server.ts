/**
 * @vitrine/sandbox/server: the sandbox store and its HTTP server without the msw handlers, so a server-only
 * user (a dev server, a CI job) does not need msw installed. `@vitrine/sandbox` adds `sandboxHandlers`.
 */

export { createSeedData, type SeedOptions } from './data/createSeedData';
export { type SandboxProductFixture, sandboxFixtures } from './data/sandboxFixtures';
export type * from './data/types';
export { renderSandboxImage, SANDBOX_IMAGES_PREFIX } from './images/renderSandboxImage';
export {
  createSandboxStore,
  DEFAULT_SESSION,
  type SandboxCallResult,
  type SandboxReply,
  type SandboxRequest,
  type SandboxRequestLog,
  type SandboxStore,
  type SandboxStoreOptions,
} from './store/createSandboxStore';
export { SandboxError } from './store/sandboxError';
export type { FaultDecision, SandboxFault, SandboxFaults, SandboxLatency } from './store/sandboxFaults';
export type { CartLine, SandboxSubmission, SessionState, SubmissionKind } from './store/storeState';
export { sandboxSessionMiddleware, sandboxSessionPlugin } from './transport/sandboxSessionMiddleware';
export { SESSION_COOKIE, XSRF_COOKIE } from './transport/sessionCookie';
export {
  type SandboxServer,
  type SandboxServerOptions,
  startSandboxServer,
} from './transport/startSandboxServer';
