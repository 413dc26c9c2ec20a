import { render, renderHook, screen, waitFor } from '@testing-library/react';
import { createStoreClient, createStorefrontBus, storeKeys } from '@vitrine/core';
import { createSandboxStore } from '@vitrine/sandbox';
import { describe, expect, it, vi } from 'vitest';
import { useCompany } from '../catalogue/useCompany';
import { createTestStorefront, renderWithStorefront, SANDBOX_BASE_URL } from '../testing';
import { defaultMessages } from './defaultMessages';
import { StorefrontProvider } from './StorefrontProvider';
import { useStorefront } from './useStorefront';
import { useStorefrontEvent } from './useStorefrontEvent';

function CartEmptyText() {
  const { messages } = useStorefront();
  return <p>{messages.rules.cartEmpty}</p>;
}

function AlertListener({ heard }: { readonly heard: string[] }) {
  useStorefrontEvent('alert', (event) => heard.push(event.title));
  return null;
}

function CompanyName() {
  const { data, error } = useCompany();
  if (error) return <p role="alert">{error.message}</p>;
  return <p>{data ? data.nameStore : 'Carregando'}</p>;
}

describe('StorefrontProvider', () => {
  it('given a hook outside any provider, it throws an error that says how to fix it', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useStorefront())).toThrow(
      "useStorefront must be used inside <StorefrontProvider>: wrap your app (or the widget) in <StorefrontProvider client={createStoreClient({ baseUrl: '' })}>.",
    );
    expect(() => renderHook(() => useCompany())).toThrow(
      /^useCompany must be used inside <StorefrontProvider>/,
    );
  });

  it('given a data hook with its own client and no provider, it loads through that client', async () => {
    const { store } = createTestStorefront();
    const client = createStoreClient({ baseUrl: SANDBOX_BASE_URL });
    const { result } = renderHook(() => useCompany({ client }));
    await waitFor(() => expect(result.current.data?.nameStore).toBe('Loja Vitrine'));
    expect(store.inspect.requests().map((request) => request.operation)).toEqual(['content.company']);
  });

  it('shows the spec texts by default', () => {
    renderWithStorefront(<CartEmptyText />);
    expect(screen.getByText('Seu Carrinho esta vazio.')).toBeInTheDocument();
  });

  it('given a partial messages override, it replaces that text and keeps every other default', () => {
    const { result } = renderHookWithMessages({ rules: { cartEmpty: 'Sua sacola está vazia.' } });
    expect(result.current.rules.cartEmpty).toBe('Sua sacola está vazia.');
    expect(result.current.rules.addToCartSuccess).toBe('Adicionado ao Carrinho!');
    expect(result.current.forms).toBe(defaultMessages.forms);
    expect(defaultMessages.rules.cartEmpty).toBe('Seu Carrinho esta vazio.');
  });

  it('given a whole messages catalogue, it uses it as is', () => {
    const english = {
      ...defaultMessages,
      rules: { ...defaultMessages.rules, cartEmpty: 'Your cart is empty.' },
      forms: {
        ...defaultMessages.forms,
        search: { ...defaultMessages.forms.search, tooShort: 'Type 3+ letters' },
      },
    };
    const { result } = renderHookWithMessages(english);
    expect(result.current).toEqual(english);
  });

  it('gives every provider its own SWR cache: a second provider loads again and never sees the first one’s data', async () => {
    const { store, client } = createTestStorefront();
    const first = render(
      <StorefrontProvider client={client}>
        <CompanyName />
      </StorefrontProvider>,
    );
    expect(await first.findByText('Loja Vitrine')).toBeInTheDocument();
    store.faults.inject({ operation: 'content.company', status: 503, message: 'Loja em manutenção' });
    const second = render(
      <StorefrontProvider client={client}>
        <CompanyName />
      </StorefrontProvider>,
    );
    expect(await second.findByRole('alert')).toHaveTextContent('Loja em manutenção');
    expect(first.getByText('Loja Vitrine')).toBeInTheDocument();
    expect(store.inspect.requests().filter((r) => r.operation === 'content.company')).toHaveLength(2);
  });

  it('given server-loaded fallback data, it renders it at once and does not fetch it again', async () => {
    const seed = createSandboxStore();
    const company = seed.call('content.company').body as { nameStore: string };
    const { requests } = renderWithStorefront(<CompanyName />, {
      providerProps: { fallback: [[storeKeys.company(), { ...company, nameStore: 'Loja do Servidor' }]] },
    });
    expect(screen.getByText('Loja do Servidor')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests('content.company')).toHaveLength(0);
  });

  it('creates a client from baseUrl when none is given', async () => {
    const { store } = createTestStorefront();
    render(
      <StorefrontProvider baseUrl={SANDBOX_BASE_URL}>
        <CompanyName />
      </StorefrontProvider>,
    );
    expect(await screen.findByText('Loja Vitrine')).toBeInTheDocument();
    expect(store.inspect.requests()).toHaveLength(1);
  });

  it('gives widgets the bus it was given, so non-React code and widgets talk to each other', () => {
    const bus = createStorefrontBus();
    const heard: string[] = [];
    render(
      <StorefrontProvider bus={bus} baseUrl={SANDBOX_BASE_URL}>
        <AlertListener heard={heard} />
      </StorefrontProvider>,
    );
    bus.publish({ type: 'alert', kind: 'success', title: 'Adicionado ao Carrinho!' });
    expect(heard).toEqual(['Adicionado ao Carrinho!']);
  });

  it('given no analytics sink, events are dropped without failing; config fields left out keep their default', () => {
    const { result } = renderHook(() => useStorefront(), {
      wrapper: ({ children }) => (
        <StorefrontProvider baseUrl={SANDBOX_BASE_URL} config={{ device: 'mobile' }}>
          {children}
        </StorefrontProvider>
      ),
    });
    expect(() =>
      result.current.analytics.ecommerce({
        event: 'view_cart',
        ecommerce: { currency: 'BRL', value: 0, items: [] },
      }),
    ).not.toThrow();
    expect(result.current.config.device).toBe('mobile');
    expect(result.current.config.showFirstInstallments).toBe(false);
  });
});

function renderHookWithMessages(messages: Parameters<typeof StorefrontProvider>[0]['messages']) {
  return renderHook(() => useStorefront().messages, {
    wrapper: ({ children }) => (
      <StorefrontProvider baseUrl={SANDBOX_BASE_URL} messages={messages}>
        {children}
      </StorefrontProvider>
    ),
  });
}
