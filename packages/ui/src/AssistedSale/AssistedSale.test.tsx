import { screen } from '@testing-library/react';
import { expectNoAxeViolations, renderWithStorefront } from '@vitrine/hooks/testing';
import { describe, expect, it } from 'vitest';
import { AssistedSale } from './AssistedSale';

describe('AssistedSale', () => {
  it('shows only its default text, as a section named by its heading (axe clean)', async () => {
    const { container, requests } = renderWithStorefront(<AssistedSale />);
    const section = screen.getByRole('region', { name: 'Venda assistida' });
    expect(screen.getByRole('heading', { level: 2, name: 'Venda assistida' })).toBeInTheDocument();
    expect(section).toHaveTextContent(
      'Atendimento com um vendedor da loja. Este recurso ainda não está disponível.',
    );
    expect(section.querySelectorAll('a, button, input')).toHaveLength(0);
    expect(requests()).toHaveLength(0);
    await expectNoAxeViolations(container);
  });

  it('given texts as props or from the provider, props win over the provider', () => {
    renderWithStorefront(
      <>
        <AssistedSale data-testid="provider" />
        <AssistedSale data-testid="props" title="Outro título" className="loja" />
      </>,
      {
        providerProps: {
          messages: { ui: { assistedSale: { title: 'Da loja', description: 'Texto da loja' } } },
        },
      },
    );
    expect(screen.getByTestId('provider')).toHaveTextContent('Da lojaTexto da loja');
    expect(screen.getByTestId('props')).toHaveTextContent('Outro títuloTexto da loja');
    expect(screen.getByTestId('props')).toHaveClass('vt-assisted-sale', 'loja');
  });

  it('given the parts with asChild, the consumer elements carry the texts', () => {
    renderWithStorefront(
      <AssistedSale.Root asChild>
        <aside>
          <AssistedSale.Title asChild>
            <h3>Novo: </h3>
          </AssistedSale.Title>
        </aside>
      </AssistedSale.Root>,
    );
    expect(screen.getByRole('complementary', { name: 'Novo: Venda assistida' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent('Novo: Venda assistida');
  });
});
