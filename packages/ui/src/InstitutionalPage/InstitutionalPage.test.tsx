import { screen, waitFor, within } from '@testing-library/react';
import { expectNoAxeViolations, renderWithStorefront } from '@vitrine/hooks/testing';
import type { SandboxData } from '@vitrine/sandbox';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { preloadSanitizedHtml } from '../foundation/SanitizedHtml/SanitizedHtml';
import { InstitutionalLinks } from './InstitutionalLinks';
import { InstitutionalPage } from './InstitutionalPage';
import { PrivacyPolicy } from './PrivacyPolicy';

// The sanitizer's first import transforms core and DOMPurify: slow on a busy machine, not a figure of the widget.
beforeAll(() => preloadSanitizedHtml(), 30_000);

const withPolicy = (statusPolicyPrivacy: boolean) => (seed: SandboxData) => ({
  ...seed,
  company: { ...seed.company, privacyPolicy: { ...seed.company.privacyPolicy, statusPolicyPrivacy } },
});

describe('InstitutionalPage', () => {
  it('given the ids of a content, it shows its name as the heading and its HTML, in an article named by it', async () => {
    const { container } = renderWithStorefront(
      <InstitutionalPage idCustomPage="1" idCustomPageContent="2" />,
    );
    const article = await screen.findByRole('article', { name: 'Trocas e Devoluções' });
    expect(within(article).getByRole('heading', { level: 1, name: 'Trocas e Devoluções' })).toBeTruthy();
    expect(await within(article).findByText(/Você tem até 30 dias para trocar/)).toBeTruthy();
    expect(article.getAttribute('data-state')).toBe('ready');
    expect(article.getAttribute('data-content')).toBe('2');
    await expectNoAxeViolations(container);
  });

  it('given content with script vectors, the shopper gets the text and formatting without the scripts', async () => {
    const { container } = renderWithStorefront(
      <InstitutionalPage idCustomPage={1} idCustomPageContent={1} />,
      {
        storeOptions: {
          data: (seed) => ({
            ...seed,
            customPages: seed.customPages.map((page) => ({
              ...page,
              customPagesContent: page.customPagesContent.map((item) =>
                item.idCustomPageContent === 1
                  ? {
                      ...item,
                      content:
                        '<p>Somos <strong>paulistas</strong></p><img src="x" onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">clique</a>',
                    }
                  : item,
              ),
            })),
          }),
        },
      },
    );
    expect((await screen.findByText('paulistas')).tagName).toBe('STRONG');
    const body = container.querySelector('[data-vt-html]');
    expect(body?.querySelector('script')).toBeNull();
    expect(body?.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(body?.querySelector('a')?.getAttribute('href') ?? '').not.toMatch(/javascript/i);
  });

  it('with head, it sets the document title, meta description and keywords from the content', async () => {
    renderWithStorefront(<InstitutionalPage idCustomPage={2} idCustomPageContent={4} head />);
    await screen.findByRole('heading', { level: 1, name: 'Formas de Pagamento' });
    await waitFor(() => expect(document.title).toBe('Formas de Pagamento | Loja Vitrine'));
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'Formas de pagamento aceitas.',
    );
    expect(document.head.querySelector('meta[name="keywords"]')?.getAttribute('content')).toBe(
      'pagamento, parcelamento, pix, boleto',
    );
  });

  it('while the pages load, skeletons hold the place in a busy article', async () => {
    const { container } = renderWithStorefront(
      <InstitutionalPage idCustomPage={1} idCustomPageContent={1} skeletonLines={3} />,
    );
    const article = container.querySelector('article');
    expect(article?.getAttribute('aria-busy')).toBe('true');
    expect(article?.getAttribute('data-state')).toBe('loading');
    expect(article?.querySelectorAll('.vt-skeleton')).toHaveLength(4);
    await expectNoAxeViolations(container);
    await screen.findByRole('heading', { level: 1, name: 'Quem Somos' });
  });

  it("given ids the store does not have, it says 'Página não encontrada.' and calls onNotFound once", async () => {
    const onNotFound = vi.fn();
    const { container } = renderWithStorefront(
      <InstitutionalPage idCustomPage={1} idCustomPageContent={99} onNotFound={onNotFound} />,
    );
    expect(await screen.findByText('Página não encontrada.')).toBeTruthy();
    expect(container.querySelector('article')?.getAttribute('data-state')).toBe('not-found');
    expect(onNotFound).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations(container);
  });

  it('given the pages fail to load, nothing renders', async () => {
    const { container, store } = renderWithStorefront(
      <InstitutionalPage idCustomPage={1} idCustomPageContent={1} />,
    );
    store.faults.inject({ operation: 'content.institutionalPages', status: 404 });
    await waitFor(() => expect(container.innerHTML).toBe(''));
  });

  it('given the pages already loaded by the host, it shows the content without asking the store', async () => {
    const pages = [
      {
        idCustomPage: 5,
        name: 'Sobre',
        order: 1,
        customPagesContent: [{ idCustomPageContent: 9, name: 'Lojas físicas', content: '<p>Rua A, 1</p>' }],
      },
    ];
    const view = renderWithStorefront(
      <InstitutionalPage idCustomPage={5} idCustomPageContent={9} pages={pages} />,
    );
    expect(view.getByRole('heading', { name: 'Lojas físicas' })).toBeTruthy();
    expect(await view.findByText('Rua A, 1')).toBeTruthy();
    expect(view.requests('content.institutionalPages')).toHaveLength(0);
  });
});

