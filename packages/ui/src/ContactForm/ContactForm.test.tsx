import { screen, waitFor, within } from '@testing-library/react';
import { type AntiBotTokenProvider, createAntiBotTokenProvider, createStoreClient } from '@vitrine/core';
import {
  expectNoAxeViolations,
  type RenderWithStorefrontOptions,
  renderWithStorefront,
  SANDBOX_BASE_URL,
} from '@vitrine/hooks/testing';
import { createSandboxStore } from '@vitrine/sandbox';
import { describe, expect, it, vi } from 'vitest';
import { ContactForm } from './ContactForm';

type User = ReturnType<typeof renderWithStorefront>['user'];

/**
 * Renders the ready-made form with an anti-bot source whose script answers `token` (the sandbox scores 'bot' as
 * a robot), and a client that keeps the JSON of every contact request, to see what reached the store.
 */
function renderContact(
  options: { token?: string; storeOptions?: RenderWithStorefrontOptions['storeOptions'] } = {},
) {
  const sent: Record<string, unknown>[] = [];
  const client = createStoreClient({
    baseUrl: SANDBOX_BASE_URL,
    fetch: (input, init) => {
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {};
      const json = (body.json ?? body) as Record<string, unknown>;
      if ('tokenRecaptcha' in json) sent.push(json);
      return fetch(input, init);
    },
  });
  const getAntiBotToken = vi.fn(async (action: string, siteKey: string) =>
    options.token === undefined ? `human:${action}:${siteKey}` : options.token,
  );
  const antiBot: AntiBotTokenProvider = createAntiBotTokenProvider({
    loadCredentials: () => client.content.antiBotCredentials(),
    getAntiBotToken,
  });
  const rendered = renderWithStorefront(<ContactForm antiBot={antiBot} />, {
    storeOptions: options.storeOptions,
    providerProps: { client },
  });
  const form = screen.getByRole('form', { name: 'Formulário de contato' });
  return { ...rendered, form, sent, getAntiBotToken, field: within(form) };
}

const control = (form: HTMLElement, label: string) =>
  within(form).getByLabelText(label) as HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** The message a control is described by, checking it is marked invalid. */
function messageOf(element: HTMLElement): string | null | undefined {
  expect(element.getAttribute('aria-invalid')).toBe('true');
  // The message is the first description (the topic list may add the load failure after it).
  const [messageId = ''] = (element.getAttribute('aria-describedby') ?? '').split(' ');
  return document.getElementById(messageId)?.textContent;
}

async function waitForTopics(form: HTMLElement) {
  await within(form).findByRole('option', { name: 'Acompanhamento de pedido' });
}

async function fill(user: User, form: HTMLElement) {
  await waitForTopics(form);
  await user.type(control(form, 'Nome'), 'Ana Souza');
  await user.type(control(form, 'E-mail'), 'ana@example.com');
  await user.type(control(form, 'Telefone'), '11987654321');
  await user.selectOptions(control(form, 'Estado'), 'SP');
  await user.type(control(form, 'Cidade'), 'Campinas');
  await user.selectOptions(control(form, 'Descrição'), 'Acompanhamento de pedido');
  await user.type(control(form, 'Assunto'), 'Pedido atrasado');
  await user.type(control(form, 'Mensagem'), 'Meu pedido não chegou.');
}

const typed = {
  Nome: 'Ana Souza',
  'E-mail': 'ana@example.com',
  Telefone: '(11) 98765-4321',
  Estado: 'SP',
  Cidade: 'Campinas',
  Descrição: '2',
  Assunto: 'Pedido atrasado',
  Mensagem: 'Meu pedido não chegou.',
};

