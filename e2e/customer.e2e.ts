// The journeys of the contact, information and customer-area widgets, in Chromium against the production
// storefront and the sandbox store: what a shopper sees at each step, and what reached the store.
import { sandboxFixtures } from '@vitrine/sandbox';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { e2eStack, expectNoAxeViolations, setUpBrowser } from './harness';

const { storefrontUrl, sandboxUrl } = e2eStack();

const e2e = setUpBrowser(sandboxUrl, storefrontUrl);

/** The sandbox's record of the calls it answered (operation, session), oldest first. */
async function storeCalls(): Promise<{ operation: string }[]> {
  const reply = await fetch(`${sandboxUrl}/__sandbox/requests`);
  return (await reply.json()) as { operation: string }[];
}

/** What the sandbox recorded of the forms sent to it (contact, privacy…), with their payloads. */
async function submissions(kind: string): Promise<{ payload: Record<string, unknown> }[]> {
  const reply = await fetch(`${sandboxUrl}/__sandbox/submissions`);
  const all = (await reply.json()) as { kind: string; payload: Record<string, unknown> }[];
  return all.filter((submission) => submission.kind === kind);
}

/** The login page's own form (the page also holds the access-recovery forms, with a 'Senha' of their own). */
const loginForm = (page: Page) =>
  page.locator('form').filter({ has: page.getByRole('button', { name: 'Entrar', exact: true }) });

async function open(page: Page, path: string) {
  await page.goto(`${storefrontUrl}${path}`);
  await page.waitForSelector('html[data-hydrated]');
}

