import { isValidCnpj, isValidCpf, unmaskDocument } from '@vitrine/core';
import type { SandboxAddress, SandboxCustomerAccount, SandboxData } from '../data/types';
import { assertKnownCep } from './freightRules';
import {
  brazilianStates,
  checkPhone,
  field,
  type OperationInput,
  optionalBool,
  optionalInt,
  optionalText,
  requireCep,
  requireEmail,
  requireInt,
  requireMinText,
  requirePhone,
  requireText,
} from './operationInput';
import { requireProduct, toListProduct } from './productViews';
import { SandboxError } from './sandboxError';
import type { OperationContext, OperationHandler } from './storeState';

/** The customer as the API describes it (no password, no internals). */
export function customerView(account: SandboxCustomerAccount | undefined) {
  if (!account) {
    return {
      idCustomer: 0,
      hasPassword: false,
      authenticated: false,
      name: '',
      email: '',
      phone: { phone1: '' },
    };
  }
  return {
    idCustomer: account.idCustomer,
    hasPassword: account.password !== '',
    authenticated: true,
    name: account.name,
    email: account.email,
    phone: { ...account.phone },
  };
}

function current(context: OperationContext): SandboxCustomerAccount | undefined {
  return context.state.data.customers.find((c) => c.idCustomer === context.session.idCustomer);
}

function requireCustomer(context: OperationContext): SandboxCustomerAccount {
  const account = current(context);
  if (!account) throw new SandboxError(401, 'Faça login para continuar.');
  return account;
}

function requireDocument(input: OperationInput): string {
  // An alphanumeric CNPJ keeps its letters; only the mask's punctuation goes.
  const document = unmaskDocument(requireText(input, 'CPF/CNPJ', 'cpfCnpj', 'cpf', 'cnpj'));
  if (!(document.length === 11 ? isValidCpf(document) : isValidCnpj(document))) {
    throw new SandboxError(400, 'CPF/CNPJ inválido.');
  }
  return document;
}

function requirePassword(input: OperationInput, name = 'password'): string {
  const password = requireText(input, 'senha', name);
  if (password.length < 6) throw new SandboxError(400, 'A senha deve ter ao menos 6 caracteres.');
  return password;
}

function emailTaken(data: SandboxData, email: string, except?: number): boolean {
  return data.customers.some((c) => c.email === email && c.idCustomer !== except);
}

function addressFrom(
  input: OperationInput,
  previous: SandboxAddress | undefined,
  idAddress: number,
): SandboxAddress {
  const cep = requireCep(input);
  assertKnownCep(cep);
  const state = requireText(input, 'estado', 'state').toUpperCase();
  if (!(brazilianStates as readonly string[]).includes(state))
    throw new SandboxError(400, 'Estado inválido.');
  return {
    idAddress,
    name: optionalText(input, 'destinatário', 'name') ?? previous?.name ?? '',
    cep,
    street: requireText(input, 'logradouro', 'street', 'address'),
    number: requireText(input, 'número', 'number'),
    complement: optionalText(input, 'complemento', 'complement') ?? '',
    neighborhood: requireText(input, 'bairro', 'neighborhood'),
    city: requireMinText(input, 'cidade', 3, 'city'),
    state,
    reference: optionalText(input, 'referência', 'reference') ?? previous?.reference ?? '',
    defaultDelivery:
      optionalBool(input, 'defaultDelivery', 'defaultDelivery') ?? previous?.defaultDelivery ?? false,
    billing: optionalBool(input, 'billing', 'billing') ?? previous?.billing ?? false,
  };
}

function applyFlagInvariants(addresses: SandboxAddress[], changed: SandboxAddress): void {
  // Exactly one default delivery and one billing address at most: setting one clears the others.
  for (const a of addresses) {
    if (a === changed) continue;
    if (changed.defaultDelivery) a.defaultDelivery = false;
    if (changed.billing) a.billing = false;
  }
  if (!addresses.some((a) => a.defaultDelivery) && addresses[0]) addresses[0].defaultDelivery = true;
}

function login(context: OperationContext, account: SandboxCustomerAccount) {
  context.session.idCustomer = account.idCustomer;
  return customerView(account);
}

