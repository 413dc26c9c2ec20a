import type { SandboxData, SandboxProduct, SandboxSku } from '../data/types';
import { roundMoney } from '../random';
import { assertKnownCep, type FreightOption, freightOptions } from './freightRules';
import { installmentsFor } from './installmentRules';
import {
  field,
  type OperationInput,
  optionalAmount,
  optionalInt,
  optionalText,
  requireCep,
  requireInt,
  requireText,
} from './operationInput';
import { effectivePrice, requireProduct } from './productViews';
import { SandboxError } from './sandboxError';
import type { CartLine, OperationContext, OperationHandler, SessionState } from './storeState';

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
const QUANTITY_RANGE = 'Por favor, digite um valor entre 1 e 9999';

/** The public URL of a product page. */
export function productUrl(product: SandboxProduct): string {
  return `/${product.urlFriendly}/produto/${product.idProduct}`;
}

function requireQuantity(input: OperationInput, name = 'quantity'): number {
  return requireInt(input, 'quantidade', name, { min: 1, max: 9999, message: QUANTITY_RANGE });
}

/** The SKU a cart call addresses: the given one, or the standard SKU of a product without variations. */
function resolveSku(product: SandboxProduct, idSku: number | null | undefined): SandboxSku {
  if (idSku === null || idSku === undefined) {
    if (product.haveSku) throw new SandboxError(422, 'Selecione as variações do produto para compra-lo.');
    return product.skUs.find((s) => s.standard) ?? (product.skUs[0] as SandboxSku);
  }
  const sku = product.skUs.find((s) => s.idSku === idSku && s.visible);
  if (!sku) throw new SandboxError(404, `SKU ${idSku} não encontrado para o produto ${product.name}.`);
  return sku;
}

/** Rejects a total quantity of a SKU the rules of the store do not allow (stock, exhausted, limit Q). */
function assertCanHold(product: SandboxProduct, sku: SandboxSku, total: number): void {
  if (product.idTypeProduct === 3) {
    throw new SandboxError(422, `O produto ${product.name} é sob consulta: solicite um orçamento.`);
  }
  if (product.flagExhausted || sku.stock <= 0)
    throw new SandboxError(422, `O produto ${product.name} está esgotado.`);
  if (total > sku.stock) {
    throw new SandboxError(
      422,
      `Temos apenas ${sku.stock} ${sku.stock === 1 ? 'item' : 'itens'} em estoque do produto ${product.name}.`,
    );
  }
  if (product.limit && total > product.limit.maximo) {
    throw new SandboxError(
      422,
      `A quantidade máxima permitida para o produto ${product.name} é ${product.limit.maximo} unidades.`,
    );
  }
}

function lineParts(data: SandboxData, line: CartLine) {
  const product = data.products.find((p) => p.idProduct === line.idProduct);
  const sku = product?.skUs.find((s) => s.idSku === line.idSku);
  return product && sku ? { product, sku } : undefined;
}

function cartWeight(data: SandboxData, lines: CartLine[]): number {
  return lines.reduce((sum, line) => sum + (lineParts(data, line)?.product.weight ?? 0) * line.quantity, 0);
}

