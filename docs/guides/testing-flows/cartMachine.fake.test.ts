// #region machine-fake
import {
  type CartActorInput,
  type CartClient,
  cartMachine,
  type LoadedCart,
  selectCartView,
} from '@vitrine/core';
import { expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';

// No network at all: the machine's I/O is named actors, and a test replaces the one it needs.

it('with a fake loader instead of the network, an empty cart shows no lines and a count of 0', async () => {
  const machine = cartMachine.provide({
    actors: {
      loadCart: fromPromise<LoadedCart, CartActorInput>(async () => ({
        cart: { items: [], total: 0, subTotal: 0, totalDiscount: 0, totalShipping: 0 },
        freight: null,
        cep: null,
        countReply: { kind: 'count', count: 0 },
      })),
    },
  });
  const cart = createActor(machine, { input: { client: {} as CartClient } }).start();

  const snapshot = await waitFor(cart, (s) => selectCartView(s).settled);

  expect(selectCartView(snapshot)).toMatchObject({ lines: [], count: 0, countKnown: true });
});
// #endregion machine-fake