describe('InstitutionalLinks', () => {
  it('lists every content under its page name, each linking to /institucional/{page}/{content}', async () => {
    const { container } = renderWithStorefront(<InstitutionalLinks current="/institucional/1/2" />);
    const nav = await screen.findByRole('navigation', { name: 'Links institucionais' });
    expect(
      within(nav)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(['institucional', 'Ajuda']);
    const link = within(nav).getByRole('link', { name: 'política de privacidade' });
    expect(link.getAttribute('href')).toBe('/institucional/1/3');
    expect(within(nav).getByRole('link', { name: 'Prazos de Entrega' }).getAttribute('href')).toBe(
      '/institucional/2/5',
    );
    expect(within(nav).getByRole('link', { name: 'Trocas e Devoluções' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(within(nav).getAllByRole('link')).toHaveLength(5);
    await expectNoAxeViolations(container);
  });

  it('given one footer column and no headings, only that column’s links show, reachable with Tab', async () => {
    const { user } = renderWithStorefront(
      <InstitutionalLinks order={2} showHeadings={false} label="Ajuda" />,
    );
    const nav = await screen.findByRole('navigation', { name: 'Ajuda' });
    expect(within(nav).queryByRole('heading')).toBeNull();
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Formas de Pagamento', 'Prazos de Entrega']);
    await user.tab();
    expect(document.activeElement?.textContent).toBe('Formas de Pagamento');
    await user.tab();
    expect(document.activeElement?.textContent).toBe('Prazos de Entrega');
  });

  it('while loading, hidden skeleton lines hold the place; nothing when the store has no page', async () => {
    const loading = renderWithStorefront(<InstitutionalLinks skeletonCount={3} />);
    expect(loading.container.querySelectorAll('[data-loading] .vt-skeleton')).toHaveLength(3);
    await expectNoAxeViolations(loading.container);
    loading.unmount();
    const { container } = renderWithStorefront(<InstitutionalLinks />, {
      storeOptions: { data: (seed) => ({ ...seed, customPages: [] }) },
    });
    await waitFor(() => expect(container.innerHTML).toBe(''));
  });
});

describe('PrivacyPolicy', () => {
  it("given the policy on, it shows 'Política de Privacidade' and the policy content's HTML", async () => {
    const { container } = renderWithStorefront(<PrivacyPolicy head />);
    const article = await screen.findByRole('article', { name: 'Política de Privacidade' });
    expect(await within(article).findByText(/A Loja Vitrine respeita a sua privacidade/)).toBeTruthy();
    expect(within(article).getByRole('heading', { level: 3, name: 'Seus direitos (LGPD)' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Política de Privacidade | Loja Vitrine'));
    await expectNoAxeViolations(container);
  });

  it('given the policy off, it renders nothing and calls onDisabled (the host sends the shopper home)', async () => {
    const onDisabled = vi.fn();
    const { container } = renderWithStorefront(<PrivacyPolicy onDisabled={onDisabled} />, {
      storeOptions: { data: withPolicy(false) },
    });
    await waitFor(() => expect(onDisabled).toHaveBeenCalledTimes(1));
    expect(container.innerHTML).toBe('');
  });

  it('given no policy text in the company settings, it shows the institutional content', async () => {
    renderWithStorefront(<PrivacyPolicy />, {
      storeOptions: {
        data: (seed) => ({
          ...seed,
          customPages: seed.customPages.map((page) => ({
            ...page,
            customPagesContent: page.customPagesContent.map((item) =>
              item.idCustomPageContent === 3 ? { ...item, content: '<p>Texto da página.</p>' } : item,
            ),
          })),
          company: {
            ...seed.company,
            privacyPolicy: { ...seed.company.privacyPolicy, policyPrivacy: '' },
          },
        }),
      },
    });
    expect(await screen.findByText('Texto da página.')).toBeTruthy();
  });

  it('given neither text, it renders nothing', async () => {
    const { container, requests } = renderWithStorefront(<PrivacyPolicy />, {
      storeOptions: {
        data: (seed) => ({
          ...seed,
          customPages: [],
          company: { ...seed.company, privacyPolicy: { ...seed.company.privacyPolicy, policyPrivacy: '' } },
        }),
      },
    });
    await waitFor(() => expect(requests('content.institutionalPages')).toHaveLength(1));
    await waitFor(() => expect(container.innerHTML).toBe(''));
  });

  it('while the settings load, skeletons hold the place', async () => {
    const { container } = renderWithStorefront(<PrivacyPolicy />);
    expect(container.querySelector('article')?.getAttribute('aria-busy')).toBe('true');
    await expectNoAxeViolations(container);
    await screen.findByRole('article', { name: 'Política de Privacidade' });
  });
});
