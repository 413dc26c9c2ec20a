import type { Meta, StoryObj } from '@storybook/react-vite';
import { SearchBox } from '@vitrine/ui';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { failing, loading, onPhone } from '../support/stories';

const meta = {
  title: 'Widgets/SearchBox',
  id: 'widgets-search-box',
  component: SearchBox,
  render: () => (
    <header>
      <SearchBox />
    </header>
  ),
} satisfies Meta<typeof SearchBox>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Types `term`, then (unless `wait` is false) waits out the debounce and the search (the busy ring idle) and,
 * when given, for the text `shown` in the suggestions, whose part loads on first use.
 */
const typeTerm =
  (term: string, shown: RegExp | null = null, wait = true) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const box = within(canvasElement).getByRole('combobox');
    await userEvent.type(box, term);
    await expect(box).toHaveValue(term);
    if (!wait) return;
    await waitFor(() => expect(canvasElement.querySelector('[data-state="busy"]')).toBeNull(), {
      timeout: 10_000,
    });
    if (shown) await within(canvasElement.ownerDocument.body).findAllByText(shown, {}, { timeout: 10_000 });
  };

export const Default: Story = {};
/** Suggestions for 'camiseta' as the shopper types. */
export const Suggestions: Story = { play: typeTerm('camiseta', /Visualizar todos os produtos/) };
/** No product matches: 'Nenhum resultado encontrado'. */
export const Empty: Story = { play: typeTerm('xyzxyz', /Nenhum resultado encontrado/) };
export const Loading: Story = { ...loading, play: typeTerm('camiseta', null, false) };
// biome-ignore lint/suspicious/noShadowRestrictedNames: `Error` is the story name the docs embed.
export const Error: Story = { ...failing('catalogue.search'), play: typeTerm('camiseta') };
export const Mobile: Story = { tags: ['mobile'], ...onPhone };
