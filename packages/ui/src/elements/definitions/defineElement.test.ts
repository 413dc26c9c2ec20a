import { describe, expect, it } from 'vitest';
import { defineLazyElement, defineProductElement, messagesAttribute } from './defineElement';
import { shelfAttributes } from './shelfAttributes';

// Widgets of a test, typed as the kit's are: what `defineLazyElement` accepts depends on their props.
const Plain = (_: { className?: string | undefined; messages?: object | undefined; size?: number }) => null;
const OneProduct = (_: { product: { idProduct: number }; className?: string | undefined }) => null;
const NoClassName = (_: { title?: string | undefined }) => null;
const Shelf = (_: {
  className?: string | undefined;
  messages?: object | undefined;
  skeletonCount?: number | undefined;
  viewAllHref?: string | undefined;
  minProducts?: number | undefined;
  title?: string | undefined;
  quantity?: number | undefined;
}) => null;

describe('defineLazyElement', () => {
  it('adds `css-class` after the definition’s own attributes, and keeps the loader for the first connect', async () => {
    const element = defineLazyElement(async () => Plain, {
      tag: 'vitrine-plain',
      description: 'A plain one.',
      attributes: { size: { prop: 'size', type: 'number', description: 'The size' } },
    });
    expect(Object.keys(element.attributes)).toEqual(['size', 'css-class']);
    expect(element.attributes['css-class']).toEqual({
      prop: 'className',
      type: 'string',
      description: "Extra class names on the widget's root element",
    });
    expect(element.lazy).toBe(true);
    expect(element.defaults).toBeUndefined();
    expect(await (element.component as () => Promise<unknown>)()).toBe(Plain);
  });

  it('defines a widget showing one product with `product-url` first, which the runtime resolves into `product`', () => {
    const element = defineProductElement(async () => OneProduct, {
      tag: 'vitrine-one-product',
      description: 'One product.',
      attributes: {},
    });
    expect(Object.keys(element.attributes)).toEqual(['product-url', 'css-class']);
    expect(element.attributes['product-url']).toMatchObject({ prop: 'productUrl', type: 'string' });
    expect(element.defaults).toEqual({ productSource: true });
  });

  it('rejects, at compile time, a widget without `className` and a `product` the element does not resolve', () => {
    // @ts-expect-error: the widget takes no `className`, which `css-class` sets.
    defineLazyElement(async () => NoClassName, { tag: 'vitrine-x', description: 'x', attributes: {} });
    // @ts-expect-error: the widget takes `product`: its element must resolve it (`defineProductElement`).
    defineLazyElement(async () => OneProduct, { tag: 'vitrine-x', description: 'x', attributes: {} });
    // @ts-expect-error: the widget takes no `product` to resolve.
    defineProductElement(async () => Plain, { tag: 'vitrine-x', description: 'x', attributes: {} });
    defineLazyElement(async () => Plain, {
      tag: 'vitrine-x',
      description: 'x',
      // @ts-expect-error: `css-class` is every element's, added by `defineLazyElement`.
      attributes: { 'css-class': { prop: 'className', type: 'string', description: 'x' } },
    });
    // @ts-expect-error: no such section of `messages.ui`.
    messagesAttribute('noSuchWidget');
    expect.assertions(0);
  });
});

describe('messagesAttribute', () => {
  it('names the section of `messages.ui` the widget’s `messages` go over', () => {
    expect(messagesAttribute('searchBox', "some of the box's texts")).toEqual({
      prop: 'messages',
      type: 'json',
      description: "Replaces some of the box's texts (over the provider's `messages.ui.searchBox`)",
    });
    expect(messagesAttribute('orderList').description).toBe(
      "Replaces some of the texts (over the provider's `messages.ui.orderList`)",
    );
  });
});

describe('shelfAttributes', () => {
  it('go first in a shelf’s attributes, which adds its own after them and can override one', () => {
    const element = defineLazyElement(async () => Shelf, {
      tag: 'vitrine-shelf',
      description: 'A shelf.',
      attributes: {
        ...shelfAttributes,
        'title-text': { prop: 'title', type: 'string', description: 'Its own heading' },
        quantity: { prop: 'quantity', type: 'number', description: 'How many' },
      },
    });
    expect(Object.keys(element.attributes)).toEqual([
      'messages',
      'skeleton-count',
      'view-all-href',
      'min-products',
      'title-text',
      'quantity',
      'css-class',
    ]);
    expect(element.attributes['title-text']?.description).toBe('Its own heading');
    expect(element.attributes.messages?.description).toContain('`messages.ui.productShelf`');
  });
});
