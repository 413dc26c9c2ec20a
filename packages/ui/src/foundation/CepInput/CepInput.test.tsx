import { screen } from '@testing-library/react';
import { expectNoAxeViolations, renderWithStorefront } from '@vitrine/hooks/testing';
import { sandboxFixtures } from '@vitrine/sandbox';
import { describe, expect, it, vi } from 'vitest';
import { CepInput } from './CepInput';

const field = () => screen.getByRole('textbox', { name: 'CEP' });

/** A freight form as the cart preview builds it: submit calculates too. */
function FreightForm(props: { onSubmit: () => void; onComplete?: (cep: string) => void }) {
  return (
    <form
      aria-label="Calcular frete"
      onSubmit={(event) => {
        event.preventDefault();
        props.onSubmit();
      }}
    >
      <CepInput required onComplete={props.onComplete} />
      <button type="submit">Calcular</button>
    </form>
  );
}

describe('CepInput', () => {
  it('masks digits as 00000-000 in a numeric field of at most 9 characters and passes axe', async () => {
    const { user, container } = renderWithStorefront(<CepInput />);
    expect(field()).toHaveAttribute('inputmode', 'numeric');
    expect(field()).toHaveAttribute('maxlength', '9');
    await user.type(field(), '01310a100');
    expect(field()).toHaveValue('01310-100');
    await expectNoAxeViolations(container);
  });

  it('fires onComplete exactly once, when the value reaches 9 characters', async () => {
    const onComplete = vi.fn();
    const { user } = renderWithStorefront(<CepInput onComplete={onComplete} />);
    await user.type(field(), sandboxFixtures.cep.rioDeJaneiro.replace('-', '').slice(0, 7));
    expect(onComplete).not.toHaveBeenCalled();
    await user.type(field(), sandboxFixtures.cep.rioDeJaneiro.slice(-1));
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledWith(sandboxFixtures.cep.rioDeJaneiro);
    await user.type(field(), '9');
    expect(onComplete).toHaveBeenCalledTimes(1);
    await user.keyboard('{Backspace}');
    await user.type(field(), '1');
    expect(onComplete).toHaveBeenCalledTimes(2);
  });

  it('given a pasted CEP, it masks it and completes', async () => {
    const onComplete = vi.fn();
    const { user } = renderWithStorefront(<CepInput onComplete={onComplete} />);
    await user.click(field());
    await user.paste(sandboxFixtures.cep.saoPaulo.replace('-', ''));
    expect(field()).toHaveValue(sandboxFixtures.cep.saoPaulo);
    expect(onComplete).toHaveBeenCalledWith(sandboxFixtures.cep.saoPaulo);
  });

  it('given a required field submitted empty, it shows "Por favor, insira um cep." and does not submit', async () => {
    const onSubmit = vi.fn();
    const { user, container } = renderWithStorefront(<FreightForm onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Calcular' }));
    expect(onSubmit).not.toHaveBeenCalled();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Por favor, insira um cep.');
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(field()).toHaveAttribute('aria-describedby', alert.id);
    await expectNoAxeViolations(container);
    await user.type(field(), '2');
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    expect(field()).not.toHaveAttribute('aria-invalid');
  });

  it('given an incomplete CEP submitted, the same message shows; a complete one submits', async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithStorefront(<FreightForm onSubmit={onSubmit} />);
    await user.type(field(), sandboxFixtures.cep.invalid);
    await user.keyboard('{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Por favor, insira um cep.');
    await user.clear(field());
    await user.type(field(), `${sandboxFixtures.cep.manaus}{Enter}`);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('given a name, the masked value is part of the form data', async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithStorefront(
      <form
        aria-label="Frete"
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit(new FormData(event.currentTarget).get('cep'));
        }}
      >
        <CepInput name="cep" />
      </form>,
    );
    await user.type(field(), `${sandboxFixtures.cep.saoPaulo.replace('-', '')}{Enter}`);
    expect(onSubmit).toHaveBeenCalledWith(sandboxFixtures.cep.saoPaulo);
  });

  it('given an error from outside (the freight server), it shows it', () => {
    renderWithStorefront(<CepInput defaultValue="69005070" error="CEP não atendido." />);
    expect(field()).toHaveValue('69005-070');
    expect(screen.getByRole('alert')).toHaveTextContent('CEP não atendido.');
  });

  it('offers the Correios lookup in a new tab, safely, and says it opens a new tab', () => {
    renderWithStorefront(<CepInput />);
    const link = screen.getByRole('link', { name: 'Não sei meu CEP (abre em uma nova aba)' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link.getAttribute('href')).toMatch(/^https:\/\/buscacepinter\.correios\.com\.br\//);
  });

  it('given showLookupLink false, the link is not rendered; given provider texts, they are used', () => {
    renderWithStorefront(<CepInput showLookupLink={false} />, {
      providerProps: { messages: { ui: { cepInput: { label: 'Seu CEP' } } } },
    });
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Seu CEP' })).toBeInTheDocument();
  });

  it('given a controlled value, the parent decides what shows', async () => {
    const onValueChange = vi.fn();
    const { user } = renderWithStorefront(<CepInput value="01310" onValueChange={onValueChange} />);
    await user.type(field(), '1');
    expect(onValueChange).toHaveBeenCalledWith('01310-1');
    expect(field()).toHaveValue('01310');
  });
});
