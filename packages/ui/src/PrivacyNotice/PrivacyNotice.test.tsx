import { screen, waitFor, within } from '@testing-library/react';
import { expectNoAxeViolations, renderWithStorefront } from '@vitrine/hooks/testing';
import type { SandboxData } from '@vitrine/sandbox';
import { describe, expect, it } from 'vitest';
import { PrivacyNotice } from './PrivacyNotice';

const policy =
  (
    privacyPolicy: Partial<SandboxData['company']['privacyPolicy']>,
    customPages?: SandboxData['customPages'],
  ) =>
  (seed: SandboxData): SandboxData => ({
    ...seed,
    customPages: customPages ?? seed.customPages,
    company: { ...seed.company, privacyPolicy: { ...seed.company.privacyPolicy, ...privacyPolicy } },
  });

const notice = () => screen.findByRole('region', { name: 'Aviso de privacidade' });

describe('PrivacyNotice', () => {
  it('given the policy on and no acceptance, it shows the store text with the policy link; Entendi records the acceptance and closes it', async () => {
    const { container, user, store, requests } = renderWithStorefront(<PrivacyNotice />);
    const region = await notice();
    expect(region.tagName).toBe('SECTION');
    expect(region.textContent).toContain(
      'Usamos cookies para melhorar a sua experiência. Ao continuar navegando, você concorda com a nossa política de privacidade.',
    );
    const link = within(region).getByRole('link', { name: 'política de privacidade' });
    await waitFor(() => expect(link.getAttribute('href')).toBe('/institucional/1/3'));
    await expectNoAxeViolations(container);

    await user.click(within(region).getByRole('button', { name: 'Entendi' }));
    expect(screen.queryByRole('region', { name: 'Aviso de privacidade' })).toBeNull();
    await waitFor(() => expect(store.inspect.submissions('privacy')).toHaveLength(1));
    expect(requests('privacy.create')).toHaveLength(1);
    expect(container.innerHTML).toBe('');
  });

  it('from the keyboard: Tab reaches the link then Entendi, and Enter accepts', async () => {
    const { user, store } = renderWithStorefront(
      <>
        <a href="/">Início</a>
        <PrivacyNotice />
      </>,
    );
    const region = await notice();
    await user.tab();
    expect(document.activeElement?.textContent).toBe('Início');
    await user.tab();
    expect(document.activeElement).toBe(
      within(region).getByRole('link', { name: 'política de privacidade' }),
    );
    await user.tab();
    expect(document.activeElement).toBe(within(region).getByRole('button', { name: 'Entendi' }));
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('region', { name: 'Aviso de privacidade' })).toBeNull();
    await waitFor(() => expect(store.inspect.submissions('privacy')).toHaveLength(1));
  });

  it('given the policy off, it never shows and never asks the server about acceptance', async () => {
    const { container, requests } = renderWithStorefront(<PrivacyNotice />, {
      storeOptions: { data: policy({ statusPolicyPrivacy: false }) },
    });
    await waitFor(() => expect(requests('content.company')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(container.innerHTML).toBe('');
    expect(requests('privacy.verify')).toHaveLength(0);
  });

  it('given the shopper already accepted, the server says so and it never shows', async () => {
    const { container, requests, store } = renderWithStorefront(<PrivacyNotice />);
    store.call('privacy.create');
    await waitFor(() => expect(requests('privacy.verify')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(container.innerHTML).toBe('');
  });

  it('given the acceptance check fails, it stays hidden (load errors are silent)', async () => {
    const { container, requests, store } = renderWithStorefront(<PrivacyNotice />);
    store.faults.inject({ operation: 'privacy.verify', status: 500 });
    await waitFor(() => expect(requests('privacy.verify')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(container.innerHTML).toBe('');
  });

  it("given a [link] placeholder and no policy page among the institutional pages, the link goes to '/politica-de-privacidade'", async () => {
    renderWithStorefront(<PrivacyNotice />, {
      storeOptions: { data: policy({ alertText: 'Leia a nossa [link] antes de continuar.' }, []) },
    });
    const region = await notice();
    expect(within(region).getByText(/Leia a nossa/).textContent).toBe(
      'Leia a nossa política de privacidade antes de continuar.',
    );
    expect(within(region).getByRole('link').getAttribute('href')).toBe('/politica-de-privacidade');
  });

  it('given a text without placeholder, it shows the text alone', async () => {
    const { container } = renderWithStorefront(<PrivacyNotice />, {
      storeOptions: { data: policy({ alertText: 'Usamos cookies.' }) },
    });
    const region = await notice();
    expect(within(region).getByText('Usamos cookies.')).toBeTruthy();
    expect(within(region).queryByRole('link')).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('takes its texts from props and from the provider, props first', async () => {
    renderWithStorefront(<PrivacyNotice linkText="Política" href="/privacidade" />, {
      providerProps: {
        messages: { ui: { privacyNotice: { label: 'Cookies', accept: 'Aceitar' } } },
      },
    });
    const region = await screen.findByRole('region', { name: 'Cookies' });
    expect(within(region).getByRole('link', { name: 'Política' }).getAttribute('href')).toBe('/privacidade');
    expect(within(region).getByRole('button', { name: 'Aceitar' })).toBeTruthy();
  });

  it("composed from parts, a consumer's preventDefault keeps it open and sends nothing", async () => {
    const { user, requests } = renderWithStorefront(
      <PrivacyNotice.Root className="minha-faixa">
        <PrivacyNotice.Text>
          Cookies! Veja a <PrivacyNotice.Link>política</PrivacyNotice.Link>.
        </PrivacyNotice.Text>
        <PrivacyNotice.Accept onClick={(event) => event.preventDefault()}>OK</PrivacyNotice.Accept>
      </PrivacyNotice.Root>,
    );
    const region = await notice();
    expect(region.className).toBe('vt-privacy-notice minha-faixa');
    expect(region.getAttribute('data-state')).toBe('open');
    await user.click(within(region).getByRole('button', { name: 'OK' }));
    expect(screen.getByRole('region', { name: 'Aviso de privacidade' })).toBeTruthy();
    expect(requests('privacy.create')).toHaveLength(0);
  });
});
