/**
 * @vitrine/sandbox: a reference store implementing the platform API with a realistic pt-BR catalogue
 * and fault injection, runnable as msw handlers or a real HTTP server (`@vitrine/sandbox/server` is the
 * same without the msw handlers).
 */

export * from './server';
export { type SandboxHandlersOptions, sandboxHandlers } from './transport/sandboxHandlers';
