import type { Meta, StoryObj } from '@storybook/react-vite';
import { LightningOffers } from '@vitrine/ui';
import { loading, onPhone } from '../support/stories';

const meta = {
  title: 'Widgets/LightningOffers',
  id: 'widgets-lightning-offers',
  component: LightningOffers,
  // The store's clock: the countdowns start from the same instant in every build.
  args: { now: '2025-05-01T12:00:00Z' },
} satisfies Meta<typeof LightningOffers>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 'Ofertas Relâmpago' with their countdowns. */
export const Default: Story = {};
export const Loading: Story = { ...loading };
export const Mobile: Story = { tags: ['mobile'], ...onPhone };
