import { zodResolver } from '@hookform/resolvers/zod';
import { act, screen } from '@testing-library/react';
import { type ContactValues, createContactFormSchema, formMessages } from '@vitrine/core';
import { Profiler, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { renderWithStorefront } from '../testing';
import type { FormActor } from './FormFlow';
import { useContactForm } from './useContactForm';
import { useFormField } from './useFormField';

// Measures re-renders per keystroke of the contact form for the two candidate field-state owners (the figures
// are in useContactForm's doc comment). Counts are React Profiler commits per component, not timings.

const fields = ['name', 'email', 'phone', 'state', 'city', 'topic', 'subject', 'message'] as const;
const renders = new Map<string, number>();
const count = (id: string) => {
  renders.set(id, (renders.get(id) ?? 0) + 1);
};
const Counted = ({ id, children }: { id: string; children: ReactNode }) => (
  <Profiler id={id} onRender={count}>
    {children}
  </Profiler>
);

function MachineField({ actor, name }: { actor: FormActor<ContactValues>; name: (typeof fields)[number] }) {
  const { fieldProps, errorProps } = useFormField(actor, name);
  return (
    <>
      <label htmlFor={fieldProps.id}>{name}</label>
      <input {...fieldProps} />
      <span {...errorProps} />
    </>
  );
}

function MachineForm() {
  count('form:self');
  const form = useContactForm({ isolateFields: true });
  return (
    <form aria-label="machine">
      {fields.map((name) => (
        <Counted key={name} id={`field:${name}`}>
          <MachineField actor={form.actor} name={name} />
        </Counted>
      ))}
      <button type="submit" disabled={!form.canSubmit}>
        Enviar
      </button>
    </form>
  );
}

const schema = createContactFormSchema(formMessages);

function WholeMachineForm() {
  count('form:self');
  const form = useContactForm();
  return (
    <form aria-label="machine-whole">
      {fields.map((name) => (
        <Counted key={name} id={`field:${name}`}>
          <label htmlFor={form.getFieldProps(name).id}>{name}</label>
          <input {...form.getFieldProps(name)} />
          <span {...form.getErrorProps(name)} />
        </Counted>
      ))}
    </form>
  );
}

function HookFormForm() {
  count('form:self');
  const { register, formState } = useForm({ resolver: zodResolver(schema), mode: 'onChange' });
  return (
    <form aria-label="rhf">
      {fields.map((name) => (
        <Counted key={name} id={`field:${name}`}>
          <label htmlFor={`rhf-${name}`}>{name}</label>
          <input
            id={`rhf-${name}`}
            {...register(name)}
            aria-invalid={formState.errors[name] ? true : undefined}
          />
          <span>{formState.errors[name]?.message}</span>
        </Counted>
      ))}
      <button type="submit" disabled={!formState.isValid}>
        Enviar
      </button>
    </form>
  );
}

/** Types 'Ana Souza' in Nome and returns the renders of the form root and of every field, per keystroke. */
async function measure(ui: ReactNode) {
  const { user } = renderWithStorefront(<Counted id="form">{ui}</Counted>);
  await act(async () => {});
  renders.clear();
  await user.type(screen.getByLabelText('name'), 'Ana Souza');
  const keystrokes = 'Ana Souza'.length;
  const fieldRenders = [...renders].filter(([id]) => id.startsWith('field:'));
  return {
    keystrokes,
    commits: renders.get('form') ?? 0,
    formComponentRenders: renders.get('form:self') ?? 0,
    nameFieldCommits: renders.get('field:name') ?? 0,
    otherFieldCommits: fieldRenders.filter(([id]) => id !== 'field:name').reduce((sum, [, n]) => sum + n, 0),
  };
}

describe('contact form field state: renders per keystroke', () => {
  it('with the core machine and one useFormField per field, only the typed field re-renders', async () => {
    const figures = await measure(<MachineForm />);
    console.info('machine + useFormField', figures);
    // A Profiler reports the commits of its subtree: 'form' counts every commit, each field its own.
    expect(figures.formComponentRenders).toBe(0);
    expect(figures.otherFieldCommits).toBe(0);
    expect(figures.nameFieldCommits).toBeLessThanOrEqual(figures.keystrokes + 1);
    expect(figures.nameFieldCommits).toBeGreaterThanOrEqual(figures.keystrokes);
  });

  it('with the core machine read whole by the form (getFieldProps), the form and every field re-render per keystroke', async () => {
    const figures = await measure(<WholeMachineForm />);
    console.info('machine + getFieldProps', figures);
    expect(figures.formComponentRenders).toBe(figures.keystrokes);
    expect(figures.otherFieldCommits).toBe(figures.keystrokes * (fields.length - 1));
  });

  it('with react-hook-form and zodResolver on the same schema, uncontrolled inputs commit only when validity changes', async () => {
    const figures = await measure(<HookFormForm />);
    console.info('react-hook-form + zodResolver', figures);
    expect(figures.commits).toBeLessThan(figures.keystrokes);
    // When it does commit, the form component re-renders and every field with it.
    expect(figures.otherFieldCommits).toBe(figures.formComponentRenders * (fields.length - 1));
  });
});
