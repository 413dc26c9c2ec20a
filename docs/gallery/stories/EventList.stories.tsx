import type { Meta, StoryObj } from '@storybook/react-vite';
import { EventList } from '@vitrine/ui';
import { loading, onPhone } from '../support/stories';

const meta = {
  title: 'Widgets/EventList',
  id: 'widgets-event-list',
  component: EventList,
  args: { hrefFor: (event) => `/busca?n=&idEventList=${event.idType}` },
} satisfies Meta<typeof EventList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Loading: Story = { ...loading };
export const Mobile: Story = { tags: ['mobile'], ...onPhone };
