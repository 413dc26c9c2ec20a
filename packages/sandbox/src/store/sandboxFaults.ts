import type { OperationName } from '../operationsContract';
import type { SeededRandom } from '../random';
import { SandboxError } from './sandboxError';

/**
 * What every named fault may say about when it applies: to `operation` only (every call when omitted), at
 * most `times` times (no limit when omitted), and to each matching call with `probability` (0..1, drawn from
 * the store's seeded source; always when omitted). A call the dice spare is not counted in `times` and is
 * offered to the next fault in the list.
 */
interface FaultScope {
  operation?: OperationName;
  times?: number;
  probability?: number;
}

/** A named fault: the next matching calls fail the way it says. */
export type SandboxFault =
  /** Answer with this status and `{ message }`. */
  | (FaultScope & { status: number; message?: string; kind?: 'status' })
  /** Answer 200 with a body that is not JSON. */
  | (FaultScope & { kind: 'malformed' })
  /** Never answer (until the request is aborted or the server closed). */
  | (FaultScope & { kind: 'timeout' })
  /** Drop the connection (msw: `HttpResponse.error()`; server: socket destroyed). */
  | (FaultScope & { kind: 'network' });

/** Latency: a fixed number of milliseconds or a [min, max] range drawn from the seeded source. */
export type SandboxLatency = number | readonly [number, number];

/** The decision for one request. */
export type FaultDecision =
  | { kind: 'none' }
  | { kind: 'status'; status: number; message: string }
  | { kind: 'malformed' }
  | { kind: 'timeout' }
  | { kind: 'network' };

/** The fault-injection surface of a store. */
export interface SandboxFaults {
  /** Adds a named fault (applies to every call when `operation` is omitted). */
  inject(fault: SandboxFault): void;
  /** Removes named faults, latency and failure rate. */
  clear(): void;
  /** Sets the latency applied to every call (0 for none). */
  setLatency(latency: SandboxLatency): void;
  /** Sets the share (0..1) of calls failing with a 500, drawn from the seeded source. */
  setFailureRate(rate: number): void;
  /** The named faults still pending. */
  list(): readonly SandboxFault[];
  /** Decides what happens to one call (consumes `times`). */
  decide(operation: OperationName | undefined): FaultDecision;
  /** Milliseconds to wait before answering one call. */
  delay(): number;
}

/** Creates the fault state of a store. */
export function createSandboxFaults(
  random: SeededRandom,
  initial: { latency?: SandboxLatency; failureRate?: number } = {},
): SandboxFaults {
  let faults: { fault: SandboxFault; remaining: number }[] = [];
  let latency: SandboxLatency = initial.latency ?? 0;
  let failureRate = initial.failureRate ?? 0;
  const checkRate = (rate: number) => {
    if (!(rate >= 0 && rate <= 1)) throw new RangeError('failureRate must be between 0 and 1.');
    return rate;
  };
  checkRate(failureRate);
  return {
    inject(fault) {
      if (fault.probability !== undefined && !(fault.probability >= 0 && fault.probability <= 1))
        throw new RangeError('probability must be between 0 and 1.');
      faults.push({ fault, remaining: fault.times ?? Number.POSITIVE_INFINITY });
    },
    clear() {
      faults = [];
      latency = 0;
      failureRate = 0;
    },
    setLatency(value) {
      latency = value;
    },
    setFailureRate(rate) {
      failureRate = checkRate(rate);
    },
    list: () => faults.map((f) => f.fault),
    decide(operation) {
      const entry = faults.find(
        (f) =>
          f.remaining > 0 &&
          (!f.fault.operation || f.fault.operation === operation) &&
          (f.fault.probability === undefined || random.next() < f.fault.probability),
      );
      if (entry) {
        entry.remaining--;
        if (entry.remaining <= 0) faults = faults.filter((f) => f !== entry);
        const { fault } = entry;
        if ('status' in fault) {
          return {
            kind: 'status',
            status: fault.status,
            message: fault.message ?? 'Erro simulado pelo sandbox.',
          };
        }
        return { kind: fault.kind };
      }
      if (failureRate > 0 && random.next() < failureRate) {
        return { kind: 'status', status: 500, message: 'Erro interno simulado pelo sandbox (failureRate).' };
      }
      return { kind: 'none' };
    },
    delay() {
      if (typeof latency === 'number') return latency;
      const [min, max] = latency;
      return min + Math.floor(random.next() * (max - min + 1));
    },
  };
}

