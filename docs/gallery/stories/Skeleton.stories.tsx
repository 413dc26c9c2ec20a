import type { Meta, StoryObj } from '@storybook/react-vite';
import { Skeleton } from '@vitrine/ui';
import { onPhone } from '../support/stories';

function CardPlaceholder() {
  return (
    <div style={{ display: 'grid', gap: '0.5rem', maxWidth: 240 }}>
      <Skeleton aspectRatio={1} />
      <Skeleton shape="text" width="80%" />
      <Skeleton shape="text" width="40%" height="1.75rem" />
    </div>
  );
}

const meta = {
  title: 'Foundation/Skeleton',
  id: 'foundation-skeleton',
  component: CardPlaceholder,
} satisfies Meta<typeof CardPlaceholder>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A product card's placeholder with the card's sizes. */
export const Default: Story = {};
export const Mobile: Story = { tags: ['mobile'], ...onPhone };
