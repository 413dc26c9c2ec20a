import { newsletterFormSchema } from '@vitrine/core';
import { describe, expect, it } from 'vitest';
import { createSandboxStore } from './createSandboxStore';

const register = (name: string, email = 'ana@example.com') => {
  const store = createSandboxStore({ now: () => new Date('2025-05-01T12:00:00Z') });
  const result = store.call('newsletter.register', { json: { name, email, emailInfoCategory: [] } });
  return { result, saved: store.inspect.submissions('newsletter') };
};

describe('newsletter names, by the rule the client form uses', () => {
  it("given names with an apostrophe or a hyphen, such as \"Joana D'Arc\" and 'Ana-Maria Souza', it registers them", () => {
    for (const name of ["Joana D'Arc", 'Ana-Maria Souza', 'José Ávila']) {
      const { result, saved } = register(name);
      expect(result.status, name).toBe(200);
      expect(saved.map((s) => s.payload.name)).toEqual([name]);
    }
  });

  it('given a name of 10,006 characters, it answers 400 in pt-BR and stores nothing', () => {
    const { result, saved } = register(`Maria ${'a'.repeat(10_000)}`);
    expect(result).toEqual({ status: 400, body: { message: 'O nome deve ter no máximo 100 caracteres.' } });
    expect(saved).toEqual([]);
  });

  it('given names the client form accepts or refuses, the sandbox decides the same', () => {
    const names = [
      "Joana D'Arc",
      'Ana-Maria Souza',
      'Maria Silva',
      'Maria',
      'A Silva',
      'M4ria Silva',
      "'Ana Silva",
      `Maria ${'a'.repeat(94)}`,
      `Maria ${'a'.repeat(95)}`,
    ];
    for (const name of names) {
      const client = newsletterFormSchema.safeParse({ name, email: 'ana@example.com' }).success;
      expect(register(name).result.status === 200, name).toBe(client);
    }
  });
});
