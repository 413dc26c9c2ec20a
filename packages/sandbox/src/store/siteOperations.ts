import { chooseFreight } from './cartOperations';
import { installmentsFor } from './installmentRules';
import { digits, field, optionalAmount, optionalText, requireCep, requireText } from './operationInput';
import { SandboxError } from './sandboxError';
import type { OperationHandler } from './storeState';

/** Sample card bins per brand (the spec queries diners, elo, mastercard, amex, visa, hipercard). */
const bins: [RegExp, string][] = [
  [/^4/, 'visa'],
  [/^(5[1-5]|2[2-7])/, 'mastercard'],
  [/^(636368|438935|504175|451416|636297|5067|4576|4011|506699)/, 'elo'],
  [/^3[47]/, 'amex'],
  [/^(606282|3841)/, 'hipercard'],
  [/^3(0[0-5]|[68])/, 'diners'],
];
const providerBrands = ['visa', 'mastercard', 'elo', 'amex', 'hipercard', 'diners'];

/** Dedicated-path calls (site, anti-bot, privacy), pre-checkout and the card payment provider. */
export const siteOperations = {
  'site.redirect301': ({ input, state }) => {
    const urlAntiga = requireText(input, 'urlAntiga', 'urlAntiga');
    const path = urlAntiga.replace(/^https?:\/\/[^/]+/, '');
    const redirect = state.data.redirects.find((r) => r.urlAntiga === path);
    return redirect?.urlNova ?? null;
  },
  // true while the store is under maintenance.
  'site.maintenanceStatus': ({ state }) => state.data.maintenance.status,
  'antiBot.verify': ({ input }) => {
    const token = requireText(input, 'response', 'response', 'token');
    // The fake verifier: the literal token 'bot' scores as a robot, anything else as a human.
    const robot = token === 'bot';
    return { success: !robot, score: robot ? 0.1 : 0.9, 'error-codes': robot ? ['low-score'] : [] };
  },
  'privacy.verify': ({ session, state }) => ({
    exist:
      session.privacyAccepted ||
      state.submissions.some((s) => s.kind === 'privacy' && s.session === session.id),
  }),
  'privacy.create': (context) => {
    context.session.privacyAccepted = true;
    context.record('privacy', { type: 'create' });
    return { exist: true };
  },
  'privacy.customerAccept': (context) => {
    if (context.session.idCustomer === null) throw new SandboxError(401, 'Faça login para continuar.');
    context.session.privacyAccepted = true;
    context.record('customerPrivacy', { idCustomer: context.session.idCustomer });
    return true;
  },

  'preCheckout.saveShipping': (context) => {
    const { input, session } = context;
    const cep = requireCep(input);
    const shipping = field(input, 'shipping');
    const id =
      typeof shipping === 'number'
        ? shipping
        : ((shipping as { shippingMode?: { idShippingMode?: unknown }; idShippingMode?: unknown } | undefined)
            ?.shippingMode?.idShippingMode ??
          (shipping as { idShippingMode?: unknown } | undefined)?.idShippingMode);
    if (typeof id !== 'number')
      throw new SandboxError(400, 'Informe o frete escolhido (shipping com idShippingMode).');
    // The value comes from the server's own table, never from the payload.
    const option = chooseFreight(context, cep, id);
    session.freight = {
      idShippingMode: id,
      name: option.shippingMode.name,
      valueShipping: option.valueShipping,
      cep,
    };
    session.preCheckout = { cep, shipping: option };
    return true;
  },
  'preCheckout.saveCep': ({ input, session }) => {
    const cep = requireCep(input);
    session.preCheckout = { ...session.preCheckout, cep };
    return true;
  },
  'preCheckout.getCep': ({ session }) => session.preCheckout.cep,
  'preCheckout.getShipping': ({ session }) => session.preCheckout.shipping ?? null,
  'preCheckout.deleteShipping': ({ session }) => {
    session.preCheckout = { ...session.preCheckout, shipping: null };
    session.freight = null;
    return true;
  },
  'preCheckout.deleteCep': ({ session }) => {
    session.preCheckout = { cep: null, shipping: null };
    session.freight = null;
    return true;
  },

  'payment.providerConfig': () => ({
    version: 4,
    status: true,
    environment: 'sandbox',
    idPaymentGateway: 17,
    publicKey: 'PUBKEY-SANDBOX-VITRINE-0001',
    scriptUrl: '/sandbox/provider/pagseguro-v4.js',
  }),
  'payment.appConfig': ({ state }) => ({
    status: true,
    homologation: true,
    maximumInstallmentWithoutInterest: state.data.maxInstallmentsWithoutInterest,
  }),
  'payment.session': (context) => {
    context.session.paymentSessionId ??= `ps-${context.nextId().toString(16)}-${context.session.id.slice(0, 8)}`;
    return { id: context.session.paymentSessionId };
  },
  'payment.cardInstallments': ({ input, state }) => {
    const value = optionalAmount(input, 'valor', 'value', 'amount');
    if (value === undefined)
      throw new SandboxError(400, 'Informe o valor (value) para calcular as parcelas.');
    if (value <= 0) throw new SandboxError(422, 'Nenhum parcelamento disponível para o produto');
    const binText = optionalText(input, 'bin', 'bin', 'cardBin');
    const brandText = optionalText(input, 'bandeira', 'brand')?.toLowerCase();
    let brands = providerBrands;
    if (binText !== undefined) {
      const bin = digits(binText);
      if (bin.length < 6)
        throw new SandboxError(400, 'BIN do cartão inválido: informe os 6 primeiros dígitos.');
      const match = bins.find(([pattern]) => pattern.test(bin));
      if (!match) throw new SandboxError(422, 'Bandeira do cartão não suportada.');
      brands = [match[1]];
    } else if (brandText !== undefined) {
      if (!providerBrands.includes(brandText))
        throw new SandboxError(422, 'Bandeira do cartão não suportada.');
      brands = [brandText];
    }
    const override = optionalAmount(input, 'parcelas sem juros', 'maxInstallmentWithoutInterest');
    const settings =
      override === undefined ? state.data : { ...state.data, maxInstallmentsWithoutInterest: override };
    const plans = installmentsFor(value, settings).map((o) => ({
      installments: o.quantity,
      installment_value: Math.round(o.installmentAmount * 100),
      interest_free: o.interestFree,
      amount: { value: Math.round(o.totalAmount * 100), currency: 'BRL' },
    }));
    return {
      payment_methods: {
        credit_card: Object.fromEntries(brands.map((brand) => [brand, { installment_plans: plans }])),
      },
    };
  },
} satisfies Record<string, OperationHandler>;
