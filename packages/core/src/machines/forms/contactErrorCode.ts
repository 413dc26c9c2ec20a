import { isStoreApiError } from '../../client/isStoreApiError';
import { SubmissionRejectedError } from './SubmissionRejectedError';

/**
 * The code suffix of the contact failure banner: the HTTP status for a server error ('500'), the error
 * kind for a call that got no answer ('network', 'timeout', 'abort', 'parse'), 'recusado' when the
 * server answered false, and 'erro' for anything else (e.g. the anti-bot script failed).
 */
export function contactErrorCode(error: unknown): string {
  if (isStoreApiError(error)) return error.kind === 'http' ? String(error.status ?? 'http') : error.kind;
  if (error instanceof SubmissionRejectedError) return 'recusado';
  return 'erro';
}
