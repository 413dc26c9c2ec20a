import type { Company } from '@vitrine/core';

/** The footer lines of a company: the documented fields plus what the platform sends beside them. */
export interface StoreDataFields {
  readonly nameStore: string;
  /** Each is `undefined` when the store leaves it empty. */
  readonly fantasyName: string | undefined;
  readonly phone: string | undefined;
  readonly email: string | undefined;
  readonly document: string | undefined;
  readonly address: string | undefined;
  readonly complementText: string | undefined;
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/** The lines the footer block shows; `email`, `cnpj` and `address` are read when the platform sends them. */
export function storeDataFields(company: Company): StoreDataFields {
  const extra = company as Company & Record<string, unknown>;
  return {
    nameStore: company.nameStore,
    fantasyName: text(company.fantasyName),
    phone: text(company.phoneContact),
    email: text(extra.email),
    document: text(extra.cnpj),
    address: text(extra.address),
    complementText: text(company.complementText),
  };
}
