import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { StoreClient, StoreMethod } from '../../client/StoreClient';
import { ratingStars } from '../../navigation/ratingStars';
import type { AlertEvent } from './AlertEvent';
import { createAntiBotTokenProvider } from './createAntiBotTokenProvider';
import { formView } from './formView';
import { type RatingMachineInput, ratingMachine } from './ratingMachine';

function fakeClient(send: () => Promise<boolean> = async () => true) {
  const client = { ratings: { send: vi.fn<StoreMethod<'ratings.send'>>(async () => send()) } };
  return { client: client as unknown as StoreClient, send: client.ratings.send };
}

const now = () => new Date('2025-05-01T12:30:00.000Z');

function start(input: Partial<RatingMachineInput> = {}) {
  const alerts: AlertEvent[] = [];
  const actor = createActor(ratingMachine, {
    input: { client: fakeClient().client, idProduct: 1001, now, ...input },
  });
  actor.on('alert', (alert) => alerts.push(alert));
  actor.start();
  return { actor, alerts };
}

const fill = (actor: ReturnType<typeof start>['actor']) => {
  actor.send({ type: 'field.change', name: 'name', value: 'Ana Souza' });
  actor.send({ type: 'field.change', name: 'email', value: 'ana@example.com' });
  actor.send({ type: 'field.change', name: 'city', value: 'Campinas' });
  actor.send({ type: 'field.change', name: 'state', value: 'SP' });
  actor.send({ type: 'field.change', name: 'title', value: 'Ótimo' });
  actor.send({ type: 'field.change', name: 'comment', value: 'Chegou rápido.' });
  actor.send({ type: 'field.change', name: 'rate', value: 4 });
  actor.send({ type: 'field.change', name: 'leavePublicEmail', value: true });
};

describe('ratingMachine', () => {
  it('given star 3 is chosen, stars 1 to 3 are highlighted and the rate is 3', () => {
    const { actor } = start();
    actor.send({ type: 'field.change', name: 'rate', value: 3 });
    const { rate } = actor.getSnapshot().context.values;
    expect(rate).toBe(3);
    expect(ratingStars(rate)).toEqual([true, true, true, false, false]);
  });

  it('given an invalid submit, every field is marked with its spec message and nothing is sent', () => {
    const fake = fakeClient();
    const { actor } = start({ client: fake.client });
    actor.send({ type: 'field.change', name: 'name', value: 'Al' });
    actor.send({ type: 'submit' });
    const snapshot = actor.getSnapshot();
    expect(formView(snapshot).visibleErrors).toEqual({
      name: 'Informe ao menos 3 caracteres',
      email: 'Informe o Email',
      city: 'Informe a Cidade',
      state: 'Informe o Estado',
      title: 'Informe o Título',
      comment: 'Informe sua Opinião',
      rate: 'Informe a Nota',
    });
    expect(Object.keys(snapshot.context.touched)).toHaveLength(8);
    expect(fake.send).not.toHaveBeenCalled();
  });

  it('given a valid rating and Evaluation listed, it sends the platform payload with the token', async () => {
    const fake = fakeClient();
    const getAntiBotToken = vi.fn(async (action: string) => `token-${action}`);
    const antiBot = createAntiBotTokenProvider({
      loadCredentials: async () => ({ status: true, tipo: 'Evaluation,Contact', siteKey: 'k' }),
      getAntiBotToken,
    });
    const { actor, alerts } = start({ client: fake.client, antiBot });
    fill(actor);
    actor.send({ type: 'submit' });
    expect(formView(actor.getSnapshot()).isSubmitting).toBe(true);
    await waitFor(actor, (s) => s.matches('success'));
    expect(fake.send.mock.calls[0]?.[0]).toEqual({
      idProductRating: 0,
      title: 'Ótimo',
      comment: 'Chegou rápido.',
      name: 'Ana Souza',
      email: 'ana@example.com',
      addressCity: 'Campinas',
      addressState: 'SP',
      rate: 4,
      leavePublicEmail: true,
      idProduct: 1001,
      dateRegister: '2025-05-01T12:30:00.000Z',
      tokenRecaptcha: 'token-Evaluation',
    });
    expect(getAntiBotToken).toHaveBeenCalledWith('Evaluation', 'k');
    expect(alerts).toEqual([{ type: 'alert', kind: 'success', title: 'Avaliação registrada com sucesso.' }]);
    expect(actor.getSnapshot().context.values).toMatchObject({ rate: 0, leavePublicEmail: false, name: '' });
  });

  it('given the anti-bot check is off, the token is empty and the script is not asked', async () => {
    const fake = fakeClient();
    const getAntiBotToken = vi.fn(async () => 'never');
    const antiBot = createAntiBotTokenProvider({
      loadCredentials: async () => ({ status: false, tipo: 'Evaluation', siteKey: 'k' }),
      getAntiBotToken,
    });
    const { actor } = start({ client: fake.client, antiBot });
    fill(actor);
    actor.send({ type: 'submit' });
    await waitFor(actor, (s) => s.matches('success'));
    expect(fake.send.mock.calls[0]?.[0]).toMatchObject({ tokenRecaptcha: '' });
    expect(getAntiBotToken).not.toHaveBeenCalled();
  });

  it('given a failure, it alerts the spec text and keeps the rating typed', async () => {
    const { actor, alerts } = start({ client: fakeClient(async () => false).client });
    fill(actor);
    actor.send({ type: 'submit' });
    await waitFor(actor, (s) => s.matches('failure'));
    expect(alerts).toEqual([
      { type: 'alert', kind: 'error', title: 'Ocorreu um erro ao registrar a avaliação do produto.' },
    ]);
    expect(actor.getSnapshot().context.values).toMatchObject({
      rate: 4,
      title: 'Ótimo',
      leavePublicEmail: true,
    });
  });
});
