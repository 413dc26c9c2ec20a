import type { FormSchemaLike } from '../machines/forms/createFormMachine';
import type { formFieldErrors } from './formFieldErrors';

/** The parse failure a form machine reads: only `issues[].path[0]` and `issues[].message` matter to it. */
type ParseFailure = NonNullable<Parameters<typeof formFieldErrors>[0]>;

/** What one field is checked with: a field of a core form schema (`createRegisterFormSchema().shape.email`) fits. */
export interface FieldSchema<T> {
  safeParse(value: unknown):
    | { readonly success: true; readonly data: T }
    | {
        readonly success: false;
        readonly error: { readonly issues: readonly { readonly message: string }[] };
      };
}

/**
 * A field check written inline: `check` answers the field's message, or `undefined` when the value is valid.
 * @example
 * const current = fieldRule((value) => (value ? undefined : 'Informe a Senha Atual'));
 */
export function fieldRule(check: (value: string) => string | undefined): FieldSchema<string> {
  return {
    safeParse(value) {
      const text = typeof value === 'string' ? value : '';
      const message = check(text);
      return message === undefined
        ? { success: true, data: text }
        : { success: false, error: { issues: [{ message }] } };
    },
  };
}

/** The fields of a form and their schemas; the parsed form is each field's parsed value. */
export type FieldSchemas<TParsed> = { readonly [K in keyof TParsed]: FieldSchema<TParsed[K]> };

/**
 * A form schema (what `createFormMachine` validates with) made of one schema per field, reusing the fields of
 * core's form schemas, for the forms that have no zod schema of their own (the account, the password change, the
 * e-mail recovery). `refine` adds the checks across fields (the confirmation of a password) on the raw values, as
 * messages by field; a field that already has a message keeps it.
 * @example
 * const { shape } = createLoginFormSchema();
 * const schema = formSchemaOf({ email: shape.email });
 */
export function formSchemaOf<TParsed extends Record<string, unknown>>(
  fields: FieldSchemas<TParsed>,
  refine?: (
    values: Readonly<Record<keyof TParsed & string, unknown>>,
  ) => Partial<Record<keyof TParsed & string, string>>,
): FormSchemaLike<TParsed> {
  return {
    safeParse(value) {
      const values = (value ?? {}) as Record<string, unknown>;
      const issues: { path: string[]; message: string }[] = [];
      const parsed: Record<string, unknown> = {};
      for (const [name, schema] of Object.entries(fields) as [string, FieldSchema<unknown>][]) {
        const result = schema.safeParse(values[name]);
        if (result.success) parsed[name] = result.data;
        else issues.push({ path: [name], message: result.error.issues[0]?.message ?? '' });
      }
      const refined = refine?.(values as Record<keyof TParsed & string, unknown>) ?? {};
      for (const [name, message] of Object.entries(refined)) {
        if (typeof message === 'string' && !issues.some((issue) => issue.path[0] === name)) {
          issues.push({ path: [name], message });
        }
      }
      if (issues.length === 0) return { success: true, data: parsed as TParsed };
      // The machine reads only the path and message of each issue, which is what a zod error carries too.
      return { success: false, error: { issues } as unknown as ParseFailure };
    },
  };
}
