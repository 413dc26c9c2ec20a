import { screen } from '@testing-library/react';
import { expectNoAxeViolations, renderWithStorefront } from '@vitrine/hooks/testing';
import { describe, expect, it, vi } from 'vitest';
import { AssistedSale } from '../AssistedSale/AssistedSale';
import { B2b } from '../B2b/B2b';

// The placeholder widgets differ only in their texts, messages section and class names: one table covers them.
const widgets = [
  {
    name: 'AssistedSale',
    Widget: AssistedSale,
    section: 'assistedSale',
    block: 'vt-assisted-sale',
    title: 'Venda assistida',
    description: 'Atendimento com um vendedor da loja. Este recurso ainda não está disponível.',
  },
  {
    name: 'B2b',
    Widget: B2b,
    section: 'b2b',
    block: 'vt-b2b',
    title: 'Área B2B',
    description: 'Compras para empresas (CNPJ). Este recurso ainda não está disponível.',
  },
] as const;

describe.each(widgets)('$name', ({ name, Widget, section, block, title, description }) => {
  it('shows only its default text, as a section named by its heading (axe clean)', async () => {
    const { container, requests } = renderWithStorefront(<Widget />);
    const region = screen.getByRole('region', { name: title });
    expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    expect(region).toHaveTextContent(description);
    expect(region.querySelectorAll('a, button, input')).toHaveLength(0);
    expect(requests()).toHaveLength(0);
    await expectNoAxeViolations(container);
  });

  it('given texts as props or from the provider, props win over the provider', () => {
    renderWithStorefront(
      <>
        <Widget data-testid="provider" />
        <Widget data-testid="props" title="Outro título" className="loja" />
      </>,
      {
        providerProps: {
          messages: { ui: { [section]: { title: 'Da loja', description: 'Texto da loja' } } },
        },
      },
    );
    expect(screen.getByTestId('provider')).toHaveTextContent('Da lojaTexto da loja');
    expect(screen.getByTestId('props')).toHaveTextContent('Outro títuloTexto da loja');
    expect(screen.getByTestId('props')).toHaveClass(block, 'loja');
  });

  it('given the parts with asChild, the consumer elements carry the texts', () => {
    renderWithStorefront(
      <Widget.Root asChild>
        <aside>
          <Widget.Title asChild>
            <h3>Novo: </h3>
          </Widget.Title>
        </aside>
      </Widget.Root>,
    );
    expect(screen.getByRole('complementary', { name: `Novo: ${title}` })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent(`Novo: ${title}`);
  });

  it('given a part outside its Root, it says which part and where it belongs', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderWithStorefront(<Widget.Description />)).toThrow(
      `<${name}.Description> must be used inside <${name}.Root>.`,
    );
  });
});

describe('placeholder widgets side by side', () => {
  it("given one widget's part inside another widget's Root, it is refused", () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() =>
      renderWithStorefront(
        <B2b.Root>
          <AssistedSale.Title />
        </B2b.Root>,
      ),
    ).toThrow('<AssistedSale.Title> must be used inside <AssistedSale.Root>.');
  });
});
