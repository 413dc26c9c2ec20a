import { screen } from '@testing-library/react';
import { expectNoAxeViolations, renderWithStorefront } from '@vitrine/hooks/testing';
import { describe, expect, it } from 'vitest';
import { Spinner } from './Spinner';

describe('Spinner', () => {
  it('announces "Carregando…" as a status while the ring itself stays hidden from screen readers', async () => {
    const { container } = renderWithStorefront(<Spinner />);
    const status = screen.getByRole('status', { name: '' });
    expect(status).toHaveTextContent('Carregando…');
    expect(status).toHaveAttribute('data-size', 'md');
    expect(container.querySelector('.vt-spinner')).toHaveAttribute('aria-hidden', 'true');
    await expectNoAxeViolations(container);
  });

  it('given a label prop or a provider text, it announces that instead', () => {
    renderWithStorefront(
      <>
        <Spinner label="Calculando frete…" size="sm" />
        <Spinner />
      </>,
      { providerProps: { messages: { ui: { spinner: { label: 'Aguarde…' } } } } },
    );
    const [own, fromProvider] = screen.getAllByRole('status');
    expect(own).toHaveTextContent('Calculando frete…');
    expect(own).toHaveAttribute('data-size', 'sm');
    expect(fromProvider).toHaveTextContent('Aguarde…');
  });

  it('given asChild, the consumer element becomes the status and keeps its own text', () => {
    renderWithStorefront(
      <Spinner asChild className="loja-spinner">
        <div>Buscando produtos</div>
      </Spinner>,
    );
    const status = screen.getByRole('status');
    expect(status.tagName).toBe('DIV');
    expect(status).toHaveClass('vt-spinner-root', 'loja-spinner');
    expect(status).toHaveTextContent('Buscando produtosCarregando…');
  });
});
