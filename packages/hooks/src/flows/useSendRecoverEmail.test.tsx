import { act, waitFor } from '@testing-library/react';
import { createStoreClient } from '@vitrine/core';
import { describe, expect, it, vi } from 'vitest';
import { renderHookWithStorefront, SANDBOX_BASE_URL } from '../testing';
import { useSendRecoverEmail } from './useSendRecoverEmail';

/** A client that notes the JSON payload of every call it sends. */
function recordingClient() {
  const payloads: unknown[] = [];
  const client = createStoreClient({
    baseUrl: SANDBOX_BASE_URL,
    fetch: (input, init) => {
      if (typeof init?.body === 'string') payloads.push(JSON.parse(init.body));
      return fetch(input, init);
    },
  });
  return { client, payloads };
}

describe('useSendRecoverEmail', () => {
  it("given an account e-mail, it asks the page's anti-bot source for a 'RecoverEmail' token and sends both", async () => {
    const { client, payloads } = recordingClient();
    const antiBot = { tokenFor: vi.fn(async (action: string) => `human:${action}`) };
    const { result, store } = renderHookWithStorefront(() => useSendRecoverEmail({ antiBot }), {
      providerProps: { client },
    });
    act(() => result.current.setValue('email', ' maria@example.com '));
    act(() => result.current.submit());
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(antiBot.tokenFor).toHaveBeenCalledWith('RecoverEmail');
    expect(JSON.stringify(payloads)).toContain(
      '"email":"maria@example.com","tokenRecaptcha":"human:RecoverEmail"',
    );
    expect(store.inspect.submissions('recoverEmail').map((s) => s.payload.email)).toEqual([
      'maria@example.com',
    ]);
    expect(result.current.values.email).toBe('');
  });

  it('given an e-mail without an account, the server text shows and the e-mail stays', async () => {
    const { result } = renderHookWithStorefront(() => useSendRecoverEmail());
    act(() => result.current.setValue('email', 'ninguem@example.com'));
    act(() => result.current.submit());
    await waitFor(() => expect(result.current.status).toBe('failure'));
    expect(result.current.submitError).toBe('E-mail não cadastrado.');
    expect(result.current.values.email).toBe('ninguem@example.com');
  });

  it('given an empty or malformed e-mail, the message shows and nothing is sent', async () => {
    const { result, requests } = renderHookWithStorefront(() => useSendRecoverEmail());
    act(() => result.current.submit());
    expect(result.current.visibleErrors.email).toBe('Informe o Email');
    act(() => result.current.setValue('email', 'maria@'));
    act(() => result.current.submit());
    expect(result.current.visibleErrors.email).toBe('E-mail Inválido');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(requests('customer.sendRecoverEmail')).toHaveLength(0);
  });
});
