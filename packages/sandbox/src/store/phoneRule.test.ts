import { describe, expect, it } from 'vitest';
import { sandboxFixtures as F } from '../data/sandboxFixtures';
import { createSandboxStore } from './createSandboxStore';

const NOW = new Date('2025-05-01T12:00:00Z');
const fresh = () => createSandboxStore({ now: () => NOW });
const alertMe = (phone: string) => ({
  name: 'Ana',
  email: 'ana@example.com',
  phone,
  idProduct: F.exhausted.idProduct,
  idSku: null,
  nameProduct: 'x',
});

describe('phones, checked with the same rule as the client forms', () => {
  it('given a Curitiba landline starting with 6, masked or bare, it accepts the back-in-stock alert', () => {
    for (const phone of ['(41) 6347-1234', '4163471234']) {
      const store = fresh();
      expect(store.call('catalogue.alertMe', { json: alertMe(phone) }).status).toBe(200);
      expect(store.inspect.submissions('alertMe')).toHaveLength(1);
    }
  });

  it('given a landline starting with 7, an 11-digit number not starting with 9 or an unknown area code, it answers 400 in pt-BR and records nothing', () => {
    for (const phone of ['(41) 7347-1234', '(41) 63471-2345', '(20) 98765-4321']) {
      const store = fresh();
      const result = store.call('catalogue.alertMe', { json: alertMe(phone) });
      expect(result).toEqual({
        status: 400,
        body: expect.objectContaining({ message: 'Informe um telefone válido.' }),
      });
      expect(store.inspect.submissions('alertMe')).toHaveLength(0);
    }
  });

  it('given a customer changing their phone to a landline starting with 6, it keeps it; an invalid one changes nothing', () => {
    const store = fresh();
    const login = { json: { username: F.customer.cpfCnpj, password: F.customer.password } };
    expect(store.call('customer.login', login, 's1').status).toBe(200);
    expect(
      store.call('customer.changeInfo', { json: { phone: { phone1: '(41) 6347-1234' } } }, 's1').status,
    ).toBe(200);
    const refused = store.call(
      'customer.changeInfo',
      { json: { phone: { phone1: '(41) 7347-1234' } } },
      's1',
    );
    expect(refused.status).toBe(400);
    const customer = store.call('customer.getClient', {}, 's1').body as { phone: { phone1: string } };
    expect(customer.phone.phone1).toBe('(41) 6347-1234');
  });
});