function merchandiseTotals(data: SandboxData, lines: CartLine[]) {
  let subTotal = 0;
  let productDiscount = 0;
  const campaignUnits = new Map<number, number[]>();
  for (const line of lines) {
    const parts = lineParts(data, line);
    if (!parts) continue;
    const unit = effectivePrice(parts.sku);
    subTotal += parts.sku.price * line.quantity;
    productDiscount += (parts.sku.price - unit) * line.quantity;
    if (parts.product.idTakeXPayY !== null) {
      const units = campaignUnits.get(parts.product.idTakeXPayY) ?? [];
      for (let i = 0; i < line.quantity; i++) units.push(unit);
      campaignUnits.set(parts.product.idTakeXPayY, units);
    }
  }
  const campaigns = [...campaignUnits.entries()].map(([id, units]) => {
    const campaign = data.takeXPayY.find((c) => c.idTakeXPayY === id);
    // The best rule the quantity reaches, applied as many times as it fits; the cheapest units are free.
    const rules = [...(campaign?.buyXGetYRoles ?? [])].sort((a, b) => b.quantityToBuy - a.quantityToBuy);
    let remaining = units.length;
    let free = 0;
    for (const rule of rules) {
      const times = Math.floor(remaining / rule.quantityToBuy);
      free += times * rule.quantityFree;
      remaining -= times * rule.quantityToBuy;
    }
    const sorted = [...units].sort((a, b) => a - b);
    const discount = sorted.slice(0, free).reduce((s, v) => s + v, 0);
    return {
      idTakeXPayY: id,
      name: campaign?.name ?? '',
      imagePath: campaign?.imagePath ?? '',
      buyXGetYRoles: campaign?.buyXGetYRoles ?? [],
      quantityInCart: units.length,
      quantityFree: free,
      discount: roundMoney(discount),
    };
  });
  const takeXPayYDiscount = campaigns.reduce((s, c) => s + c.discount, 0);
  return {
    subTotal: roundMoney(subTotal),
    productDiscount: roundMoney(productDiscount),
    takeXPayYDiscount: roundMoney(takeXPayYDiscount),
    campaigns,
    merchandise: roundMoney(subTotal - productDiscount - takeXPayYDiscount),
  };
}

function keyDiscount(data: SandboxData, key: string | null, merchandise: number): number {
  const discount = key ? data.discountKeys.find((d) => d.key === key) : undefined;
  if (!discount || merchandise < discount.minimumValue) return 0;
  return roundMoney(
    Math.min(
      merchandise,
      discount.typeDiscount === 1 ? (merchandise * discount.value) / 100 : discount.value,
    ),
  );
}

/** The chosen freight, re-priced for the current cart; null when none or no longer offered. */
function currentFreight(data: SandboxData, session: SessionState, subTotal: number): SessionState['freight'] {
  if (!session.freight || session.cart.length === 0) return null;
  const option = freightOptions(
    session.freight.cep,
    cartWeight(data, session.cart),
    subTotal,
    data.freeFreightThreshold,
  ).find((o) => o.shippingMode.idShippingMode === session.freight?.idShippingMode);
  return option ? { ...session.freight, valueShipping: option.valueShipping } : null;
}

/** The cart of a session as the API returns it, computed from the current catalogue. */
export function cartView(data: SandboxData, session: SessionState) {
  const items = session.cart.flatMap((line) => {
    const parts = lineParts(data, line);
    if (!parts) return [];
    const { product, sku } = parts;
    const colour = sku.variations.find((v) => v.nameReference === 'Cor');
    const exhausted = product.flagExhausted || sku.stock <= 0;
    return [
      {
        idCartItem: line.idCartItem,
        idProduct: product.idProduct,
        idSku: sku.idSku,
        originalName: product.originalName,
        name: product.name,
        quantity: line.quantity,
        price: sku.price,
        pricePromotion: sku.pricePromotion,
        stock: sku.stock,
        flagExhausted: product.flagExhausted,
        urlProduct: productUrl(product),
        productImage: {
          imageDefault:
            product.productImages.find((i) => colour && i.variacao_ids.includes(colour.idVariation))
              ?.imageDefault ?? product.imageHome,
        },
        etiquetaDisponibilidade: exhausted ? 'Esgotado' : 'Pronta entrega',
        categoria: product.categories.find((c) => c.default)?.name ?? '',
        cartItemVariations: sku.variations.map((v) => ({
          nameReference: v.nameReference,
          nameVariation: v.name,
        })),
        limit: product.limit,
        idTypeProduct: product.idTypeProduct,
      },
    ];
  });
  const totals = merchandiseTotals(data, session.cart);
  const discountKeyValue = keyDiscount(data, session.discountKey, totals.merchandise);
  const voucherValue = roundMoney(
    Math.min(
      totals.merchandise - discountKeyValue,
      data.vouchers.find((v) => v.code === session.voucher)?.value ?? 0,
    ),
  );
  const freight = currentFreight(data, session, totals.subTotal);
  const totalShipping = freight?.valueShipping ?? 0;
  const totalDiscount = roundMoney(
    totals.productDiscount + totals.takeXPayYDiscount + discountKeyValue + voucherValue,
  );
  return {
    items,
    subTotal: totals.subTotal,
    totalDiscount,
    totalShipping,
    total: roundMoney(Math.max(0, totals.subTotal - totalDiscount + totalShipping)),
    cartHasOnlyVirtualProducts: items.length > 0 && items.every((i) => i.idTypeProduct === 2),
    minValue: data.cartLimits.minValue,
    maxValue: data.cartLimits.maxValue,
    discountKey: session.discountKey,
    discountKeyValue,
    voucher: session.voucher,
    voucherValue,
    takeXPayY: totals.campaigns.filter((c) => c.quantityFree > 0),
    freight,
  };
}

