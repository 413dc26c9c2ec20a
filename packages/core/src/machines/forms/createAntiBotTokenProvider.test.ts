import { describe, expect, it, vi } from 'vitest';
import { createAntiBotTokenProvider } from './createAntiBotTokenProvider';
import { isAntiBotActionListed } from './isAntiBotActionListed';

describe('createAntiBotTokenProvider', () => {
  it('given several submissions, the credentials are fetched once', async () => {
    const loadCredentials = vi.fn(async () => ({ status: true, tipo: 'Evaluation, Contact', siteKey: 'k' }));
    const provider = createAntiBotTokenProvider({ loadCredentials, getAntiBotToken: async (a) => `t-${a}` });
    expect(await provider.tokenFor('Evaluation')).toBe('t-Evaluation');
    expect(await provider.tokenFor('Contact')).toBe('t-Contact');
    expect(await provider.tokenFor('Login')).toBe('');
    expect(loadCredentials).toHaveBeenCalledTimes(1);
  });

  it('given the credentials call fails, the token is empty and the next submission retries', async () => {
    const loadCredentials = vi
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ status: true, tipo: 'Evaluation', siteKey: 'k' });
    const provider = createAntiBotTokenProvider({ loadCredentials, getAntiBotToken: async () => 'tok' });
    expect(await provider.tokenFor('Evaluation')).toBe('');
    expect(await provider.tokenFor('Evaluation')).toBe('tok');
    expect(loadCredentials).toHaveBeenCalledTimes(2);
  });
});

describe('isAntiBotActionListed', () => {
  it.each([
    [{ status: true, tipo: 'Evaluation,Contact', siteKey: 'k' }, 'Evaluation', true],
    [{ status: true, tipo: ' Contact , Evaluation ', siteKey: 'k' }, 'Evaluation', true],
    [{ status: true, tipo: 'Contact', siteKey: 'k' }, 'Evaluation', false],
    [{ status: true, tipo: 'EvaluationX', siteKey: 'k' }, 'Evaluation', false],
    [{ status: false, tipo: 'Evaluation', siteKey: 'k' }, 'Evaluation', false],
    [{ status: true, tipo: 'Evaluation', siteKey: null }, 'Evaluation', false],
    [{ status: true, tipo: null, siteKey: 'k' }, 'Evaluation', false],
  ])('given %o and %s, it answers %s', (credentials, action, listed) => {
    expect(isAntiBotActionListed(credentials, action)).toBe(listed);
  });
});
