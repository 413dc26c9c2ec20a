import { isValidPhone } from '@vitrine/core';
import { SandboxError } from './sandboxError';

/** The input of one operation: the envelope's query-string `params` and its `json` payload. */
export interface OperationInput {
  readonly params: URLSearchParams;
  readonly json: unknown;
}

/** Builds an input from query-string text (or a record) and a JSON payload. */
export function createOperationInput(params: unknown, json: unknown): OperationInput {
  let search: URLSearchParams;
  if (typeof params === 'string')
    search = new URLSearchParams(params.startsWith('?') ? params.slice(1) : params);
  else if (params && typeof params === 'object') {
    search = new URLSearchParams();
    for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== null) search.set(k, String(v));
  } else search = new URLSearchParams();
  return { params: search, json };
}

/** A field read from the JSON payload first, then from the params; undefined when absent. */
export function field(input: OperationInput, ...names: string[]): unknown {
  const json = input.json;
  for (const name of names) {
    if (json && typeof json === 'object' && !Array.isArray(json) && name in json) {
      const value = (json as Record<string, unknown>)[name];
      if (value !== undefined && value !== null && value !== '') return value;
    }
    const param = input.params.get(name);
    if (param !== null && param !== '') return param;
  }
  return undefined;
}

/** A required text field (trimmed); 400 when missing or not text. */
export function requireText(input: OperationInput, label: string, ...names: string[]): string {
  const value = optionalText(input, label, ...names);
  if (value === undefined || value === '') throw new SandboxError(400, `Informe o campo ${label}.`);
  return value;
}

/** An optional text field (trimmed); undefined when absent; 400 when of the wrong type. */
export function optionalText(input: OperationInput, label: string, ...names: string[]): string | undefined {
  const value = field(input, ...names);
  if (value === undefined) return undefined;
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string') throw new SandboxError(400, `O campo ${label} deve ser um texto.`);
  return value.trim();
}

/** A required integer (numbers or numeric text); 400 when missing, not an integer or out of range. */
export function requireInt(
  input: OperationInput,
  label: string,
  names: string | string[],
  range?: { min?: number; max?: number; message?: string },
): number {
  const value = optionalInt(input, label, names, range);
  if (value === undefined) throw new SandboxError(400, `Informe o campo ${label}.`);
  return value;
}

/** An optional integer; undefined when absent; 400 when not an integer or out of range. */
export function optionalInt(
  input: OperationInput,
  label: string,
  names: string | string[],
  range?: { min?: number; max?: number; message?: string },
): number | undefined {
  const raw = field(input, ...(Array.isArray(names) ? names : [names]));
  if (raw === undefined) return undefined;
  const value = typeof raw === 'string' && /^-?\d+$/.test(raw.trim()) ? Number(raw) : raw;
  if (typeof value !== 'number' || !Number.isInteger(value)) {
    throw new SandboxError(400, `O campo ${label} deve ser um número inteiro.`);
  }
  if ((range?.min !== undefined && value < range.min) || (range?.max !== undefined && value > range.max)) {
    throw new SandboxError(
      400,
      range?.message ?? `O campo ${label} deve estar entre ${range?.min ?? '-∞'} e ${range?.max ?? '∞'}.`,
    );
  }
  return value;
}

/** An optional non-negative amount (numbers or numeric text); 400 when not a number. */
export function optionalAmount(input: OperationInput, label: string, ...names: string[]): number | undefined {
  const raw = field(input, ...names);
  if (raw === undefined) return undefined;
  const value = typeof raw === 'string' ? Number(raw.replace(',', '.')) : raw;
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) {
    throw new SandboxError(400, `O campo ${label} deve ser um valor numérico válido.`);
  }
  return value;
}

/** An optional boolean (true/false, 1/0, 'S'/'N'); undefined when absent. */
export function optionalBool(input: OperationInput, label: string, ...names: string[]): boolean | undefined {
  const raw = field(input, ...names);
  if (raw === undefined) return undefined;
  if (typeof raw === 'boolean') return raw;
  if (raw === 1 || raw === '1' || raw === 'true' || raw === 'S') return true;
  if (raw === 0 || raw === '0' || raw === 'false' || raw === 'N') return false;
  throw new SandboxError(400, `O campo ${label} deve ser verdadeiro ou falso.`);
}

/** The payload as a plain object; 400 when it is not one. */
export function requireObject(input: OperationInput, label = 'json'): Record<string, unknown> {
  const json = input.json;
  if (!json || typeof json !== 'object' || Array.isArray(json)) {
    throw new SandboxError(400, `O corpo da requisição (${label}) deve ser um objeto.`);
  }
  return json as Record<string, unknown>;
}

/** Only the digits of a text. */
export function digits(text: string): string {
  return text.replace(/\D/g, '');
}

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** A required e-mail; 400 with 'E-mail inválido.' when malformed. */
export function requireEmail(input: OperationInput, ...names: string[]): string {
  const email = requireText(input, 'e-mail', ...(names.length ? names : ['email']));
  if (!emailPattern.test(email)) throw new SandboxError(400, 'E-mail inválido.');
  return email.toLowerCase();
}

/** A required CEP (8 digits, masked or not); 400 when absent or malformed. */
export function requireCep(input: OperationInput): string {
  const raw = field(input, 'cep', 'postalCode', 'zipCode');
  if (raw === undefined) throw new SandboxError(400, 'Por favor, insira um cep.');
  if (typeof raw !== 'string' && typeof raw !== 'number') throw new SandboxError(400, 'CEP inválido.');
  const text = String(raw).trim();
  const cep = digits(text);
  if (cep.length !== 8 || !/^\d{5}-?\d{3}$/.test(text)) {
    throw new SandboxError(400, 'CEP inválido. Informe um CEP com 8 dígitos no formato 00000-000.');
  }
  return cep;
}

/** The 27 Brazilian state codes. */
export const brazilianStates = [
  'AC',
  'AL',
  'AP',
  'AM',
  'BA',
  'CE',
  'DF',
  'ES',
  'GO',
  'MA',
  'MT',
  'MS',
  'MG',
  'PA',
  'PB',
  'PR',
  'PE',
  'PI',
  'RJ',
  'RN',
  'RS',
  'RO',
  'RR',
  'SC',
  'SP',
  'SE',
  'TO',
] as const;

/** A required text with a minimum length; 400 with the given messages. */
export function requireMinText(
  input: OperationInput,
  label: string,
  min: number,
  ...names: string[]
): string {
  const value = requireText(input, label, ...names);
  if (value.length < min)
    throw new SandboxError(400, `O campo ${label} deve ter ao menos ${min} caracteres.`);
  return value;
}

/**
 * Checks a Brazilian phone with the client's own rule (`isValidPhone`: a real area code, then a landline starting
 * with 2–6 or a mobile starting with 9), so a number the forms accept is never refused here; 400 otherwise.
 */
export function checkPhone(value: string): string {
  if (!isValidPhone(value)) throw new SandboxError(400, 'Informe um telefone válido.');
  return value;
}

/** A required Brazilian phone, checked by {@link checkPhone}. */
export function requirePhone(input: OperationInput, ...names: string[]): string {
  return checkPhone(requireText(input, 'telefone', ...(names.length ? names : ['phone'])));
}
