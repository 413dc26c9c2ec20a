import type { Meta, StoryObj } from '@storybook/react-vite';
import { sandboxFixtures } from '@vitrine/sandbox';
import { LazyImage } from '@vitrine/ui';
import { onPhone } from '../support/stories';

const meta = {
  title: 'Foundation/LazyImage',
  id: 'foundation-lazy-image',
  component: LazyImage,
  // The sandbox's own SVG art of a product.
  args: {
    src: `/sandbox/images/products/${sandboxFixtures.simple.idProduct}-1.svg`,
    alt: sandboxFixtures.simple.name,
    width: 400,
    height: 400,
  },
} satisfies Meta<typeof LazyImage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** A banner by ratio, decorative. */
export const Ratio: Story = { args: { alt: '', aspectRatio: '16 / 5', width: undefined, height: undefined } };
export const Mobile: Story = { tags: ['mobile'], ...onPhone };