describe('contact and customer journeys', () => {
  it('contact form: invalid → every message and nothing sent → fixed → sent, and the form starts over', async () => {
    const page = await e2e.open({ width: 360, height: 800 });
    await open(page, '/contato');
    const form = page.getByRole('form', { name: 'Formulário de contato' });
    await form.getByRole('option', { name: 'Acompanhamento de pedido' }).waitFor({ state: 'attached' });
    await form.getByRole('button', { name: 'ENVIAR' }).click();
    await form.getByText('Informe seu Nome').waitFor();
    await form.getByText('Selecione o Estado').waitFor();
    expect((await storeCalls()).filter((call) => call.operation === 'contact.send')).toEqual([]);
    await expectNoAxeViolations(page);

    await form.getByLabel('Nome').fill('Ana Souza');
    await form.getByLabel('E-mail').fill('ana@example.com');
    await form.getByLabel('Telefone').pressSequentially('11987654321');
    await form.getByLabel('Estado').selectOption('SP');
    await form.getByLabel('Cidade').fill('Campinas');
    await form.getByLabel('Descrição').selectOption({ label: 'Acompanhamento de pedido' });
    await form.getByLabel('Assunto').fill('Pedido atrasado');
    await form.getByLabel('Mensagem').fill('Meu pedido ainda não chegou.');
    await form.getByRole('button', { name: 'ENVIAR' }).click();
    await form.getByText('Formulário enviado com sucesso').waitFor();
    expect(await form.getByLabel('Nome').inputValue()).toBe('');
    const sent = await submissions('contact');
    expect(sent).toHaveLength(1);
    expect(JSON.stringify(sent[0]?.payload)).toContain('ana@example.com');
  });

  it('an anonymous visit to /customer goes to the login page, and the login brings the shopper back', async () => {
    const page = await e2e.open();
    await open(page, '/customer');
    expect(new URL(page.url()).pathname).toBe('/customer/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/customer');
    await expectNoAxeViolations(page);
    const { email, password } = sandboxFixtures.customer;
    await loginForm(page).getByLabel('E-mail, CPF ou CNPJ').fill(email);
    await loginForm(page).getByLabel('Senha', { exact: true }).fill(password);
    await Promise.all([
      page.waitForURL((url) => url.pathname === '/customer'),
      loginForm(page).getByRole('button', { name: 'Entrar', exact: true }).click(),
    ]);
    await page.getByRole('heading', { level: 1, name: 'Olá, Maria' }).waitFor();
  });

  it('register a company with an alphanumeric CNPJ → log in → add an address by CEP → default → orders → logout', async () => {
    const page = await e2e.open({ width: 1280, height: 900 });
    await open(page, '/customer/register?redirect=%2Fcustomer');
    await page.getByRole('radio', { name: 'Pessoa Jurídica' }).check();
    const form = page.getByRole('form', { name: 'Cadastro' });
    await form.getByLabel('Razão Social').fill('Nova Era Tecnologia Ltda');
    await form.getByLabel('E-mail').fill('contato@novaera.example.com');
    await form.getByLabel('Telefone').pressSequentially('1134567890');
    await form.getByLabel('CNPJ').pressSequentially('12abc34501de35');
    expect(await form.getByLabel('CNPJ').inputValue()).toBe('12.ABC.345/01DE-35');
    await form.getByLabel('Senha', { exact: true }).fill('segredo1');
    await form.getByLabel('Confirme a Senha').fill('segredo1');
    await Promise.all([
      page.waitForURL((url) => url.pathname === '/customer'),
      form.getByRole('button', { name: 'Cadastrar' }).click(),
    ]);
    expect((await storeCalls()).filter((call) => call.operation === 'customer.register')).toHaveLength(1);

    // Log out through the header, then log in again with the CNPJ.
    await page.getByRole('button', { name: /^Olá/ }).click();
    await Promise.all([
      page.waitForURL((url) => url.pathname === '/'),
      page.getByRole('menuitem', { name: 'Sair' }).click(),
    ]);
    await open(page, '/customer');
    expect(new URL(page.url()).pathname).toBe('/customer/login');
    await loginForm(page).getByLabel('E-mail, CPF ou CNPJ').fill('12.ABC.345/01DE-35');
    await loginForm(page).getByLabel('Senha', { exact: true }).fill('segredo1');
    await Promise.all([
      page.waitForURL((url) => url.pathname === '/customer'),
      loginForm(page).getByRole('button', { name: 'Entrar', exact: true }).click(),
    ]);

    await page.getByRole('button', { name: 'Adicionar endereço' }).click();
    const dialog = page.getByRole('dialog', { name: 'Novo endereço' });
    await dialog.getByLabel('CEP').pressSequentially('30130010');
    await dialog.getByText('Endereço preenchido pelo CEP. Confira e informe o número.').waitFor();
    expect(await dialog.getByLabel('Cidade').inputValue()).toBe('Belo Horizonte');
    expect(await dialog.getByLabel('Estado').inputValue()).toBe('MG');
    await dialog.getByLabel('Número').fill('1500');
    await dialog.getByRole('button', { name: 'Salvar endereço' }).click();
    const list = page.getByRole('list', { name: 'Endereços cadastrados' });
    const address = list.getByRole('listitem').filter({ hasText: 'Avenida Afonso Pena' });
    await address.waitFor();
    const makeDefault = address.getByRole('button', { name: 'Usar para entrega' });
    if (await makeDefault.count()) await makeDefault.click();
    await address.getByText('Entrega padrão').waitFor();
    await expectNoAxeViolations(page);

    await page
      .getByRole('navigation', { name: 'Área do Cliente' })
      .getByRole('link', { name: 'Meus Pedidos' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Meus Pedidos' }).waitFor();
    await page.getByText('Você ainda não fez pedidos.').waitFor();

    await page.getByRole('button', { name: /^Olá/ }).click();
    await Promise.all([
      page.waitForURL((url) => url.pathname === '/'),
      page.getByRole('menuitem', { name: 'Sair' }).click(),
    ]);
    await open(page, '/customer/order');
    expect(new URL(page.url()).pathname).toBe('/customer/login');
  });

  it("privacy notice → 'Entendi' → not shown again after a reload", async () => {
    const page = await e2e.open({ width: 360, height: 800, privacyAccepted: false });
    await open(page, '/');
    const notice = page.getByRole('region', { name: 'Aviso de privacidade' });
    await notice.waitFor();
    await expectNoAxeViolations(page);
    await notice.getByRole('button', { name: 'Entendi' }).click();
    // The notice closes once the store recorded the consent: on a loaded machine that takes more than a second.
    await expect.poll(() => notice.count(), { timeout: 15_000 }).toBe(0);
    expect((await storeCalls()).some((call) => call.operation === 'privacy.create')).toBe(true);
    await page.reload();
    await page.waitForSelector('html[data-hydrated]');
    await page.waitForLoadState('networkidle');
    expect(await notice.count()).toBe(0);
  });
});
