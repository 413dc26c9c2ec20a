import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { StoreClient } from '../../client/StoreClient';
import { type PrivacyNoticeMachineInput, privacyNoticeMachine } from './privacyNoticeMachine';

const company = (enabled: boolean) => ({
  nameStore: 'Loja',
  privacyPolicy: {
    statusPolicyPrivacy: enabled,
    policyPrivacy: 'Política',
    alertText: 'Usamos cookies. {link}',
  },
});

function fakeClient(options: { enabled?: boolean; exist?: boolean; create?: () => Promise<boolean> } = {}) {
  const client = {
    content: { company: vi.fn(async () => company(options.enabled ?? true)) },
    privacy: {
      verify: vi.fn(async () => ({ exist: options.exist ?? false })),
      create: vi.fn(options.create ?? (async () => true)),
    },
  };
  return { client: client as unknown as StoreClient, privacy: client.privacy };
}

const start = (input: PrivacyNoticeMachineInput) => createActor(privacyNoticeMachine, { input }).start();

describe('privacyNoticeMachine', () => {
  it('given the policy enabled and no acceptance yet, the notice shows with its text and Entendi', async () => {
    const actor = start({ client: fakeClient().client });
    const snapshot = await waitFor(actor, (s) => !s.matches('checking'));
    expect(snapshot.value).toBe('shown');
    expect(snapshot.context).toMatchObject({ alertText: 'Usamos cookies. {link}', acceptLabel: 'Entendi' });
  });

  it('given an acceptance already recorded, the notice stays hidden', async () => {
    const actor = start({ client: fakeClient({ exist: true }).client });
    expect((await waitFor(actor, (s) => !s.matches('checking'))).value).toBe('hidden');
  });

  it('given the policy disabled, the notice stays hidden and the server is not asked', async () => {
    const fake = fakeClient({ enabled: false });
    const actor = start({ client: fake.client });
    expect((await waitFor(actor, (s) => !s.matches('checking'))).value).toBe('hidden');
    expect(fake.privacy.verify).not.toHaveBeenCalled();
  });

  it('given the settings the host already has, they are not fetched again', async () => {
    const fake = fakeClient();
    const actor = start({ client: fake.client, company: company(true) });
    await waitFor(actor, (s) => s.matches('shown'));
    expect(fake.client.content.company).not.toHaveBeenCalled();
  });

  it('given the check fails, the notice stays hidden silently', async () => {
    const fake = fakeClient();
    fake.privacy.verify.mockRejectedValueOnce(new Error('offline'));
    const actor = start({ client: fake.client });
    expect((await waitFor(actor, (s) => !s.matches('checking'))).value).toBe('hidden');
  });

  it('given Entendi, it hides at once and records the acceptance', async () => {
    const fake = fakeClient();
    const actor = start({ client: fake.client });
    await waitFor(actor, (s) => s.matches('shown'));
    actor.send({ type: 'privacy.accept' });
    expect(actor.getSnapshot().value).toBe('accepting');
    await waitFor(actor, (s) => s.matches('accepted'));
    expect(fake.privacy.create).toHaveBeenCalledTimes(1);
  });

  it('given the record fails, it stays hidden for this page and keeps the error', async () => {
    const actor = start({ client: fakeClient({ create: async () => false }).client });
    await waitFor(actor, (s) => s.matches('shown'));
    actor.send({ type: 'privacy.accept' });
    const snapshot = await waitFor(actor, (s) => s.matches('acceptFailed'));
    expect(snapshot.context.error).toBe('A loja recusou a solicitação.');
  });
});