describe('ContactForm', () => {
  it('shows the eight fields, the ENVIAR button and an empty status region, with no message yet', async () => {
    const { form, field, container } = renderContact();
    for (const label of Object.keys(typed)) {
      expect(control(form, label).getAttribute('aria-invalid')).toBeNull();
      expect(control(form, label).value).toBe('');
    }
    expect(field.getByRole('button', { name: 'ENVIAR' })).toBeTruthy();
    expect(field.getByRole('status').textContent).toBe('');
    expect(form.getAttribute('data-state')).toBe('idle');
    await waitForTopics(form);
    await expectNoAxeViolations(container);
  });

  it('given an empty submit, every message shows beside its field, the first is focused and nothing reaches the store', async () => {
    const { user, form, field, requests, store, container } = renderContact();
    await user.click(field.getByRole('button', { name: 'ENVIAR' }));
    expect(messageOf(control(form, 'Nome'))).toBe('Informe seu Nome');
    expect(messageOf(control(form, 'E-mail'))).toBe('Informe o Email');
    expect(messageOf(control(form, 'Telefone'))).toBe('Informe o Telefone');
    expect(messageOf(control(form, 'Estado'))).toBe('Selecione o Estado');
    expect(messageOf(control(form, 'Cidade'))).toBe('Informe a Cidade');
    expect(messageOf(control(form, 'Descrição'))).toBe('Selecione a Descrição');
    expect(messageOf(control(form, 'Assunto'))).toBe('Informe o assunto');
    expect(messageOf(control(form, 'Mensagem'))).toBe('Informe o assunto');
    await waitFor(() => expect(document.activeElement).toBe(control(form, 'Nome')));
    expect(requests('contact.send')).toHaveLength(0);
    expect(store.inspect.submissions('contact')).toHaveLength(0);
    expect(field.getByRole('status').textContent).toBe('');
    await expectNoAxeViolations(container);
  });

  it('shows a message once its field is changed or left, and only for that field', async () => {
    const { user, form } = renderContact();
    await user.type(control(form, 'Nome'), 'An');
    expect(messageOf(control(form, 'Nome'))).toBe('Informe ao menos 3 caracteres');
    await user.type(control(form, 'E-mail'), 'ana@');
    expect(messageOf(control(form, 'E-mail'))).toBe('E-mail Inválido');
    await user.type(control(form, 'Telefone'), '1234');
    expect(messageOf(control(form, 'Telefone'))).toBe('Informe um Telefone Válido');
    await user.type(control(form, 'Cidade'), 'Ri');
    expect(messageOf(control(form, 'Cidade'))).toBe('Informe a Cidade');
    await user.type(control(form, 'Mensagem'), 'Oi');
    expect(messageOf(control(form, 'Mensagem'))).toBe('Informe ao menos 3 caracteres');
    // Left without typing: touched, so its message shows.
    await user.click(control(form, 'Assunto'));
    await user.tab();
    expect(messageOf(control(form, 'Assunto'))).toBe('Informe o assunto');
    expect(control(form, 'Estado').getAttribute('aria-invalid')).toBeNull();
    expect(control(form, 'Descrição').getAttribute('aria-invalid')).toBeNull();
    await user.clear(control(form, 'Nome'));
    expect(messageOf(control(form, 'Nome'))).toBe('Informe seu Nome');
    await user.type(control(form, 'Nome'), 'Ana');
    expect(control(form, 'Nome').getAttribute('aria-invalid')).toBeNull();
  });

  it('given an invalid submit then the fields fixed, sending succeeds, says so and resets every field to its default', async () => {
    const { user, form, field, store, container } = renderContact();
    await user.click(field.getByRole('button', { name: 'ENVIAR' }));
    expect(store.inspect.submissions('contact')).toHaveLength(0);
    await fill(user, form);
    for (const label of Object.keys(typed))
      expect(control(form, label).getAttribute('aria-invalid')).toBeNull();
    await user.click(field.getByRole('button', { name: 'ENVIAR' }));
    const status = field.getByRole('status');
    await waitFor(() => expect(status.textContent).toBe('Formulário enviado com sucesso'));
    expect(status.getAttribute('data-kind')).toBe('success');
    expect(form.getAttribute('data-state')).toBe('success');
    expect(store.inspect.submissions('contact').map((submission) => submission.payload)).toEqual([
      {
        name: 'Ana Souza',
        email: 'ana@example.com',
        phone: '(11) 98765-4321',
        state: 'SP',
        city: 'Campinas',
        subject: 'Pedido atrasado',
        message: 'Meu pedido não chegou.',
        contactTopic: { idContactTopic: 2, description: 'Acompanhamento de pedido' },
      },
    ]);
    for (const label of Object.keys(typed)) {
      expect(control(form, label).value).toBe('');
      expect(control(form, label).getAttribute('aria-invalid')).toBeNull();
    }
    expect((control(form, 'Estado') as HTMLSelectElement).selectedOptions[0]?.textContent).toBe('Selecione');
    expect((control(form, 'Descrição') as HTMLSelectElement).selectedOptions[0]?.textContent).toBe(
      'Selecione',
    );
    await expectNoAxeViolations(container);
    // Typing again starts a new message: the outcome clears.
    await user.type(control(form, 'Nome'), 'B');
    expect(status.textContent).toBe('');
  });

  it('while sending, ENVIAR is disabled and busy, then the outcome shows', async () => {
    const { user, form, field, store, container } = renderContact();
    await fill(user, form);
    store.faults.setLatency(150);
    await user.click(field.getByRole('button', { name: 'ENVIAR' }));
    const button = field.getByRole('button', { name: 'ENVIAR' }) as HTMLButtonElement;
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBe('true'));
    expect(button.disabled).toBe(true);
    expect(form.getAttribute('data-loading')).toBe('');
    await expectNoAxeViolations(container);
    await field.findByText('Formulário enviado com sucesso');
    expect(button.getAttribute('aria-busy')).toBeNull();
    expect(button.disabled).toBe(false);
  });

  it('given the store fails with a 500, it says so with the code and keeps every typed field', async () => {
    const { user, form, field, store, container } = renderContact();
    store.faults.inject({ operation: 'contact.send', status: 500, times: 1 });
    await fill(user, form);
    await user.click(field.getByRole('button', { name: 'ENVIAR' }));
    const status = field.getByRole('status');
    await waitFor(() => expect(status.textContent).toBe('Erro ao enviar formulário (500)'));
    expect(status.getAttribute('data-kind')).toBe('error');
    expect(form.getAttribute('data-state')).toBe('failure');
    for (const [label, value] of Object.entries(typed)) expect(control(form, label).value).toBe(value);
    expect(store.inspect.submissions('contact')).toHaveLength(0);
    await expectNoAxeViolations(container);
    // Sending again (the fault was once) goes through with what was kept.
    await user.click(field.getByRole('button', { name: 'ENVIAR' }));
    await waitFor(() => expect(status.textContent).toBe('Formulário enviado com sucesso'));
    expect(store.inspect.submissions('contact')).toHaveLength(1);
  });

  it('given the connection drops, the code says network', async () => {
    const { user, form, field, store } = renderContact();
    store.faults.inject({ operation: 'contact.send', kind: 'network', times: 1 });
    await fill(user, form);
    await user.click(field.getByRole('button', { name: 'ENVIAR' }));
    expect(await field.findByText('Erro ao enviar formulário (network)')).toBeTruthy();
    expect(control(form, 'Mensagem').value).toBe('Meu pedido não chegou.');
  });

  it('given a store listing Contact, it asks the anti-bot script for a Contact token and sends it', async () => {
    const { user, form, field, sent, getAntiBotToken } = renderContact();
    await fill(user, form);
    await user.click(field.getByRole('button', { name: 'ENVIAR' }));
    await field.findByText('Formulário enviado com sucesso');
    expect(getAntiBotToken).toHaveBeenCalledWith('Contact', 'sandbox-site-key-6LcVitrine');
    expect(sent.map((body) => body.tokenRecaptcha)).toEqual(['human:Contact:sandbox-site-key-6LcVitrine']);
  });

  it('given a store that does not list Contact, it sends an empty token without asking the script', async () => {
    const { user, form, field, sent, getAntiBotToken, store } = renderContact({
      storeOptions: { data: (seed) => ({ ...seed, antiBot: { ...seed.antiBot, tipo: 'Evaluation' } }) },
    });
    await fill(user, form);
    await user.click(field.getByRole('button', { name: 'ENVIAR' }));
    await field.findByText('Formulário enviado com sucesso');
    expect(getAntiBotToken).not.toHaveBeenCalled();
    expect(sent.map((body) => body.tokenRecaptcha)).toEqual(['']);
    expect(store.inspect.submissions('contact')).toHaveLength(1);
  });

  it('given the anti-bot scores the shopper as a robot, the store refuses with 403 and the fields stay', async () => {
    const { user, form, field, store } = renderContact({ token: 'bot' });
    await fill(user, form);
    await user.click(field.getByRole('button', { name: 'ENVIAR' }));
    expect(await field.findByText('Erro ao enviar formulário (403)')).toBeTruthy();
    expect(control(form, 'Assunto').value).toBe('Pedido atrasado');
    expect(store.inspect.submissions('contact')).toHaveLength(0);
  });

  it('masks the phone as typed and blocks pasting into it', async () => {
    const { user, form } = renderContact();
    const phone = control(form, 'Telefone');
    expect(phone.getAttribute('type')).toBe('tel');
    await user.click(phone);
    await user.paste('11987654321');
    expect(phone.value).toBe('');
    await user.type(phone, '1134567890');
    expect(phone.value).toBe('(11) 3456-7890');
    await user.type(phone, '1');
    expect(phone.value).toBe('(11) 34567-8901');
    await user.type(phone, '99');
    expect(phone.value).toBe('(11) 34567-8901');
  });

  it('lists the 27 states by two-letter code after a first choice that is not an answer', async () => {
    const { user, form } = renderContact();
    const select = control(form, 'Estado') as HTMLSelectElement;
    const options = within(select).getAllByRole('option') as HTMLOptionElement[];
    expect(options).toHaveLength(28);
    expect(options[0]?.value).toBe('');
    expect(options[0]?.textContent).toBe('Selecione');
    const codes = options.slice(1).map((option) => option.value);
    expect(new Set(codes).size).toBe(27);
    for (const option of options.slice(1)) expect(option.textContent).toBe(option.value);
    expect(codes).toEqual(expect.arrayContaining(['AC', 'DF', 'SP', 'RJ', 'TO']));
    expect(options.find((option) => option.value === 'SP')?.title).toBe('São Paulo');
    await user.selectOptions(select, 'RJ');
    expect(select.value).toBe('RJ');
    expect(select.getAttribute('aria-invalid')).toBeNull();
    await user.selectOptions(select, '');
    expect(messageOf(select)).toBe('Selecione o Estado');
  });

  it('is completed and sent from the keyboard alone, in the order of the fields', async () => {
    const { user, form, store } = renderContact();
    await waitForTopics(form);
    const order = ['Nome', 'E-mail', 'Telefone', 'Estado', 'Cidade', 'Descrição', 'Assunto', 'Mensagem'];
    const entries: Record<string, string> = {
      Nome: 'Ana Souza',
      'E-mail': 'ana@example.com',
      Telefone: '11987654321',
      Cidade: 'Campinas',
      Assunto: 'Pedido atrasado',
      Mensagem: 'Meu pedido não chegou.',
    };
    for (const label of order) {
      await user.tab();
      expect(document.activeElement).toBe(control(form, label));
      const text = entries[label];
      // A focused native <select> is chosen with the arrow keys or by typing, which jsdom does not emulate.
      if (text === undefined)
        await user.selectOptions(
          document.activeElement as HTMLSelectElement,
          label === 'Estado' ? 'SP' : '2',
        );
      else await user.keyboard(text);
    }
    await user.tab();
    expect(document.activeElement).toBe(within(form).getByRole('button', { name: 'ENVIAR' }));
    await user.keyboard('{Enter}');
    expect(await within(form).findByText('Formulário enviado com sucesso')).toBeTruthy();
    expect(store.inspect.submissions('contact')[0]?.payload).toMatchObject({
      name: 'Ana Souza',
      phone: '(11) 98765-4321',
      state: 'SP',
      contactTopic: { idContactTopic: 2 },
    });
  });

  it('while the topics load the Descrição list is busy, then it offers them after its first choice', async () => {
    const { form } = renderContact();
    const topic = control(form, 'Descrição');
    expect(topic.getAttribute('aria-busy')).toBe('true');
    expect(topic.closest('[data-field]')?.getAttribute('data-loading')).toBe('');
    await waitForTopics(form);
    expect(topic.getAttribute('aria-busy')).toBeNull();
    expect(
      within(topic)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Selecione',
      'Dúvidas sobre produtos',
      'Acompanhamento de pedido',
      'Trocas e devoluções',
      'Elogios e sugestões',
    ]);
  });

  it('given the topics cannot be loaded, the Descrição list says so and the form is not sent', async () => {
    const store = createSandboxStore({ now: () => new Date('2025-05-01T12:00:00Z') });
    store.faults.inject({ operation: 'contact.topics', status: 503 });
    const { user, container } = renderWithStorefront(<ContactForm />, { store });
    const form = screen.getByRole('form', { name: 'Formulário de contato' });
    const topic = control(form, 'Descrição');
    const hint = await within(form).findByText('Não foi possível carregar as descrições.');
    expect(topic.getAttribute('aria-describedby')).toBe(hint.id);
    expect(topic.getAttribute('aria-busy')).toBeNull();
    expect(within(topic).getAllByRole('option')).toHaveLength(1);
    await user.click(within(form).getByRole('button', { name: 'ENVIAR' }));
    expect(messageOf(topic)).toBe('Selecione a Descrição');
    expect(topic.getAttribute('aria-describedby')?.split(' ')).toContain(hint.id);
    expect(store.inspect.submissions('contact')).toHaveLength(0);
    await expectNoAxeViolations(container);
  });
});