const faultKinds = ['status', 'malformed', 'timeout', 'network'] as const;
const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Checks a fault received from outside (the `/__sandbox/faults` control route): an object with an optional known
 * `operation`, a `kind` among status, malformed, timeout and network, a `status` from 400 to 599 for a status fault,
 * an optional text `message`, a whole `times` ≥ 1 and a `probability` from 0 to 1. Throws a 400 `SandboxError` in pt-BR otherwise, so a bad
 * fault is refused before it can break a later call.
 */
export function checkSandboxFault(value: unknown, knownOperations: readonly string[]): SandboxFault {
  if (!isPlainObject(value)) throw new SandboxError(400, 'Cada falha deve ser um objeto JSON.');
  const { operation, kind, status, message, times, probability } = value;
  if (operation !== undefined && (typeof operation !== 'string' || !knownOperations.includes(operation)))
    throw new SandboxError(400, `Operação desconhecida na falha: ${String(operation)}.`);
  if (kind !== undefined && !(faultKinds as readonly unknown[]).includes(kind))
    throw new SandboxError(400, 'kind deve ser status, malformed, timeout ou network.');
  if (times !== undefined && !(Number.isInteger(times) && (times as number) >= 1))
    throw new SandboxError(400, 'times deve ser um número inteiro maior ou igual a 1.');
  if (message !== undefined && typeof message !== 'string')
    throw new SandboxError(400, 'message deve ser um texto.');
  if (
    probability !== undefined &&
    !(typeof probability === 'number' && Number.isFinite(probability) && probability >= 0 && probability <= 1)
  )
    throw new SandboxError(400, 'probability deve ser um número entre 0 e 1.');
  const fault = { ...(operation === undefined ? {} : { operation: operation as OperationName }) };
  const repeat = {
    ...(times === undefined ? {} : { times: times as number }),
    ...(probability === undefined ? {} : { probability }),
  };
  if (kind === undefined || kind === 'status') {
    if (!(Number.isInteger(status) && (status as number) >= 400 && (status as number) <= 599))
      throw new SandboxError(400, 'status deve ser um número inteiro entre 400 e 599.');
    return {
      ...fault,
      ...repeat,
      status: status as number,
      ...(message === undefined ? {} : { message }),
      ...(kind === undefined ? {} : { kind }),
    };
  }
  if (status !== undefined) throw new SandboxError(400, `Uma falha ${kind} não leva status.`);
  return { ...fault, ...repeat, kind: kind as 'malformed' | 'timeout' | 'network' };
}

/** Longest latency the control route accepts, in milliseconds (one minute). */
export const MAX_SANDBOX_LATENCY = 60_000;

/**
 * Checks a latency received from outside: a whole number of milliseconds from 0 to one minute, or a `[min, max]`
 * pair of them with min ≤ max. Throws a 400 `SandboxError` in pt-BR otherwise.
 */
export function checkSandboxLatency(value: unknown): SandboxLatency {
  const isDelay = (ms: unknown): ms is number =>
    Number.isInteger(ms) && (ms as number) >= 0 && (ms as number) <= MAX_SANDBOX_LATENCY;
  if (isDelay(value)) return value;
  if (
    Array.isArray(value) &&
    value.length === 2 &&
    isDelay(value[0]) &&
    isDelay(value[1]) &&
    value[0] <= value[1]
  )
    return [value[0], value[1]];
  throw new SandboxError(
    400,
    `latency deve ser um número inteiro de milissegundos entre 0 e ${MAX_SANDBOX_LATENCY} ou um par [mínimo, máximo].`,
  );
}
