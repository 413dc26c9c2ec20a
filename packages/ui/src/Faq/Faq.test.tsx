import { screen, waitFor, within } from '@testing-library/react';
import { expectNoAxeViolations, renderWithStorefront } from '@vitrine/hooks/testing';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { preloadSanitizedHtml } from '../foundation/SanitizedHtml/SanitizedHtml';
import { Faq } from './Faq';
import { FaqLink } from './FaqLink';

// The sanitizer's first import transforms core and DOMPurify: slow on a busy machine, not a figure of the widget.
beforeAll(() => preloadSanitizedHtml(), 30_000);

const question = (name: string) => screen.getByRole('button', { name });

describe('Faq', () => {
  it("given questions, it shows 'Perguntas frequentes' and each question closed; a click opens its answer", async () => {
    const { container, user } = renderWithStorefront(<Faq />);
    const section = screen.getByRole('region', { name: 'Perguntas frequentes' });
    expect(within(section).getByRole('heading', { level: 1, name: 'Perguntas frequentes' })).toBeTruthy();
    const first = await within(section).findByRole('button', { name: 'Qual o prazo de entrega?' });
    expect(first.closest('h2')).toBeTruthy();
    expect(first.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText(/contado em dias úteis/)).toBeNull();
    await expectNoAxeViolations(container);

    await user.click(first);
    expect(first.getAttribute('aria-expanded')).toBe('true');
    const answer = screen.getByRole('region', { name: 'Qual o prazo de entrega?' });
    expect(await within(answer).findByText(/O prazo aparece no carrinho/)).toBeTruthy();
    expect(first.getAttribute('aria-controls')).toBe(answer.id);
    await expectNoAxeViolations(container);

    await user.click(first);
    expect(first.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('region', { name: 'Qual o prazo de entrega?' })).toBeNull();
  });

  it('from the keyboard: ↓/↑ move between questions, Home/End to the ends, Enter and Space open and close', async () => {
    const { user } = renderWithStorefront(<Faq />);
    const first = await screen.findByRole('button', { name: 'Qual o prazo de entrega?' });
    await user.tab();
    expect(document.activeElement).toBe(first);
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(question('Como rastrear meu pedido?'));
    await user.keyboard('{Enter}');
    expect(question('Como rastrear meu pedido?').getAttribute('aria-expanded')).toBe('true');
    expect(await screen.findByText(/Acesse Minha Conta > Meus Pedidos/)).toBeTruthy();
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(first);
    await user.keyboard(' ');
    expect(first.getAttribute('aria-expanded')).toBe('true');
    // Several answers stay open at once.
    expect(question('Como rastrear meu pedido?').getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{End}');
    const buttons = screen.getAllByRole('button');
    expect(document.activeElement).toBe(buttons.at(-1));
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(first);
    await user.keyboard('{Enter}');
    expect(first.getAttribute('aria-expanded')).toBe('false');
  });

  it('given HTML answers, they show formatted and without scripts', async () => {
    const { container, user } = renderWithStorefront(<Faq defaultValue={['0']} />, {
      storeOptions: {
        data: (seed) => ({
          ...seed,
          faqs: [
            {
              question: 'Vocês entregam no Brasil todo?',
              answer:
                '<p>Sim, para <strong>todo o Brasil</strong>.</p><img src="x" onerror="alert(1)"><script>alert(2)</script>',
            },
            { question: '   ', answer: 'sem pergunta' },
          ],
        }),
      },
    });
    expect((await screen.findByText('todo o Brasil')).tagName).toBe('STRONG');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(screen.getAllByRole('button')).toHaveLength(1);
    await user.click(question('Vocês entregam no Brasil todo?'));
    expect(screen.queryByText('todo o Brasil')).toBeNull();
  });

  it('controlled: value opens the given questions and onValueChange hears the shopper', async () => {
    const onValueChange = vi.fn();
    const { user } = renderWithStorefront(
      <Faq value={['1']} onValueChange={onValueChange} title="Dúvidas" level={2} />,
    );
    const second = await screen.findByRole('button', { name: 'Como rastrear meu pedido?' });
    expect(second.closest('h3')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Dúvidas' })).toBeTruthy();
    expect(second.getAttribute('aria-expanded')).toBe('true');
    await user.click(question('Qual o prazo de entrega?'));
    expect(onValueChange).toHaveBeenCalledWith(['1', '0']);
    // Still controlled: nothing changes until the host passes a new value.
    expect(question('Qual o prazo de entrega?').getAttribute('aria-expanded')).toBe('false');
  });

  it('while loading, the heading stays and skeleton rows hold the place', async () => {
    const { container } = renderWithStorefront(<Faq skeletonCount={3} />);
    const section = screen.getByRole('region', { name: 'Perguntas frequentes' });
    expect(section.getAttribute('aria-busy')).toBe('true');
    expect(section.querySelectorAll('.vt-skeleton')).toHaveLength(3);
    await expectNoAxeViolations(container);
    await screen.findByRole('button', { name: 'Qual o prazo de entrega?' });
  });

  it('given no question, or a failed load, nothing renders', async () => {
    const empty = renderWithStorefront(<Faq />, {
      storeOptions: { data: (seed) => ({ ...seed, faqs: [] }) },
    });
    await waitFor(() => expect(empty.container.innerHTML).toBe(''));
    empty.unmount();
    const { container, store } = renderWithStorefront(<Faq />);
    store.faults.inject({ operation: 'content.faq', status: 404 });
    await waitFor(() => expect(container.innerHTML).toBe(''));
  });
});

describe('FaqLink', () => {
  it("given questions, it links to '/perguntas-frequentes' as 'Perguntas frequentes'", async () => {
    const { container } = renderWithStorefront(<FaqLink />);
    const link = await screen.findByRole('link', { name: 'Perguntas frequentes' });
    expect(link.getAttribute('href')).toBe('/perguntas-frequentes');
    await expectNoAxeViolations(container);
  });

  it('as a child element (a router link), it keeps the element and adds the text', async () => {
    renderWithStorefront(
      <FaqLink asChild label="Dúvidas">
        <a href="/perguntas-frequentes" data-router="">
          Ajuda:{' '}
        </a>
      </FaqLink>,
    );
    const link = await screen.findByRole('link', { name: 'Ajuda: Dúvidas' });
    expect(link.hasAttribute('data-router')).toBe(true);
    expect(link.className).toBe('vt-faq-link');
  });

  it('given no question, or while they load, there is no link', async () => {
    const { container, requests } = renderWithStorefront(<FaqLink />, {
      storeOptions: { data: (seed) => ({ ...seed, faqs: [] }) },
    });
    expect(container.innerHTML).toBe('');
    await waitFor(() => expect(requests('content.faq')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(container.innerHTML).toBe('');
  });
});
