import type { ContactValues } from '@vitrine/core';
import { type FormFlow, useContactForm } from '@vitrine/hooks';
import { PhoneInput } from '../PhoneInput/PhoneInput';
import { Field } from './Field';

/** Example: a field of a form hook, ready-made; the hook's ids keep its `aria-describedby` and the label apart. */
function EmailField({ form }: { form: FormFlow<ContactValues> }) {
  const field = form.getFieldProps('email');
  const error = form.getErrorProps('email');
  return (
    <Field name="email" label="E-mail" controlId={field.id} errorId={error.id} error={error.children}>
      <input
        type="email"
        autoComplete="email"
        className="vt-input"
        name={field.name}
        value={field.value ?? ''}
        onChange={field.onChange}
        onBlur={field.onBlur}
      />
    </Field>
  );
}

/** Example: the parts, for a layout of your own (a masked phone, a class on each piece). */
function PhoneField({ form }: { form: FormFlow<ContactValues> }) {
  const field = form.getFieldProps('phone');
  const error = form.getErrorProps('phone');
  return (
    <Field.Root
      name="phone"
      controlId={field.id}
      errorId={error.id}
      invalid={field['aria-invalid']}
      className="minha-loja__campo"
    >
      <Field.Label className="minha-loja__rotulo">Telefone</Field.Label>
      <Field.Control asChild>
        <PhoneInput
          name={field.name}
          value={field.value ?? ''}
          onValueChange={field.onChange}
          onBlur={field.onBlur}
        />
      </Field.Control>
      <Field.Error>{error.children}</Field.Error>
    </Field.Root>
  );
}

/** Example usage of `Field`: two fields of the contact form's flow. */
export function FieldExample() {
  const form = useContactForm();
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        form.submit();
      }}
    >
      <EmailField form={form} />
      <PhoneField form={form} />
      <button type="submit" className="vt-button">
        Enviar
      </button>
    </form>
  );
}