describe('ContactForm texts and parts', () => {
  it("takes its texts from the provider's messages.ui.contactForm, and text props over them", async () => {
    renderWithStorefront(<ContactForm submit="Mandar" />, {
      providerProps: {
        messages: {
          ui: {
            contactForm: {
              title: 'Fale conosco',
              nameLabel: 'Seu nome',
              submit: 'Enviar mensagem',
              stateOption: (code, name) => `${name} (${code})`,
            },
          },
        },
      },
    });
    const form = screen.getByRole('form', { name: 'Fale conosco' });
    expect(within(form).getByLabelText('Seu nome')).toBeTruthy();
    expect(within(form).getByRole('button', { name: 'Mandar' })).toBeTruthy();
    expect(within(form).getByRole('option', { name: 'São Paulo (SP)' })).toBeTruthy();
  });

  it('composes its parts in a layout of your own, and a consumer can cancel sending', async () => {
    const onSubmit = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    const { user, requests, container } = renderWithStorefront(
      <ContactForm.Root aria-label="Contato" onSubmit={onSubmit} texts={{ success: 'Recebido!' }}>
        <ContactForm.Field name="name" label="Quem é você?" />
        <ContactForm.Field name="email" />
        <ContactForm.PhoneField />
        <ContactForm.StateField placeholder="UF" />
        <ContactForm.Field name="city" />
        <ContactForm.TopicField />
        <ContactForm.Field name="subject" />
        <ContactForm.MessageField rows={3} />
        <ContactForm.Submit asChild>
          <button type="submit" className="meu-botao">
            Enviar
          </button>
        </ContactForm.Submit>
        <ContactForm.Status />
      </ContactForm.Root>,
    );
    const form = screen.getByRole('form', { name: 'Contato' });
    expect(within(form).getByLabelText('Quem é você?')).toBeTruthy();
    expect(within(form).getByRole('option', { name: 'UF' })).toBeTruthy();
    const button = within(form).getByRole('button', { name: 'Enviar' });
    expect(button.className).toContain('vt-contact-form__submit');
    expect(button.className).toContain('meu-botao');
    await user.click(button);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    // Cancelled: not even validated.
    expect(control(form, 'Quem é você?').getAttribute('aria-invalid')).toBeNull();
    expect(requests('contact.send')).toHaveLength(0);
    await expectNoAxeViolations(container);
  });

  it('says how to fix a part used outside ContactForm.Root', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderWithStorefront(<ContactForm.Submit />)).toThrow(
      '<ContactForm.Submit> must be used inside <ContactForm.Root>.',
    );
  });
});
