import { describe, expect, it } from 'vitest';
import { ruleMessages } from '../../rules/ruleMessages';
import { cartMessages } from './cartMessages';
import {
  addOutcome,
  addOutcomes,
  type CartModel,
  type CartOperation,
  confirm,
  confirmReadBack,
  decideQuantity,
  deriveCart,
  dropCurrent,
  operationInFlight,
  optimisticCart,
  pendingAddUnits,
  pruneLineMessages,
  queueDelete,
  queueOnce,
  queueQuantityChange,
} from './cartQueue';
import { cartLine, freightOption, serverCart } from './testing/cartTestKit';

const messages = { ...ruleMessages, ...cartMessages };

const model = (overrides: Partial<CartModel> = {}): CartModel => ({
  confirmedCart: serverCart([cartLine(1), cartLine(2, { price: 30, pricePromotion: 20 })]),
  confirmedFreight: undefined,
  current: undefined,
  queue: [],
  readPending: false,
  fullReadOwed: false,
  readFailures: 0,
  loadError: undefined,
  lineErrors: {},
  lineNotices: {},
  cep: '',
  ...overrides,
});

describe('cartQueue: the optimistic overlay', () => {
  it('given pending changes, deletes and a clean, the shown cart applies them in order', () => {
    const confirmed = serverCart([cartLine(1), cartLine(2)]);
    const change: CartOperation = { kind: 'changeQuantity', idCartItem: 1, quantity: 4 };
    expect(optimisticCart(confirmed, [change]).items.map((line) => line.quantity)).toEqual([4, 1]);
    expect(optimisticCart(confirmed, [{ kind: 'delete', idCartItem: 1 }]).items).toHaveLength(1);
    expect(optimisticCart(confirmed, [change, { kind: 'clean' }]).items).toEqual([]);
    expect(optimisticCart(confirmed, [{ kind: 'checkLimits' }])).toBe(confirmed);
  });

  it('given a freight choice in flight, the totals use it; a cancel takes freight out at once', () => {
    const pac = freightOption(1, 15);
    const choosing = deriveCart(model({ current: { kind: 'saveFreight', option: pac, cep: '01310-100' } }));
    expect(choosing.selectedFreight).toBe(pac);
    expect(choosing.totals).toEqual({ itemsTotal: 70, freight: 15, discount: 0, total: 85 });
    const cancelling = deriveCart(
      model({
        confirmedCart: serverCart([cartLine(1)], { shipping: 15 }),
        confirmedFreight: pac,
        queue: [{ kind: 'cancelFreight' }],
      }),
    );
    expect(cancelling.selectedFreight).toBeUndefined();
    expect(cancelling.totals.freight).toBe(0);
  });

  it('given a server cart with a discount key, the discount is what its total leaves out', () => {
    const derived = deriveCart(model({ confirmedCart: serverCart([cartLine(1)], { cartDiscount: 5 }) }));
    expect(derived.totals).toEqual({ itemsTotal: 50, freight: 0, discount: 5, total: 45 });
    expect(derived.count).toBe(1);
  });

  it('given no read yet, nothing is shown and the count is 0 (the view marks it unknown)', () => {
    expect(deriveCart(model({ confirmedCart: undefined }))).toMatchObject({ cart: undefined, count: 0 });
  });
});

describe('cartQueue: the adds the store is still taking', () => {
  const add = (quantities: number[]): CartOperation => ({
    kind: 'add',
    items: quantities.map((quantity, index) => ({ idProduct: 100 + index, idSku: null, quantity })),
    massive: quantities.length > 1,
    redirect: undefined,
  });
  const check = (quantity: number, failure?: string) => ({
    items: [{ idProduct: 7, idSku: null, quantity }],
    before: undefined,
    failure,
  });

  it('given adds in flight, queued and accepted but not read back, their units are counted; a failed one is not', () => {
    expect(pendingAddUnits({ current: undefined, queue: [], addChecks: [] })).toBe(0);
    expect(
      pendingAddUnits({
        current: add([2]),
        queue: [{ kind: 'delete', idCartItem: 1 }, add([1, 3])],
        addChecks: [check(5), check(4, 'Erro ao adicionar ao Carrinho!')],
      }),
    ).toBe(2 + 1 + 3 + 5);
  });

  it('given a clean pending after adds, only the adds after it count (the clean empties the cart)', () => {
    expect(
      pendingAddUnits({ current: add([2]), queue: [{ kind: 'clean' }, add([1])], addChecks: [check(5)] }),
    ).toBe(1);
  });

  it('given no add pending, the count is the shown lines alone', () => {
    const shown = model({ queue: [{ kind: 'changeQuantity', idCartItem: 1, quantity: 4 }] });
    expect(pendingAddUnits({ ...shown, addChecks: [] })).toBe(0);
    expect(deriveCart(shown).count).toBe(4 + (shown.confirmedCart?.items[1]?.quantity ?? 0));
  });
});

