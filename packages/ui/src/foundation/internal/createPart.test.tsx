import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { headingPart, part } from './createPart';

const Title = part('h2', 'Test.Title', 'vt-test__title');

describe('part()', () => {
  it('renders its tag with the base class joined to the consumer class, and the consumer props', () => {
    render(
      <Title className="mine" id="title">
        Marcas
      </Title>,
    );
    const heading = screen.getByRole('heading', { level: 2, name: 'Marcas' });
    expect(heading).toHaveClass('vt-test__title', 'mine');
    expect(heading).toHaveAttribute('id', 'title');
    expect(Title.displayName).toBe('Test.Title');
  });

  it('forwards ref to its element', () => {
    const ref = createRef<HTMLHeadingElement>();
    render(<Title ref={ref}>Marcas</Title>);
    expect(ref.current).toBe(screen.getByRole('heading', { name: 'Marcas' }));
  });

  it('given asChild, renders the consumer element with the merged props, class and ref', () => {
    const ref = createRef<HTMLHeadingElement>();
    render(
      <Title asChild className="mine" data-x="1" ref={ref}>
        <p className="theirs">Marcas</p>
      </Title>,
    );
    const element = screen.getByText('Marcas');
    expect(element.tagName).toBe('P');
    expect(element).toHaveClass('vt-test__title', 'mine', 'theirs');
    expect(element).toHaveAttribute('data-x', '1');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(ref.current).toBe(element);
  });

  it('puts defaults under the consumer props and derived data flags over them, own props off the element', () => {
    const Banner = part('div', 'Test.Banner', 'vt-test', {
      own: ['kind'],
      defaults: { role: 'region', 'aria-label': 'Ofertas' },
      data: ({ kind }: { kind?: string | undefined }) => ({ 'data-kind': kind }),
    });
    render(<Banner kind="full" aria-label="Promoções" />);
    const region = screen.getByRole('region', { name: 'Promoções' });
    expect(region).toHaveAttribute('data-kind', 'full');
    expect(region).not.toHaveAttribute('kind');
  });

  it('writes the attributes in the order defaults, consumer props, data flags, its own, class (the server HTML)', () => {
    const Banner = part('div', 'Test.Banner', 'vt-test', {
      own: ['kind'],
      defaults: { role: 'region', title: 'Padrão' },
      data: ({ kind }: { kind?: string | undefined }) => ({ 'data-kind': kind }),
      useProps: () => ({ 'aria-live': 'polite' as const, id: 'ours' }),
    });
    const html = renderToStaticMarkup(
      <Banner kind="full" id="theirs" className="mine" title="Promoções" data-x="1" asChild={false}>
        Ofertas
      </Banner>,
    );
    expect(html).toBe(
      '<div role="region" title="Promoções" id="ours" data-x="1" data-kind="full" aria-live="polite" class="vt-test mine">Ofertas</div>',
    );
  });

  it('composes its handlers with the consumer’s: both run, the consumer’s first', async () => {
    const calls: string[] = [];
    const Button = part('button', 'Test.Button', 'vt-test__button', {
      useProps: () => ({ onClick: () => calls.push('ours') }),
    });
    render(<Button onClick={() => calls.push('theirs')}>Comprar</Button>);
    await userEvent.click(screen.getByRole('button', { name: 'Comprar' }));
    expect(calls).toEqual(['theirs', 'ours']);
  });

  it('skips its own handler when the consumer calls event.preventDefault()', async () => {
    const ours = vi.fn();
    const Button = part('button', 'Test.Button', 'vt-test__button', { useProps: () => ({ onClick: ours }) });
    const theirs = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    render(<Button onClick={theirs}>Comprar</Button>);
    await userEvent.click(screen.getByRole('button', { name: 'Comprar' }));
    expect(theirs).toHaveBeenCalledOnce();
    expect(ours).not.toHaveBeenCalled();
  });
});

describe('headingPart()', () => {
  it('renders the default level, or the level given, with the base class', () => {
    const Heading = headingPart('Test.Heading', 'vt-test__heading', 3);
    render(
      <>
        <Heading>Padrão</Heading>
        <Heading level={5}>Quinto</Heading>
      </>,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Padrão' })).toHaveClass('vt-test__heading');
    const fifth = screen.getByRole('heading', { level: 5, name: 'Quinto' });
    expect(fifth).toHaveClass('vt-test__heading');
    expect(fifth).not.toHaveAttribute('level');
  });
});
