import { type Address, maskCep } from '@vitrine/core';

/** An address as the list shows it: street line, area line and the masked CEP. */
export interface AddressLines {
  /** 'Avenida Paulista, 1000 – Apto 52'. */
  readonly street: string;
  /** 'Bela Vista, São Paulo – SP'. */
  readonly area: string;
  /** '01310-100'. */
  readonly cep: string;
}

/** The lines an address is shown in (the complement only when given). */
export function addressLines(address: Address): AddressLines {
  const street = `${address.street}, ${address.number}`;
  return {
    street: address.complement ? `${street} – ${address.complement}` : street,
    area: `${address.neighborhood}, ${address.city} – ${address.state}`,
    cep: maskCep(address.cep),
  };
}

/** The address on one line ('Avenida Paulista, 1000 – Apto 52, Bela Vista, São Paulo – SP'). */
export function addressOneLine(address: Address): string {
  const lines = addressLines(address);
  return `${lines.street}, ${lines.area}`;
}
