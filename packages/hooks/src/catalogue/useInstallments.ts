import {
  cardInstallmentsQuery,
  cardProviderInstallments,
  cardSampleBin,
  type InstallmentOptionLike,
  type InstallmentSource,
  installmentQueryLimit,
  installmentSource,
  installmentsQuery,
  isCardProviderGateway,
  type PaymentGateway,
  paymentAppConfigQuery,
  paymentSessionQuery,
  ruleMessages,
  type StoreApiError,
  type StoreClient,
  storeInstallmentOptions,
} from '@vitrine/core';
import { useCallback, useContext, useMemo, useState } from 'react';
import { StorefrontContext } from '../provider/StorefrontContext';
import { useStoreClient } from '../provider/useStoreClient';
import { useStoreQuery } from './useStoreQuery';

/** Options of `useInstallments`. */
export interface UseInstallmentsOptions {
  /** Load as soon as mounted (the show-first attribute); the provider's `config.showFirstInstallments` when `undefined`. */
  readonly showFirst?: boolean | undefined;
  /** The gateway to list; 17 and 20 are the card provider, asked directly when its app is active. */
  readonly gatewayId?: number | null | undefined;
  /** The card brand asked of the provider ('visa', 'mastercard', 'elo', 'amex', 'hipercard', 'diners'); 'visa' when `undefined`. */
  readonly brand?: string | undefined;
  /** The client to call instead of the provider's. */
  readonly client?: StoreClient | undefined;
}

/** The installments of a value. */
export interface Installments {
  /** 'cardProvider' when the card provider's app answered, 'store' for the store's own installments. */
  readonly source: InstallmentSource;
  /** The card installments by quantity (18 at most); split them with `splitInstallments`. */
  readonly options: readonly InstallmentOptionLike[];
  /** Every gateway with its methods and installments (store source; empty for the card provider). */
  readonly gateways: readonly PaymentGateway[];
  /** 'Nenhum parcelamento disponível para o produto' when `options` is empty, `undefined` otherwise. */
  readonly emptyMessage: string | undefined;
}

/** What `useInstallments` returns: SWR's shape over `Installments`, plus the lazy trigger. */
export interface UseInstallmentsResult {
  /** `undefined` until requested and loaded, and while `value` is `null` or not positive. */
  readonly data: Installments | undefined;
  readonly error: StoreApiError | undefined;
  readonly isLoading: boolean;
  /** Reloads the installments of the current value. */
  readonly mutate: () => Promise<unknown>;
  /** Starts loading (the first click on the installments button); later value changes reload by themselves. */
  load(): void;
  /** Whether loading was asked for (`load()` or show-first). */
  readonly isRequested: boolean;
}

/**
 * The installments of a value in BRL (unit price times quantity): the card provider's when the gateway is
 * 17/20 and its app is active (app config, then session, then installments for a sample BIN, 18 at most
 * plus the interest-free rule), the store's otherwise. Loads on `load()` or at once with show-first, and
 * reloads when the value changes (quantity or variation).
 * @example
 * const price = 99.9;
 * const quantity = 2;
 * const installments = useInstallments(price * quantity, { gatewayId: 17 });
 * <button onClick={installments.load}>Ver parcelas</button>
 * {installments.data?.emptyMessage}
 */
export function useInstallments(
  value: number | null | undefined,
  options?: UseInstallmentsOptions,
): UseInstallmentsResult {
  const context = useContext(StorefrontContext);
  const client = useStoreClient('useInstallments', options?.client);
  const showFirst = options?.showFirst ?? context?.config.showFirstInstallments ?? false;
  const noInstallments = context?.messages.rules.noInstallments ?? ruleMessages.noInstallments;
  const [requested, setRequested] = useState(false);
  const isRequested = requested || showFirst;
  const amount = value != null && value > 0 ? Math.round(value * 100) / 100 : undefined;
  const active = isRequested && amount !== undefined;
  const viaProvider = isCardProviderGateway(options?.gatewayId);
  const queryOptions = { client };

  const appConfig = useStoreQuery(
    'useInstallments',
    active && viaProvider ? paymentAppConfigQuery() : null,
    queryOptions,
  );
  // Core's rule: the card provider once its app says it is active; the store's installments when the gateway is
  // another, or the app is inactive or unreachable; nothing yet while the app's config loads.
  const source = installmentSource(options?.gatewayId, {
    status: appConfig.data?.status,
    failed: appConfig.error !== undefined,
  });
  const providerOn = source === 'cardProvider';
  const session = useStoreQuery(
    'useInstallments',
    active && providerOn ? paymentSessionQuery() : null,
    queryOptions,
  );
  const cardInput = {
    bin: cardSampleBin(options?.brand),
    value: amount ?? 0,
    maxInstallmentWithoutInterest: installmentQueryLimit(appConfig.data?.maximumInstallmentWithoutInterest)
      .maxInstallmentsInterestFree,
  };
  const card = useStoreQuery(
    'useInstallments',
    active && providerOn && session.data ? cardInstallmentsQuery(cardInput) : null,
    queryOptions,
  );
  const useStore = active && source === 'store';
  const store = useStoreQuery(
    'useInstallments',
    useStore && amount !== undefined ? installmentsQuery(amount) : null,
    queryOptions,
  );

  const data = useMemo<Installments | undefined>(() => {
    if (!active) return undefined;
    const build = (from: InstallmentSource, list: InstallmentOptionLike[], gateways: PaymentGateway[]) => ({
      source: from,
      options: list,
      gateways,
      emptyMessage: list.length === 0 ? noInstallments : undefined,
    });
    if (useStore && store.data)
      return build('store', storeInstallmentOptions(store.data, options?.gatewayId), store.data);
    if (!useStore && card.data) {
      const list = cardProviderInstallments(card.data, options?.brand).filter((o) => o.quantity <= 18);
      return build('cardProvider', list, []);
    }
    return undefined;
  }, [active, useStore, store.data, card.data, options?.gatewayId, options?.brand, noInstallments]);

  const error = useStore ? store.error : (session.error ?? card.error);
  const isLoading = active && data === undefined && error === undefined;
  const load = useCallback(() => setRequested(true), []);
  const mutate = useCallback(
    () => (useStore ? store.mutate() : Promise.all([appConfig.mutate(), card.mutate()])),
    [useStore, store, appConfig, card],
  );
  return { data, error, isLoading, mutate, load, isRequested };
}
