import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useCompany } from '../catalogue/useCompany';
import { useStorefront } from '../provider/useStorefront';
import { expectNoAxeViolations } from './expectNoAxeViolations';
import { renderHookWithStorefront } from './renderHookWithStorefront';
import { renderWithStorefront } from './renderWithStorefront';

function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      Cliques: {count}
    </button>
  );
}

describe('renderWithStorefront', () => {
  it('serves the sandbox store through msw and gives the test a user', async () => {
    const { user, store } = renderWithStorefront(<Counter />);
    await user.click(screen.getByRole('button'));
    expect(screen.getByRole('button')).toHaveTextContent('Cliques: 1');
    expect(store.inspect.requests()).toHaveLength(0);
  });

  it('gives every test a fresh store: a fault injected in one test is gone in the next (part 1)', async () => {
    const { store, result } = renderHookWithStorefront(() => useCompany(), {
      providerProps: { swrConfig: { shouldRetryOnError: false } },
    });
    store.faults.inject({ operation: 'content.company', status: 500, message: 'Falhou' });
    await waitFor(() => expect(result.current.error?.message).toBe('Falhou'));
  });

  it('gives every test a fresh store and a fresh cache (part 2)', async () => {
    const { result, requests } = renderHookWithStorefront(() => useCompany());
    expect(result.current.data).toBeUndefined();
    await waitFor(() => expect(result.current.data?.nameStore).toBe('Loja Vitrine'));
    expect(requests('content.company')).toHaveLength(1);
  });

  it('wires the provider with the returned client and bus', () => {
    const { result, client, bus } = renderHookWithStorefront(() => useStorefront());
    expect(result.current.client).toBe(client);
    expect(result.current.bus).toBe(bus);
  });
});

describe('expectNoAxeViolations', () => {
  it('passes accessible markup', async () => {
    const { container } = renderWithStorefront(<Counter />);
    await expectNoAxeViolations(container);
  });

  it('fails with the rule and the element when markup is not accessible', async () => {
    const { container } = renderWithStorefront(
      <div>
        {/* biome-ignore lint/a11y/useAltText: the missing alt is what this test expects axe to report. */}
        <img src="/logo.svg" />
        <button type="button" />
      </div>,
    );
    const failure = await expectNoAxeViolations(container).then(
      () => undefined,
      (error: unknown) => error as Error,
    );
    expect(failure?.message).toMatch(/found 2/);
    expect(failure?.message).toMatch(/- image-alt \(critical\)/);
    expect(failure?.message).toMatch(/- button-name \(critical\)/);
  });
});