function assertMaxValue(data: SandboxData, lines: CartLine[]): void {
  const { merchandise } = merchandiseTotals(data, lines);
  if (data.cartLimits.maxValue > 0 && merchandise > data.cartLimits.maxValue) {
    throw new SandboxError(
      422,
      `O valor máximo permitido por compra é ${brl.format(data.cartLimits.maxValue)}.`,
    );
  }
}

/** Applies additions to a copy of the cart, validating every line; the session is untouched on error. */
function withAdditions(
  context: OperationContext,
  additions: { idProduct: number; idSku: number | null; quantity: number }[],
): CartLine[] {
  const { data } = context.state;
  const lines = context.session.cart.map((l) => ({ ...l }));
  for (const addition of additions) {
    const product = requireProduct(data, addition.idProduct);
    const sku = resolveSku(product, addition.idSku);
    const line = lines.find((l) => l.idSku === sku.idSku);
    const total = (line?.quantity ?? 0) + addition.quantity;
    if (total > 9999) throw new SandboxError(422, QUANTITY_RANGE);
    assertCanHold(product, sku, total);
    if (line) line.quantity = total;
    else
      lines.push({
        idCartItem: context.nextId(),
        idProduct: product.idProduct,
        idSku: sku.idSku,
        quantity: addition.quantity,
      });
  }
  assertMaxValue(data, lines);
  return lines;
}

function additionFrom(value: unknown): { idProduct: number; idSku: number | null; quantity: number } {
  if (!value || typeof value !== 'object')
    throw new SandboxError(400, 'Cada item deve ser um objeto com idProduct e quantity.');
  const item = value as Record<string, unknown>;
  if (typeof item.idProduct !== 'number' || !Number.isInteger(item.idProduct)) {
    throw new SandboxError(400, 'Informe o campo idProduct (número inteiro).');
  }
  if (
    item.idSku !== undefined &&
    item.idSku !== null &&
    (typeof item.idSku !== 'number' || !Number.isInteger(item.idSku))
  ) {
    throw new SandboxError(400, 'O campo idSku deve ser um número inteiro ou null.');
  }
  if (
    typeof item.quantity !== 'number' ||
    !Number.isInteger(item.quantity) ||
    item.quantity < 1 ||
    item.quantity > 9999
  ) {
    throw new SandboxError(400, QUANTITY_RANGE);
  }
  return {
    idProduct: item.idProduct,
    idSku: (item.idSku as number | null | undefined) ?? null,
    quantity: item.quantity,
  };
}

function requireNonEmptyCart(session: SessionState): void {
  if (session.cart.length === 0) throw new SandboxError(422, 'Seu carrinho está vazio.');
}

function cartFreights(context: OperationContext): FreightOption[] {
  const { state, session, input } = context;
  const cep = requireCep(input);
  requireNonEmptyCart(session);
  const view = cartView(state.data, session);
  if (view.cartHasOnlyVirtualProducts) {
    throw new SandboxError(422, 'O carrinho possui apenas produtos digitais: não há frete a calcular.');
  }
  return freightOptions(
    cep,
    cartWeight(state.data, session.cart),
    view.subTotal,
    state.data.freeFreightThreshold,
  );
}

