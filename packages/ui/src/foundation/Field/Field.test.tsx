import { screen } from '@testing-library/react';
import { isValidEmail } from '@vitrine/core';
import type { FormErrorProps, FormFieldProps } from '@vitrine/hooks';
import { expectNoAxeViolations, renderWithStorefront } from '@vitrine/hooks/testing';
import { type ChangeEvent, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { PhoneInput } from '../PhoneInput/PhoneInput';
import { BoundField, bindControl, Field } from './Field';

const messageOf = (control: HTMLElement) =>
  (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' | ');

/** What a consumer gives the field part in these tests. */
interface OwnProps {
  readonly className?: string;
  readonly onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
  readonly onBlur?: () => void;
}

/**
 * A city field as a form hook gives it (`getFieldProps` / `getErrorProps`): required once left, its message
 * shown from then on; `own` is what a consumer gave the field part.
 */
function CityField({ own = {} }: { own?: OwnProps }) {
  const [value, setValue] = useState('');
  const [left, setLeft] = useState(false);
  const message = left && value.trim() === '' ? 'Informe a Cidade' : undefined;
  const field: FormFieldProps = {
    id: 'cidade',
    name: 'city',
    value,
    checked: undefined,
    onChange: (eventOrValue) =>
      setValue(
        typeof eventOrValue === 'object'
          ? (eventOrValue.target as HTMLInputElement).value
          : String(eventOrValue),
      ),
    onBlur: () => setLeft(true),
    'aria-invalid': message ? true : undefined,
    'aria-describedby': message ? 'cidade-error' : undefined,
  };
  const error: FormErrorProps = { id: 'cidade-error', children: message, hidden: message === undefined };
  return (
    <BoundField
      field={field}
      error={error}
      label="Cidade"
      describedBy="cidade-dica"
      hint={<p id="cidade-dica">Onde você mora.</p>}
      className="minha-loja__campo"
      labelClassName="minha-loja__rotulo"
      errorClassName="minha-loja__erro"
    >
      <input {...bindControl(field, own, 'vt-input minha-loja__entrada')} />
    </BoundField>
  );
}

/** An e-mail field checked when the shopper leaves it, as a form flow does. */
function EmailField() {
  const [value, setValue] = useState('');
  const [left, setLeft] = useState(false);
  const error = left && !isValidEmail(value) ? 'E-mail Inválido' : undefined;
  return (
    <Field name="email" label="E-mail" error={error}>
      <input
        type="email"
        className="vt-input"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        onBlur={() => setLeft(true)}
      />
    </Field>
  );
}

describe('Field', () => {
  it('given no message, the label names the control, which is neither invalid nor described, and the message is hidden', async () => {
    const { container } = renderWithStorefront(
      <Field name="name" label="Nome">
        <input className="vt-input" />
      </Field>,
    );
    const input = screen.getByLabelText('Nome');
    expect(input.tagName).toBe('INPUT');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(input.getAttribute('aria-describedby')).toBeNull();
    const root = container.querySelector('.vt-field');
    expect(root?.getAttribute('data-field')).toBe('name');
    expect(root?.hasAttribute('data-invalid')).toBe(false);
    expect(container.querySelector('.vt-field-error')?.hasAttribute('hidden')).toBe(true);
    await expectNoAxeViolations(container);
  });

  it('given a shopper who leaves a malformed e-mail from the keyboard, the field turns invalid and is described by its message', async () => {
    const { container, user } = renderWithStorefront(<EmailField />);
    await user.tab();
    const input = screen.getByLabelText('E-mail');
    expect(input).toHaveFocus();
    await user.keyboard('ana@');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    await user.tab();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(messageOf(input)).toBe('E-mail Inválido');
    expect(screen.getByText('E-mail Inválido')).toBeVisible();
    expect(container.querySelector('.vt-field')?.hasAttribute('data-invalid')).toBe(true);
    await expectNoAxeViolations(container);

    await user.click(screen.getByText('E-mail'));
    expect(input).toHaveFocus();
    await user.keyboard('example.com');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(input.getAttribute('aria-describedby')).toBeNull();
  });

  it('composes from its parts with a form hook’s ids, a textarea of its own and a hint of its own kept in aria-describedby', async () => {
    const { container } = renderWithStorefront(
      <Field.Root name="message" invalid controlId="quote-message" errorId="quote-message-error">
        <Field.Label className="minha-etiqueta">Mensagem</Field.Label>
        <Field.Control asChild aria-describedby="dica">
          <textarea rows={4} />
        </Field.Control>
        <p id="dica">Até 500 caracteres.</p>
        <Field.Error className="meu-erro">Campo Obrigatório</Field.Error>
      </Field.Root>,
    );
    const textarea = screen.getByLabelText('Mensagem');
    expect(textarea.tagName).toBe('TEXTAREA');
    expect(textarea.id).toBe('quote-message');
    expect(textarea.getAttribute('aria-invalid')).toBe('true');
    expect(messageOf(textarea)).toBe('Até 500 caracteres. | Campo Obrigatório');
    expect(screen.getByText('Campo Obrigatório').id).toBe('quote-message-error');
    expect(screen.getByText('Mensagem')).toHaveClass('vt-field__label', 'minha-etiqueta');
    expect(screen.getByText('Campo Obrigatório')).toHaveClass('vt-field-error', 'meu-erro');
    await expectNoAxeViolations(container);
  });

  it('wraps a radio group as a fieldset whose every radio is described by the group’s message', async () => {
    const { container, user } = renderWithStorefront(
      <Field.Root asChild invalid>
        <fieldset>
          <legend>Nota</legend>
          {[1, 2, 3].map((rate) => (
            <span key={rate}>
              <Field.Control type="radio" name="rate" value={rate} id={`nota-${rate}`} />
              <label htmlFor={`nota-${rate}`}>
                {rate} estrela{rate > 1 ? 's' : ''}
              </label>
            </span>
          ))}
          <Field.Error>Informe a Nota</Field.Error>
        </fieldset>
      </Field.Root>,
    );
    const radios = screen.getAllByRole('radio');
    expect(radios.map((radio) => radio.id)).toEqual(['nota-1', 'nota-2', 'nota-3']);
    for (const radio of radios) {
      expect(radio.getAttribute('aria-invalid')).toBe('true');
      expect(messageOf(radio)).toBe('Informe a Nota');
    }
    expect(screen.getByRole('group', { name: 'Nota' }).hasAttribute('data-invalid')).toBe(true);
    await user.click(screen.getByLabelText('2 estrelas'));
    expect(screen.getByLabelText('2 estrelas')).toBeChecked();
    await expectNoAxeViolations(container);
  });

  it('lends its ids to a PhoneInput, whose own handlers still run', async () => {
    const onValueChange = vi.fn();
    const { user } = renderWithStorefront(
      <Field label="Telefone" error="Informe um Telefone Válido">
        <PhoneInput onValueChange={onValueChange} />
      </Field>,
    );
    const phone = screen.getByLabelText('Telefone');
    expect(phone.getAttribute('type')).toBe('tel');
    expect(messageOf(phone)).toBe('Informe um Telefone Válido');
    await user.type(phone, '11987654321');
    expect(onValueChange).toHaveBeenLastCalledWith('(11) 98765-4321');
  });

  it('given a hint, the ready-made shows it under the control and describes the control by it, then by the message', async () => {
    const { container } = renderWithStorefront(
      <Field
        name="password"
        label="Senha"
        hint="Mínimo de 6 caracteres"
        hintClassName="minha-dica"
        error="A senha deve ter ao menos 6 caracteres"
        controlId="senha"
      >
        <input type="password" className="vt-input" />
      </Field>,
    );
    const input = screen.getByLabelText('Senha');
    const hint = screen.getByText('Mínimo de 6 caracteres');
    expect(hint.id).toBe('senha-hint');
    expect(hint).toHaveClass('vt-field__hint', 'minha-dica');
    expect(messageOf(input)).toBe('Mínimo de 6 caracteres | A senha deve ter ao menos 6 caracteres');
    expect(input).toHaveAccessibleDescription(
      'Mínimo de 6 caracteres A senha deve ter ao menos 6 caracteres',
    );
    await expectNoAxeViolations(container);
  });

  it('given no hint and no message, the ready-made renders no hint and leaves the control undescribed', () => {
    const { container } = renderWithStorefront(
      <Field label="Nome" hint="">
        <input className="vt-input" />
      </Field>,
    );
    expect(container.querySelector('.vt-field__hint')).toBeNull();
    expect(screen.getByLabelText('Nome').getAttribute('aria-describedby')).toBeNull();
  });

  it('keeps the ids of the control’s own description after the message, and its label on the field’s id', () => {
    renderWithStorefront(
      <>
        <p id="aviso">Não foi possível carregar as opções.</p>
        <Field label="Assunto" error="Informe o assunto" controlId="assunto">
          <select id="outro" aria-describedby="aviso">
            <option value="">Selecione</option>
          </select>
        </Field>
      </>,
    );
    const select = screen.getByLabelText('Assunto');
    expect(select.id).toBe('assunto');
    expect(messageOf(select)).toBe('Informe o assunto | Não foi possível carregar as opções.');
  });

  it('renders a form hook’s field as handed over: its ids, its message once left, the hint first, the classes', async () => {
    const { container, user } = renderWithStorefront(<CityField />);
    const input = screen.getByLabelText('Cidade');
    expect(input.id).toBe('cidade');
    expect(input.getAttribute('name')).toBe('city');
    expect(input).toHaveClass('vt-input', 'minha-loja__entrada');
    expect(messageOf(input)).toBe('Onde você mora.');
    const root = container.querySelector('.vt-field');
    expect(root).toHaveClass('minha-loja__campo');
    expect(root?.getAttribute('data-field')).toBe('city');
    expect(screen.getByText('Cidade')).toHaveClass('vt-field__label', 'minha-loja__rotulo');
    expect(container.querySelector('#cidade-error')?.hasAttribute('hidden')).toBe(true);

    await user.click(input);
    await user.tab();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(root?.hasAttribute('data-invalid')).toBe(true);
    expect(messageOf(input)).toBe('Onde você mora. | Informe a Cidade');
    expect(screen.getByText('Informe a Cidade')).toHaveClass(
      'vt-field-error',
      'vt-field__error',
      'minha-loja__erro',
    );
    await expectNoAxeViolations(container);

    await user.type(input, 'Campinas');
    expect(input).toHaveValue('Campinas');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(messageOf(input)).toBe('Onde você mora.');
  });

  it('binds a control to a form hook’s field after the consumer’s props: their handlers first, a preventDefault() skips the field’s', async () => {
    const seen: string[] = [];
    const { user } = renderWithStorefront(
      <CityField
        own={{
          className: 'minha-entrada',
          onChange: (event) => {
            seen.push(event.target.value);
            if (event.target.value === 'x') event.preventDefault();
          },
          onBlur: () => seen.push('blur'),
        }}
      />,
    );
    const input = screen.getByLabelText('Cidade');
    expect(input).toHaveClass('vt-input', 'minha-loja__entrada', 'minha-entrada');
    await user.type(input, 'x');
    expect(seen).toEqual(['x']);
    expect(input).toHaveValue('');
    await user.type(input, 'a');
    expect(input).toHaveValue('a');
    await user.tab();
    expect(seen).toEqual(['x', 'a', 'blur']);
  });

  it('throws, naming the fix, when a part is used outside Field.Root', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderWithStorefront(<Field.Control />)).toThrow(
      '<Field.Control> must be used inside <Field.Root>.',
    );
  });

  it('renders on the server with its label linked to its control', () => {
    const html = renderToString(
      <Field label="E-mail" error="E-mail Inválido" controlId="email" errorId="email-error">
        <input type="email" />
      </Field>,
    );
    expect(html).toContain('for="email"');
    expect(html).toContain('id="email"');
    expect(html).toContain('aria-describedby="email-error"');
    expect(html).toContain('aria-invalid="true"');
  });
});
