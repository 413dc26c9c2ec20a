/**
 * Thrown by a form's submit when the server answers a "did it work" call with false (no HTTP error):
 * the machines treat it as a failure, like the spec's newsletter false reply.
 */
export class SubmissionRejectedError extends Error {
  override readonly name = 'SubmissionRejectedError';
  /** The `area.method` name of the call that answered false. */
  readonly operation: string;

  constructor(operation: string, message = 'A loja recusou a solicitação.') {
    super(message);
    this.operation = operation;
  }
}
