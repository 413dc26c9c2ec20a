import { screen, waitFor } from '@testing-library/react';
import { createAntiBotTokenProvider, createStoreClient } from '@vitrine/core';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useStorefront } from '../provider/useStorefront';
import { renderWithStorefront, SANDBOX_BASE_URL } from '../testing';
import { humanAntiBot } from './testing/humanAntiBot';
import { useAlerts } from './useAlerts';
import { useContactForm } from './useContactForm';

const texts = ['name', 'email', 'phone', 'city', 'subject', 'message'] as const;

/** The contact form; its anti-bot source is its own (`ownAntiBot`) or, without it, the provider's. */
function Contact({ ownAntiBot = true }: { ownAntiBot?: boolean }) {
  const { client } = useStorefront();
  const [antiBot] = useState(() => humanAntiBot(client));
  const form = useContactForm(ownAntiBot ? { antiBot } : undefined);
  const { alerts } = useAlerts();
  return (
    <form
      aria-label="Contato"
      onSubmit={(event) => {
        event.preventDefault();
        form.submit();
      }}
    >
      {texts.map((name) => (
        <div key={name}>
          <label htmlFor={form.getFieldProps(name).id}>{name}</label>
          <input {...form.getFieldProps(name)} />
          <span {...form.getErrorProps(name)} />
        </div>
      ))}
      <label htmlFor={form.getFieldProps('state').id}>state</label>
      <select {...form.getFieldProps('state')}>
        <option value="">Selecione</option>
        <option value="SP">SP</option>
      </select>
      <label htmlFor={form.getFieldProps('topic').id}>topic</label>
      <select {...form.getFieldProps('topic')}>
        <option value="">Selecione</option>
        {form.topics.map((topic) => (
          <option key={topic.idContactTopic} value={topic.idContactTopic}>
            {topic.description}
          </option>
        ))}
      </select>
      <button type="submit" disabled={form.isSubmitting}>
        Enviar
      </button>
      {alerts.map((alert) => (
        <div key={alert.id} role={alert.kind === 'error' ? 'alert' : 'status'}>
          {alert.title}
        </div>
      ))}
    </form>
  );
}

async function fill(user: ReturnType<typeof renderWithStorefront>['user']) {
  await user.type(screen.getByLabelText('name'), 'Ana Souza');
  await user.type(screen.getByLabelText('email'), 'ana@example.com');
  await user.type(screen.getByLabelText('phone'), '11987654321');
  await user.type(screen.getByLabelText('city'), 'Campinas');
  await user.type(screen.getByLabelText('subject'), 'Pedido atrasado');
  await user.type(screen.getByLabelText('message'), 'Meu pedido não chegou.');
  await user.selectOptions(screen.getByLabelText('state'), 'SP');
  await user.selectOptions(screen.getByLabelText('topic'), 'Acompanhamento de pedido');
}

describe('useContactForm', () => {
  it("given no anti-bot source of its own, it asks the provider's: a robot score there is refused by the store", async () => {
    const client = createStoreClient({ baseUrl: SANDBOX_BASE_URL });
    const robot = createAntiBotTokenProvider({
      loadCredentials: () => client.content.antiBotCredentials(),
      getAntiBotToken: async () => 'bot',
    });
    const { user, store } = renderWithStorefront(<Contact ownAntiBot={false} />, {
      providerProps: { client, antiBot: robot },
    });
    await screen.findByRole('option', { name: 'Acompanhamento de pedido' });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Erro ao enviar formulário');
    expect(store.inspect.submissions('contact')).toEqual([]);
  });

  it('given a filled form and a human anti-bot score, the sandbox records it with the chosen topic and the success banner shows', async () => {
    const { user, store } = renderWithStorefront(<Contact />);
    await screen.findByRole('option', { name: 'Acompanhamento de pedido' });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect((await screen.findByRole('status')).textContent).toBe('Formulário enviado com sucesso');
    expect(store.inspect.submissions('contact')[0]?.payload).toMatchObject({
      name: 'Ana Souza',
      city: 'Campinas',
      state: 'SP',
      contactTopic: { idContactTopic: 2, description: 'Acompanhamento de pedido' },
    });
  });

  it('given an injected 500, the banner says so with its code and every typed field stays', async () => {
    const { user, store } = renderWithStorefront(<Contact />);
    store.faults.inject({ operation: 'contact.send', status: 500, times: 1 });
    await screen.findByRole('option', { name: 'Acompanhamento de pedido' });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Erro ao enviar formulário (500)');
    expect((screen.getByLabelText('city') as HTMLInputElement).value).toBe('Campinas');
    expect((screen.getByLabelText('topic') as HTMLSelectElement).value).toBe('2');
    await waitFor(() => expect(store.inspect.submissions('contact')).toHaveLength(0));
  });
});