function freeFreightStatus(context: OperationContext) {
  const { data } = context.state;
  const { merchandise } = merchandiseTotals(data, context.session.cart);
  const remainingValue = roundMoney(Math.max(0, data.freeFreightThreshold - merchandise));
  return {
    merchandise,
    remainingValue,
    freeFreight: remainingValue === 0 && context.session.cart.length > 0,
  };
}

/** Store installments for every gateway brand at a value (cards get up to 18x, other methods 1x). */
export function gatewaysWithInstallments(data: SandboxData, value: number) {
  const all = installmentsFor(value, data);
  return data.paymentGateways.map((gateway) => ({
    ...gateway,
    paymentMethods: gateway.paymentMethods.map((method) => ({
      ...method,
      paymentBrands: method.paymentBrands.map((brand) => ({
        ...brand,
        installments: /cart[aã]o/i.test(method.name) ? all : all.slice(0, 1),
      })),
    })),
  }));
}

function limitViolation(data: SandboxData, lines: CartLine[]): string | undefined {
  for (const line of lines) {
    const parts = lineParts(data, line);
    if (!parts) continue;
    const { product, sku } = parts;
    if (product.flagExhausted || sku.stock <= 0)
      return `O produto ${product.name} está esgotado. Exclua-o do carrinho.`;
    if (line.quantity > sku.stock) {
      return `Temos apenas ${sku.stock} ${sku.stock === 1 ? 'item' : 'itens'} em estoque do produto ${product.name}.`;
    }
    if (product.limit && line.quantity < product.limit.minimo) {
      return `A quantidade mínima permitida para o produto ${product.name} é ${product.limit.minimo} unidades.`;
    }
    if (product.limit && line.quantity > product.limit.maximo) {
      return `A quantidade máxima permitida para o produto ${product.name} é ${product.limit.maximo} unidades.`;
    }
  }
  const { merchandise } = merchandiseTotals(data, lines);
  if (data.cartLimits.minValue > 0 && merchandise < data.cartLimits.minValue) {
    return `O valor mínimo para finalizar a compra é ${brl.format(data.cartLimits.minValue)}.`;
  }
  if (data.cartLimits.maxValue > 0 && merchandise > data.cartLimits.maxValue) {
    return `O valor máximo permitido por compra é ${brl.format(data.cartLimits.maxValue)}.`;
  }
  return undefined;
}