/** Customer calls ("Customer"). */
export const customerOperations = {
  'customer.login': (context) => {
    const { input, state } = context;
    const username = requireText(input, 'usuário', 'username', 'email').toLowerCase();
    const password = requireText(input, 'senha', 'password');
    const account = state.data.customers.find(
      (c) =>
        c.email === username ||
        (unmaskDocument(username).length >= 11 && c.cpfCnpj === unmaskDocument(username)),
    );
    if (!account || account.password === '' || account.password !== password) {
      throw new SandboxError(401, 'Usuário ou senha inválidos.');
    }
    return login(context, account);
  },
  'customer.logout': ({ session }) => {
    session.idCustomer = null;
    return true;
  },
  // A visitor gets null, as the client expects.
  'customer.verifyLogin': (context) => {
    const account = current(context);
    return account ? customerView(account) : null;
  },
  'customer.getClient': (context) => {
    const account = requireCustomer(context);
    return {
      ...customerView(account),
      cpfCnpj: account.cpfCnpj,
      birthDate: account.birthDate,
      gender: account.gender,
      newsletter: account.newsletter,
    };
  },
  'customer.getCustomerId': (context) => current(context)?.idCustomer ?? null,
  'customer.register': (context) => {
    const { input, state } = context;
    const name = requireMinText(input, 'nome', 3, 'name');
    const email = requireEmail(input);
    const password = requirePassword(input);
    const confirm = optionalText(input, 'confirmação de senha', 'passwordConfirm');
    if (confirm !== undefined && confirm !== password) throw new SandboxError(400, 'As senhas não conferem.');
    const cpfCnpj = requireDocument(input);
    const phone = requirePhone(input, 'phone', 'phone1');
    if (emailTaken(state.data, email)) throw new SandboxError(409, 'Já existe um cadastro com este e-mail.');
    if (state.data.customers.some((c) => c.cpfCnpj === cpfCnpj)) {
      throw new SandboxError(409, 'Já existe um cadastro com este CPF/CNPJ.');
    }
    const account: SandboxCustomerAccount = {
      idCustomer: context.nextId(),
      name,
      email,
      password,
      cpfCnpj,
      phone: { phone1: phone },
      birthDate: optionalText(input, 'data de nascimento', 'birthDate') ?? '',
      gender: optionalText(input, 'gênero', 'gender') ?? '',
      addresses: [],
      wishlist: [],
      orders: [],
      newsletter: optionalBool(input, 'newsletter', 'newsletter') ?? false,
    };
    state.data.customers.push(account);
    context.record('register', { idCustomer: account.idCustomer, name, email });
    return login(context, account);
  },
  'customer.changePassword': (context) => {
    const { input, state } = context;
    const password = requirePassword(input);
    if (requireText(input, 'confirmação de senha', 'passwordConfirm') !== password) {
      throw new SandboxError(400, 'As senhas não conferem.');
    }
    const token = optionalText(input, 'token', 'token');
    let account: SandboxCustomerAccount | undefined;
    if (token) {
      const request = state.submissions.find((s) => s.kind === 'recoverEmail' && s.payload.token === token);
      if (!request) throw new SandboxError(422, 'Chave de acesso inválida ou expirada.');
      account = state.data.customers.find((c) => c.email === request.payload.email);
    } else {
      const userName = optionalText(input, 'usuário', 'userName')?.toLowerCase();
      account = current(context) ?? state.data.customers.find((c) => c.email === userName);
      if (!account) throw new SandboxError(401, 'Faça login para continuar.');
      if (account.password !== requireText(input, 'senha atual', 'passwordOld')) {
        throw new SandboxError(422, 'Senha atual incorreta.');
      }
    }
    if (!account) throw new SandboxError(404, 'Cliente não encontrado.');
    account.password = password;
    return true;
  },
  'customer.identification': ({ input, state }) => {
    const email = requireEmail(input);
    const account = state.data.customers.find((c) => c.email === email);
    return { email, exist: Boolean(account), hasPassword: Boolean(account && account.password !== '') };
  },
  'customer.saveAddress': (context) => {
    const account = requireCustomer(context);
    const idAddress = optionalInt(context.input, 'idAddress', 'idAddress');
    const previous =
      idAddress === undefined ? undefined : account.addresses.find((a) => a.idAddress === idAddress);
    if (idAddress !== undefined && idAddress !== 0 && !previous)
      throw new SandboxError(404, 'Endereço não encontrado.');
    const address = addressFrom(context.input, previous, previous?.idAddress ?? context.nextId());
    const addresses = previous
      ? account.addresses.map((a) => (a === previous ? address : a))
      : [...account.addresses, address];
    applyFlagInvariants(addresses, address);
    account.addresses = addresses;
    return address;
  },
  'customer.addresses': (context) => requireCustomer(context).addresses,
  'customer.setAddressFlag': (context) => {
    const account = requireCustomer(context);
    const { input } = context;
    const idAddress = requireInt(input, 'idAddress', 'idAddress');
    const address = account.addresses.find((a) => a.idAddress === idAddress);
    if (!address) throw new SandboxError(404, 'Endereço não encontrado.');
    const flag = optionalText(input, 'flag', 'flag', 'type');
    const defaultDelivery = flag
      ? flag === 'defaultDelivery'
      : optionalBool(input, 'defaultDelivery', 'defaultDelivery');
    const billing = flag ? flag === 'billing' : optionalBool(input, 'billing', 'billing');
    if (flag && !['defaultDelivery', 'billing'].includes(flag)) {
      throw new SandboxError(400, 'Flag inválida: use defaultDelivery ou billing.');
    }
    if (!defaultDelivery && !billing)
      throw new SandboxError(400, 'Informe a flag a marcar: defaultDelivery ou billing.');
    for (const a of account.addresses) {
      if (defaultDelivery) a.defaultDelivery = a === address;
      if (billing) a.billing = a === address;
    }
    return account.addresses;
  },
  'customer.deleteAddress': (context) => {
    const account = requireCustomer(context);
    const idAddress = requireInt(context.input, 'idAddress', ['idAddress', 'id']);
    const address = account.addresses.find((a) => a.idAddress === idAddress);
    if (!address) throw new SandboxError(404, 'Endereço não encontrado.');
    account.addresses = account.addresses.filter((a) => a !== address);
    if (!account.addresses.some((a) => a.defaultDelivery) && account.addresses[0]) {
      account.addresses[0].defaultDelivery = true;
    }
    return account.addresses;
  },
  'customer.changeEmail': (context) => {
    const account = requireCustomer(context);
    const email = requireEmail(context.input);
    const password = requireText(context.input, 'senha', 'password');
    if (account.password !== '' && password !== account.password)
      throw new SandboxError(422, 'Senha incorreta.');
    if (emailTaken(context.state.data, email, account.idCustomer)) {
      throw new SandboxError(409, 'Já existe um cadastro com este e-mail.');
    }
    account.email = email;
    return customerView(account);
  },
  'customer.recoverEmail': ({ input, state }) => {
    const password = requireText(input, 'senha', 'password');
    const cpfCnpj = unmaskDocument(requireText(input, 'CPF/CNPJ', 'cpfCnpj'));
    const account = state.data.customers.find((c) => c.cpfCnpj === cpfCnpj && c.password === password);
    if (!account) throw new SandboxError(404, 'Nenhum cadastro encontrado para os dados informados.');
    const [user = '', domain = ''] = account.email.split('@');
    return { email: `${user.slice(0, 2)}${'*'.repeat(Math.max(1, user.length - 2))}@${domain}` };
  },
  'customer.sendRecoverEmail': (context) => {
    const email = requireEmail(context.input);
    if (!context.state.data.customers.some((c) => c.email === email))
      throw new SandboxError(404, 'E-mail não cadastrado.');
    context.record('recoverEmail', { email, token: `rec-${context.nextId()}` });
    return true;
  },
  'customer.changeInfo': (context) => {
    const account = requireCustomer(context);
    const { input } = context;
    const name = optionalText(input, 'nome', 'name');
    if (name !== undefined && name.length < 3)
      throw new SandboxError(400, 'O campo nome deve ter ao menos 3 caracteres.');
    const rawPhone = field(input, 'phone');
    const phone =
      rawPhone && typeof rawPhone === 'object' && 'phone1' in rawPhone
        ? String((rawPhone as { phone1: unknown }).phone1)
        : optionalText(input, 'telefone', 'phone', 'phone1');
    if (phone !== undefined) checkPhone(phone);
    const birthDate = optionalText(input, 'data de nascimento', 'birthDate');
    if (birthDate !== undefined && !/^(\d{2}\/\d{2}\/\d{4}|\d{4}-\d{2}-\d{2})$/.test(birthDate)) {
      throw new SandboxError(400, 'Data de nascimento inválida: use DD/MM/AAAA.');
    }
    const gender = optionalText(input, 'gênero', 'gender');
    if (name !== undefined) account.name = name;
    if (phone !== undefined) account.phone = { phone1: phone };
    if (birthDate !== undefined) account.birthDate = birthDate;
    if (gender !== undefined) account.gender = gender;
    return customerView(account);
  },
  'customer.verifyAccessKeyEmail': ({ input, state }) => {
    const key = requireText(input, 'chave', 'key', 'token', 'accessKey');
    const request = state.submissions.find((s) => s.kind === 'recoverEmail' && s.payload.token === key);
    if (!request) throw new SandboxError(422, 'Chave de acesso inválida ou expirada.');
    return true;
  },
  'customer.verifyRegistration': ({ input, state }) => {
    const email = optionalText(input, 'e-mail', 'email')?.toLowerCase();
    const document = optionalText(input, 'CPF/CNPJ', 'cpfCnpj');
    if (email === undefined && document === undefined)
      throw new SandboxError(400, 'Informe o e-mail ou o CPF/CNPJ.');
    const exists = state.data.customers.some(
      (c) =>
        (email !== undefined && c.email === email) ||
        (document !== undefined && c.cpfCnpj === unmaskDocument(document)),
    );
    return exists;
  },
  'customer.verifySession': (context) => Boolean(current(context)),
  'customer.socialLogin': (context) => {
    const { input, state } = context;
    requireText(input, 'appId', 'appId');
    const appName = requireText(input, 'appName', 'appName');
    const name = requireMinText(input, 'nome', 3, 'nameCustomer');
    const email = requireEmail(input, 'emailCustomer');
    let account = state.data.customers.find((c) => c.email === email);
    if (!account) {
      account = {
        idCustomer: context.nextId(),
        name,
        email,
        password: '',
        cpfCnpj: '',
        phone: { phone1: '' },
        birthDate: '',
        gender: '',
        addresses: [],
        wishlist: [],
        orders: [],
        newsletter: false,
      };
      state.data.customers.push(account);
      context.record('register', { idCustomer: account.idCustomer, name, email, appName });
    }
    return login(context, account);
  },
  'customer.orders': (context) => requireCustomer(context).orders,
  'customer.wishlist': (context) =>
    requireCustomer(context).wishlist.map((id) => toListProduct(requireProduct(context.state.data, id))),
  'customer.addToWishlist': (context) => {
    const account = requireCustomer(context);
    const product = requireProduct(context.state.data, requireInt(context.input, 'idProduct', 'idProduct'));
    if (!account.wishlist.includes(product.idProduct))
      account.wishlist = [...account.wishlist, product.idProduct];
    return account.wishlist.map((id) => toListProduct(requireProduct(context.state.data, id)));
  },
  'customer.removeFromWishlist': (context) => {
    const account = requireCustomer(context);
    const idProduct = requireInt(context.input, 'idProduct', 'idProduct');
    if (!account.wishlist.includes(idProduct))
      throw new SandboxError(404, 'Produto não está na lista de desejos.');
    account.wishlist = account.wishlist.filter((id) => id !== idProduct);
    return account.wishlist.map((id) => toListProduct(requireProduct(context.state.data, id)));
  },
  'customer.postalCodeLookup': ({ input, state }) => {
    const cep = requireCep(input);
    assertKnownCep(cep);
    const known = state.data.postalCodes.find((p) => p.cep === cep);
    if (known) return known;
    const [city, uf] = (
      {
        '0': ['São Paulo', 'SP'],
        '1': ['Campinas', 'SP'],
        '2': ['Rio de Janeiro', 'RJ'],
        '3': ['Belo Horizonte', 'MG'],
        '4': ['Salvador', 'BA'],
        '5': ['Recife', 'PE'],
        '6': ['Fortaleza', 'CE'],
        '7': ['Goiânia', 'GO'],
        '8': ['Curitiba', 'PR'],
        '9': ['Porto Alegre', 'RS'],
      } as Record<string, [string, string]>
    )[cep.charAt(0)] as [string, string];
    return { cep, street: '', neighborhood: '', city, state: uf };
  },
  'customer.giftBalance': (context) => {
    const code = optionalText(context.input, 'código', 'code')?.toUpperCase();
    const { giftCards } = context.state.data;
    if (code) {
      const card = giftCards.find((g) => g.code === code);
      if (!card) throw new SandboxError(404, 'Cartão-presente não encontrado.');
      return card.balance;
    }
    const account = requireCustomer(context);
    return giftCards.filter((g) => g.idCustomer === account.idCustomer).reduce((s, g) => s + g.balance, 0);
  },
  'customer.giftCards': (context) => {
    const account = requireCustomer(context);
    return context.state.data.giftCards
      .filter((g) => g.idCustomer === account.idCustomer)
      .map(({ code, balance, expirationDate }) => ({ code, balance, expirationDate }));
  },
} satisfies Record<string, OperationHandler>;
