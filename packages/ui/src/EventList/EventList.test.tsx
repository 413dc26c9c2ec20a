import { screen, waitFor, within } from '@testing-library/react';
import { expectNoAxeViolations, renderWithStorefront } from '@vitrine/hooks/testing';
import { describe, expect, it } from 'vitest';
import { EventList } from './EventList';

describe('EventList', () => {
  it('given event lists, each shows its name and description, linking where asked', async () => {
    const { container } = renderWithStorefront(<EventList hrefFor={(event) => `/lista/${event.idType}`} />);
    const section = screen.getByRole('region', { name: 'Listas de Eventos' });
    const link = await within(section).findByRole('link', { name: 'Lista de Casamento' });
    expect(link.getAttribute('href')).toMatch(/^\/lista\/\d+$/);
    expect(within(section).getAllByRole('listitem')).toHaveLength(3);
    expect(within(section).getByText('Tudo para a chegada do bebê.')).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it('without hrefFor, the names show as text', async () => {
    renderWithStorefront(<EventList title="Presentes" />);
    const section = screen.getByRole('region', { name: 'Presentes' });
    expect(await within(section).findByText('Aniversário')).toBeTruthy();
    expect(within(section).queryByRole('link')).toBeNull();
  });

  it('while loading, the title stays with skeletons', async () => {
    const { container } = renderWithStorefront(<EventList />);
    const section = screen.getByRole('region', { name: 'Listas de Eventos' });
    expect(section.getAttribute('aria-busy')).toBe('true');
    expect(section.querySelectorAll('.vt-skeleton')).toHaveLength(3);
    await expectNoAxeViolations(container);
  });

  it('given no event lists, nothing renders', async () => {
    const { container } = renderWithStorefront(<EventList />, {
      storeOptions: { data: (seed) => ({ ...seed, eventList: [] }) },
    });
    await waitFor(() => expect(container.innerHTML).toBe(''));
  });

  it('given the event lists fail to load, nothing renders', async () => {
    const { container, store } = renderWithStorefront(<EventList />);
    store.faults.inject({ operation: 'content.eventList', status: 500 });
    await waitFor(() => expect(container.innerHTML).toBe(''));
  });
});