/** Cart calls ("Cart"). */
export const cartOperations = {
  'cart.get': ({ state, session }) => cartView(state.data, session),
  'cart.count': ({ session }) => {
    if (session.expiredNames.length > 0) {
      const reply = `[TIMER]${session.expiredNames.join('|')}`;
      session.expiredNames = [];
      return reply;
    }
    return session.cart.reduce((sum, line) => sum + line.quantity, 0);
  },
  'cart.add': (context) => {
    const { input } = context;
    const idProduct = requireInt(input, 'idProduct', 'idProduct');
    const raw = field(input, 'idSku');
    if (raw !== undefined && (typeof raw !== 'number' || !Number.isInteger(raw))) {
      throw new SandboxError(400, 'O campo idSku deve ser um número inteiro ou null.');
    }
    const quantity = requireQuantity(input);
    context.session.cart = withAdditions(context, [
      { idProduct, idSku: (raw as number | undefined) ?? null, quantity },
    ]);
    return 1;
  },
  'cart.addMassive': (context) => {
    const json = context.input.json;
    const list = Array.isArray(json) ? json : (json as { items?: unknown } | null)?.items;
    if (!Array.isArray(list) || list.length === 0) {
      throw new SandboxError(400, 'Informe a lista de produtos (idProduct, idSku, quantity).');
    }
    context.session.cart = withAdditions(context, list.map(additionFrom));
    return true;
  },
  'cart.changeQuantity': (context) => {
    const { input, session, state } = context;
    const idCartItem = requireInt(input, 'idCartItem', 'idCartItem');
    const quantity = requireQuantity(input);
    const line = session.cart.find((l) => l.idCartItem === idCartItem);
    if (!line) throw new SandboxError(404, 'Item não encontrado no carrinho.');
    const product = requireProduct(state.data, line.idProduct);
    const sku = resolveSku(product, line.idSku);
    assertCanHold(product, sku, quantity);
    const lines = session.cart.map((l) => (l === line ? { ...l, quantity } : l));
    assertMaxValue(state.data, lines);
    session.cart = lines;
    return cartView(state.data, session);
  },
  'cart.deleteItem': ({ input, session, state }) => {
    const id = requireInt(input, 'id', ['id', 'idCartItem']);
    if (!session.cart.some((l) => l.idCartItem === id))
      throw new SandboxError(404, 'Item não encontrado no carrinho.');
    session.cart = session.cart.filter((l) => l.idCartItem !== id);
    if (session.cart.length === 0) session.freight = null;
    return cartView(state.data, session);
  },
  'cart.clean': ({ session, state }) => {
    session.cart = [];
    session.discountKey = null;
    session.voucher = null;
    session.freight = null;
    return cartView(state.data, session);
  },
  'cart.freights': (context) => cartFreights(context),
  'cart.checkoutFreights': (context) => cartFreights(context),
  'cart.productFreights': ({ input, state }) => {
    const cep = requireCep(input);
    const product = requireProduct(state.data, requireInt(input, 'idProduct', 'idProduct'));
    const quantity = requireQuantity(input);
    const idSku = optionalInt(input, 'idSku', 'idSku');
    const sku =
      idSku === undefined ? (product.skUs.find((s) => s.standard) as SandboxSku) : resolveSku(product, idSku);
    if (product.idTypeProduct !== 1) {
      throw new SandboxError(422, `O produto ${product.name} não possui cálculo de frete.`);
    }
    return freightOptions(
      cep,
      product.weight * quantity,
      effectivePrice(sku) * quantity,
      state.data.freeFreightThreshold,
    );
  },
  'cart.digitalFreight': ({ state, session }) => {
    requireNonEmptyCart(session);
    if (!cartView(state.data, session).cartHasOnlyVirtualProducts) {
      throw new SandboxError(422, 'O carrinho possui produtos físicos: calcule o frete pelo CEP.');
    }
    const option: FreightOption = {
      shippingMode: {
        idShippingMode: 7,
        name: 'Entrega Digital por E-mail',
        deliveryTime: 0,
        usefulDay: false,
        ScheduledDelivery: false,
      },
      valueShipping: 0,
    };
    return [option];
  },
  'cart.freeFreightTip': (context) => {
    const cep = requireCep(context.input);
    assertKnownCep(cep);
    const status = freeFreightStatus(context);
    return {
      idShipping: 6,
      cartDisplayInfo: true,
      cartInformation: status.freeFreight
        ? 'Parabéns! Você ganhou Frete Grátis!'
        : 'Faltam apenas [Valor] para você ganhar Frete Grátis!',
      remainingValue: status.freeFreight ? 0 : status.remainingValue,
    };
  },
  'cart.cancelFreight': ({ session, state }) => {
    session.freight = null;
    return cartView(state.data, session);
  },
  // true when the cart already reaches free freight.
  'cart.freeFreightCheck': (context) => freeFreightStatus(context).freeFreight,
  'cart.showcaseLimits': (context) => {
    const { input, state, session } = context;
    const product = requireProduct(state.data, requireInt(input, 'idProduct', 'idProduct'));
    const sku = resolveSku(product, optionalInt(input, 'idSku', 'idSku') ?? null);
    const quantity = requireQuantity(input);
    const inCart = session.cart.find((l) => l.idSku === sku.idSku)?.quantity ?? 0;
    if (product.limit && quantity + inCart < product.limit.minimo) {
      throw new SandboxError(
        422,
        `A quantidade mínima permitida para o produto ${product.name} é ${product.limit.minimo} unidades.`,
      );
    }
    assertCanHold(product, sku, quantity + inCart);
    return true;
  },
  'cart.cartLimits': ({ state, session }) => {
    requireNonEmptyCart(session);
    const violation = limitViolation(state.data, session.cart);
    if (violation) throw new SandboxError(422, violation);
    return true;
  },
  'cart.gateways': ({ state }) => state.data.paymentGateways,
  'cart.installments': ({ input, state }) => {
    const value =
      optionalAmount(input, 'valor', 'value', 'amount') ??
      (() => {
        const price = optionalAmount(input, 'preço', 'price');
        const quantity =
          optionalInt(input, 'quantidade', 'quantity', { min: 1, max: 9999, message: QUANTITY_RANGE }) ?? 1;
        return price === undefined ? undefined : roundMoney(price * quantity);
      })();
    if (value === undefined)
      throw new SandboxError(400, 'Informe o valor (value) para calcular as parcelas.');
    if (value <= 0) throw new SandboxError(422, 'Nenhum parcelamento disponível para o produto');
    return gatewaysWithInstallments(state.data, value);
  },
  'cart.applyDiscount': ({ input, state, session }) => {
    const key = requireText(input, 'cupom', 'key', 'code').toUpperCase();
    requireNonEmptyCart(session);
    const discount = state.data.discountKeys.find((d) => d.key === key);
    if (!discount) throw new SandboxError(422, `Cupom ${key} inválido ou expirado.`);
    const { merchandise } = merchandiseTotals(state.data, session.cart);
    if (merchandise < discount.minimumValue) {
      throw new SandboxError(
        422,
        `O cupom ${key} é válido para compras acima de ${brl.format(discount.minimumValue)}.`,
      );
    }
    session.discountKey = key;
    return cartView(state.data, session);
  },
  'cart.removeDiscount': ({ state, session }) => {
    session.discountKey = null;
    return cartView(state.data, session);
  },
  'cart.applyVoucher': ({ input, state, session }) => {
    const code = requireText(input, 'vale-compra', 'code', 'voucher', 'key').toUpperCase();
    requireNonEmptyCart(session);
    if (!state.data.vouchers.some((v) => v.code === code))
      throw new SandboxError(422, `Vale-compra ${code} inválido.`);
    session.voucher = code;
    return cartView(state.data, session);
  },
  'cart.removeVoucher': ({ state, session }) => {
    session.voucher = null;
    return cartView(state.data, session);
  },
  // The value still missing for free freight; null when reached or the cart is empty.
  'cart.suggestedValue': (context) => {
    const status = freeFreightStatus(context);
    return context.session.cart.length === 0 || status.freeFreight ? null : status.remainingValue;
  },
  'cart.takeXPayY': ({ state, session }) => merchandiseTotals(state.data, session.cart).campaigns,
  'cart.updateValue': ({ state, session }) => cartView(state.data, session),
} satisfies Record<string, OperationHandler>;

/** The freight option of a CEP for the session's cart with this mode id; 422 when not offered. */
export function chooseFreight(context: OperationContext, cep: string, idShippingMode: number): FreightOption {
  const options = cartFreights({
    ...context,
    input: { params: new URLSearchParams({ cep }), json: null },
  });
  const option = options.find((o) => o.shippingMode.idShippingMode === idShippingMode);
  if (!option) throw new SandboxError(422, 'Modalidade de frete indisponível para este CEP.');
  return option;
}

/** Text of a CEP for messages (00000-000). */
export function maskCep(cep: string): string {
  return `${cep.slice(0, 5)}-${cep.slice(5)}`;
}

/** Reads an optional CEP; undefined when absent. */
export function optionalCep(input: OperationInput): string | undefined {
  return optionalText(input, 'cep', 'cep') === undefined ? undefined : requireCep(input);
}
