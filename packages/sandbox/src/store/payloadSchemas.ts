import {
  addressPayloadSchema,
  addToCartPayloadSchema,
  alertMePayloadSchema,
  changeCustomerInfoPayloadSchema,
  changeEmailPayloadSchema,
  changePasswordPayloadSchema,
  contactPayloadSchema,
  identificationPayloadSchema,
  loginPayloadSchema,
  quotePayloadSchema,
  ratingPayloadSchema,
  recoverEmailPayloadSchema,
  registerPayloadSchema,
  socialLoginPayloadSchema,
} from '@vitrine/core';
import type { OperationName } from '../operationsContract';

/** One issue of a failed parse, as zod reports it (only what the message needs). */
interface PayloadIssue {
  readonly code: string;
  readonly path: readonly PropertyKey[];
  readonly expected?: unknown;
}

/** A payload schema as the sandbox uses it: anything with zod's `safeParse`. */
interface PayloadSchema {
  safeParse(
    value: unknown,
  ): { success: true } | { success: false; error: { issues: readonly PayloadIssue[] } };
}

/**
 * The payload schemas of core, by the operation whose request body they describe: the same objects that type the
 * client's input, so a request the client could never send is refused at the sandbox's door. The client imports
 * them as types only, so they cost its bundle nothing.
 */
export const payloadSchemas: Partial<Record<OperationName, PayloadSchema>> = {
  'cart.add': addToCartPayloadSchema,
  'catalogue.alertMe': alertMePayloadSchema,
  'catalogue.sendBudget': quotePayloadSchema,
  'contact.send': contactPayloadSchema,
  'customer.login': loginPayloadSchema,
  'customer.register': registerPayloadSchema,
  'customer.changePassword': changePasswordPayloadSchema,
  'customer.identification': identificationPayloadSchema,
  'customer.saveAddress': addressPayloadSchema,
  'customer.changeEmail': changeEmailPayloadSchema,
  'customer.recoverEmail': recoverEmailPayloadSchema,
  'customer.changeInfo': changeCustomerInfoPayloadSchema,
  'customer.socialLogin': socialLoginPayloadSchema,
  'ratings.send': ratingPayloadSchema,
};

const typeNames: Record<string, string> = {
  number: 'um número',
  int: 'um número inteiro',
  string: 'um texto',
  boolean: 'true ou false',
  object: 'um objeto',
  array: 'uma lista',
  null: 'null',
};

// Range issues are left to the operation, which answers them with the shopper's text ('Quantidade inválida...').
const rangeCodes = new Set(['too_small', 'too_big']);

/** The value at a path of a parsed JSON body; undefined when any step is missing. */
function valueAt(json: unknown, path: readonly PropertyKey[]): unknown {
  let value = json;
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/**
 * Checks the body of an operation against its payload schema. Answers `undefined` when it fits (or the operation
 * has no schema, or the only problems are value ranges, which the operation itself answers with its own text),
 * else a pt-BR message naming the first wrong field: 'O campo "quantity" deve ser um número.'.
 */
export function payloadProblem(operation: OperationName, json: unknown): string | undefined {
  const schema = payloadSchemas[operation];
  if (!schema) return undefined;
  const parsed = schema.safeParse(json);
  if (parsed.success) return undefined;
  const issue = parsed.error.issues.find((candidate) => !rangeCodes.has(candidate.code));
  if (!issue) return undefined;
  if (issue.path.length === 0) return 'O corpo da operação deve ser um objeto JSON com os campos dela.';
  const field = issue.path.map(String).join('.');
  if (issue.code === 'invalid_type' && valueAt(json, issue.path) === undefined)
    return `Informe o campo "${field}".`;
  if (issue.code === 'invalid_type') {
    const expected = typeNames[String(issue.expected)] ?? String(issue.expected);
    return `O campo "${field}" deve ser ${expected}.`;
  }
  if (issue.code === 'invalid_value') return `O campo "${field}" tem um valor não aceito.`;
  return `O campo "${field}" é inválido.`;
}
