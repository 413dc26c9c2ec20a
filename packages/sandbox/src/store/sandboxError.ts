/** A rejection the sandbox answers with a non-2xx status and `{ message }` (pt-BR). */
export class SandboxError extends Error {
  /** HTTP status of the reply (4xx for bad input). */
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.name = 'SandboxError';
    this.status = status;
  }
}
