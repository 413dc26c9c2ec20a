// @vitest-environment node
import type { SkuSelectionProduct } from '@vitrine/core';
import { createSandboxStore, createSeedData } from '@vitrine/sandbox';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { StorefrontProvider } from '../provider/StorefrontProvider';
import { sandboxDetail } from './testing/sandboxDetail';
import {
  type SkuSelectionFlow,
  type UseSkuSelectionOptions,
  useLiveSkuSelection,
  useServerSkuSelection,
  useSkuSelection,
} from './useSkuSelection';

type UseSelection = (product: SkuSelectionProduct, options?: UseSkuSelectionOptions) => SkuSelectionFlow;

function StateProbe({
  useSelection,
  product,
  options,
  out,
}: {
  useSelection: UseSelection;
  product: SkuSelectionProduct;
  options: UseSkuSelectionOptions;
  out: { state?: Record<string, unknown> };
}) {
  const flow = useSelection(product, options);
  out.state = Object.fromEntries(Object.entries(flow).filter(([, value]) => typeof value !== 'function'));
  return <p>{flow.area}</p>;
}

/** What a hook gives while rendering on the server, its commands left out (functions differ by nature). */
function renderedState(
  useSelection: UseSelection,
  product: SkuSelectionProduct,
  options: UseSkuSelectionOptions,
) {
  const out: { state?: Record<string, unknown> } = {};
  renderToString(
    <StorefrontProvider baseUrl="http://sandbox.test">
      <StateProbe useSelection={useSelection} product={product} options={options} out={out} />
    </StorefrontProvider>,
  );
  return out.state;
}

function CommandsProbe({
  useSelection,
  product,
  out,
}: {
  useSelection: UseSelection;
  product: SkuSelectionProduct;
  out: SkuSelectionFlow[];
}) {
  out.push(useSelection(product, { context: 'card' }));
  return null;
}

// Its own file in a Node environment: no `window` exists while rendering, as on a server.
describe('useSkuSelection on the server', () => {
  const store = createSandboxStore();
  const products = createSeedData().products.map((product) => sandboxDetail(store, product.urlFriendly));

  it('renders the state the live actor starts in, for every product of the catalogue', () => {
    expect(typeof window).toBe('undefined');
    expect(products.length).toBeGreaterThan(20);
    for (const product of products)
      for (const context of ['card', 'detail'] as const)
        for (const variationsVisible of [true, false])
          for (const inCart of [0, 2]) {
            const options = { context, variationsVisible, inCart };
            const server = renderedState(useServerSkuSelection, product, options);
            expect(server, product.urlFriendly).toEqual(renderedState(useLiveSkuSelection, product, options));
          }
  });

  it("shares the flow of a frozen product (the server's catalogue answers) between renders, frozen, with the live state", () => {
    const frozenThrough = <Value,>(value: Value): Value => {
      if (typeof value === 'object' && value !== null) {
        for (const member of Object.values(value)) frozenThrough(member);
        Object.freeze(value);
      }
      return value;
    };
    for (const product of products.slice(0, 8)) {
      const shared = frozenThrough(structuredClone(product));
      for (const variationsVisible of [true, false]) {
        const options = { context: 'card' as const, variationsVisible };
        const live = renderedState(useLiveSkuSelection, product, options);
        // Twice: the second render reads the kept flow.
        expect(renderedState(useServerSkuSelection, shared, options), product.urlFriendly).toEqual(live);
        expect(renderedState(useServerSkuSelection, shared, options), product.urlFriendly).toEqual(live);
      }
    }
    const product = frozenThrough(structuredClone(products[0])) as SkuSelectionProduct;
    const flows: SkuSelectionFlow[] = [];
    for (let render = 0; render < 2; render++)
      renderToString(
        <StorefrontProvider baseUrl="http://sandbox.test">
          <CommandsProbe useSelection={useServerSkuSelection} product={product} out={flows} />
          <CommandsProbe
            useSelection={useServerSkuSelection}
            product={products[0] as SkuSelectionProduct}
            out={flows}
          />
        </StorefrontProvider>,
      );
    const [first, unfrozenFirst, second, unfrozenSecond] = flows;
    expect(second).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(Object.isFrozen(first?.variations)).toBe(true);
    expect(() => {
      (first as { quantity: number }).quantity = 9;
    }).toThrow(TypeError);
    // A product that is not frozen may change between renders: its flow is derived each time.
    expect(unfrozenSecond).not.toBe(unfrozenFirst);
    expect(unfrozenSecond).toEqual(unfrozenFirst);
  });

  it('takes the server path without a window: no actor, commands that do nothing', () => {
    const product = products[0] as SkuSelectionProduct;
    const flows: SkuSelectionFlow[] = [];
    renderToString(
      <StorefrontProvider baseUrl="http://sandbox.test">
        <CommandsProbe useSelection={useSkuSelection} product={product} out={flows} />
        <CommandsProbe useSelection={useServerSkuSelection} product={product} out={flows} />
        <CommandsProbe useSelection={useLiveSkuSelection} product={product} out={flows} />
      </StorefrontProvider>,
    );
    const [chosen, server, live] = flows;
    // The server path's commands are shared inert functions; the live path's send to its actor.
    expect(chosen?.buy).toBe(server?.buy);
    expect(live?.buy).not.toBe(server?.buy);
  });
});