describe('cartQueue: queue rules', () => {
  it('given a queued change of the same line, a newer value replaces it; another line is appended', () => {
    const queue = queueQuantityChange([], 1, 2);
    expect(queueQuantityChange(queue, 1, 3)).toEqual([
      { kind: 'changeQuantity', idCartItem: 1, quantity: 3 },
    ]);
    expect(queueQuantityChange(queue, 2, 3)).toHaveLength(2);
  });

  it('given a queued change, a delete of its line replaces it; a second delete is the same intent', () => {
    const queued = model({ queue: [{ kind: 'changeQuantity', idCartItem: 1, quantity: 2 }] });
    const once = queueDelete(queued, 1);
    expect(once).toEqual([{ kind: 'delete', idCartItem: 1 }]);
    expect(queueDelete({ ...queued, queue: once }, 1)).toBe(once);
  });

  it('given a clean already waiting, another one merges', () => {
    expect(queueOnce([{ kind: 'clean' }], { kind: 'clean' })).toEqual([{ kind: 'clean' }]);
  });

  it('given an invoke input asking for an operation that is not in flight, it throws instead of inventing one', () => {
    expect(() => operationInFlight(model(), 'changeQuantity')).toThrow("no 'changeQuantity' request");
    const current: CartOperation = { kind: 'delete', idCartItem: 2 };
    expect(operationInFlight(model({ current }), 'delete')).toBe(current);
  });
});

describe('cartQueue: typed quantities', () => {
  it('given a quantity above stock, it sends the stock with a notice', () => {
    expect(decideQuantity(model(), 1, '12', messages)).toEqual({
      kind: 'send',
      quantity: 10,
      notice: 'Temos apenas 10 em estoque.',
    });
  });

  it('given a line gone or being deleted, it refuses; the same quantity sends nothing', () => {
    const refused = { kind: 'refuse', message: 'Este produto não está mais no carrinho.' };
    expect(decideQuantity(model(), 9, 2, messages)).toEqual(refused);
    expect(decideQuantity(model({ queue: [{ kind: 'delete', idCartItem: 1 }] }), 1, 2, messages)).toEqual(
      refused,
    );
    expect(decideQuantity(model(), 1, 1, messages)).toEqual({ kind: 'unchanged' });
  });
});

describe('cartQueue: confirming and failing', () => {
  it('given a whole-cart reply, the owed read is settled and a line error whose change landed is dropped', () => {
    const failed = model({
      readPending: true,
      readFailures: 2,
      loadError: 'Erro.',
      lineErrors: {
        1: { text: 'Tempo esgotado.', intended: 3 },
        2: { text: 'Estoque insuficiente.', intended: 5 },
      },
    });
    const next = confirm(failed, serverCart([cartLine(1, { quantity: 3 }), cartLine(2)]));
    expect(next).toMatchObject({ readPending: false, readFailures: 0, loadError: undefined });
    expect(next.lineErrors).toEqual({ 2: { text: 'Estoque insuficiente.', intended: 5 } });
  });

  it('given a line that is gone, its messages go; a line with a change still pending keeps its message', () => {
    const messagesByLine = { 1: { text: 'a', intended: undefined }, 2: { text: 'b', intended: 2 } };
    expect(
      pruneLineMessages(messagesByLine, serverCart([cartLine(2)]), [
        { kind: 'changeQuantity', idCartItem: 2, quantity: 2 },
      ]),
    ).toEqual({ 2: { text: 'b', intended: 2 } });
  });

  it('given a read-back, the stored freight and postal code come from the server (a typed code stays)', () => {
    const pac = freightOption(1, 18.65);
    const readBack = { cart: serverCart([cartLine(1)], { shipping: 18.65 }), freight: pac, cep: '01310100' };
    expect(confirmReadBack(model(), readBack)).toMatchObject({ confirmedFreight: pac, cep: '01310-100' });
    expect(confirmReadBack(model({ cep: '20040-020' }), readBack).cep).toBe('20040-020');
  });

  it('given a failed request, the operation is dropped and a read is owed', () => {
    const current: CartOperation = { kind: 'clean' };
    expect(dropCurrent(model({ current }))).toMatchObject({ current: undefined, readPending: true });
  });

  it('given the read after an add, an accepted add must show; an uncertain one landed only if units grew', () => {
    const item = { idProduct: 1001, idSku: 2001, quantity: 1, isRecurrent: false };
    const before = serverCart([cartLine(1)]);
    const grown = serverCart([cartLine(1, { quantity: 2 })]);
    expect(addOutcome({ items: [item], before, failure: undefined }, before)).toBe('landed');
    expect(addOutcome({ items: [item], before, failure: undefined }, serverCart([]))).toBe('missing');
    expect(addOutcome({ items: [item], before, failure: 'Erro.' }, before)).toBe('missing');
    expect(addOutcome({ items: [item], before, failure: 'Erro.' }, grown)).toBe('landed');
  });

  it('given a double click whose one add failed and the other succeeded, the read tells one failure and one success', () => {
    const item = { idProduct: 1001, idSku: 2001, quantity: 1, isRecurrent: false };
    const before = serverCart([cartLine(1)]);
    const grown = serverCart([cartLine(1, { quantity: 2 })]);
    const failed = { items: [item], before, failure: 'Erro ao adicionar ao Carrinho!' };
    const accepted = { items: [item], before, failure: undefined };
    expect(addOutcomes([failed, accepted], grown)).toEqual(['missing', 'landed']);
    expect(addOutcomes([accepted, failed], grown)).toEqual(['landed', 'missing']);
    // Both landed when the cart grew by two; a lone uncertain add still lands when the cart grew.
    expect(addOutcomes([failed, accepted], serverCart([cartLine(1, { quantity: 3 })]))).toEqual([
      'landed',
      'landed',
    ]);
    expect(addOutcomes([failed], grown)).toEqual(['landed']);
    // Two uncertain clicks and one more unit: one landed, one did not.
    expect(addOutcomes([failed, failed], grown)).toEqual(['landed', 'missing']);
  });
});
