/**
 * @vitrine/sandbox: a reference store implementing the platform API with a realistic pt-BR catalogue
 * and fault injection, runnable as msw handlers or a real HTTP server.
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
export { type SandboxHandlersOptions, sandboxHandlers } from './transport/sandboxHandlers';
export { SESSION_COOKIE, XSRF_COOKIE } from './transport/sessionCookie';
export {
  type SandboxServer,
  type SandboxServerOptions,
  startSandboxServer,
} from './transport/startSandboxServer';
