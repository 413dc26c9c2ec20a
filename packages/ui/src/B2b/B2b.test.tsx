import { screen } from '@testing-library/react';
import { expectNoAxeViolations, renderWithStorefront } from '@vitrine/hooks/testing';
import { describe, expect, it } from 'vitest';
import { B2b } from './B2b';

describe('B2b', () => {
  it('shows only its default text, as a section named by its heading (axe clean)', async () => {
    const { container, requests } = renderWithStorefront(<B2b />);
    const section = screen.getByRole('region', { name: 'Área B2B' });
    expect(screen.getByRole('heading', { level: 2, name: 'Área B2B' })).toBeInTheDocument();
    expect(section).toHaveTextContent(
      'Compras para empresas (CNPJ). Este recurso ainda não está disponível.',
    );
    expect(section.querySelectorAll('a, button, input')).toHaveLength(0);
    expect(requests()).toHaveLength(0);
    await expectNoAxeViolations(container);
  });

  it('given texts as props or from the provider, props win over the provider', () => {
    renderWithStorefront(
      <>
        <B2b data-testid="provider" />
        <B2b data-testid="props" title="Outro título" className="loja" />
      </>,
      { providerProps: { messages: { ui: { b2b: { title: 'Da loja', description: 'Texto da loja' } } } } },
    );
    expect(screen.getByTestId('provider')).toHaveTextContent('Da lojaTexto da loja');
    expect(screen.getByTestId('props')).toHaveTextContent('Outro títuloTexto da loja');
    expect(screen.getByTestId('props')).toHaveClass('vt-b2b', 'loja');
  });

  it('given the parts with asChild, the consumer elements carry the texts', () => {
    renderWithStorefront(
      <B2b.Root asChild>
        <aside>
          <B2b.Title asChild>
            <h3>Novo: </h3>
          </B2b.Title>
        </aside>
      </B2b.Root>,
    );
    expect(screen.getByRole('complementary', { name: 'Novo: Área B2B' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent('Novo: Área B2B');
  });
});
