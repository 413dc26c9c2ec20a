import { screen } from '@testing-library/react';
import { isValidEmail } from '@vitrine/core';
import { expectNoAxeViolations, renderWithStorefront } from '@vitrine/hooks/testing';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { PhoneInput } from '../PhoneInput/PhoneInput';
import { Field } from './Field';

const messageOf = (control: HTMLElement) =>
  (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' | ');

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
