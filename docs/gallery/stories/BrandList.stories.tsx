import type { Meta, StoryObj } from '@storybook/react-vite';
import { BrandList } from '@vitrine/ui';
import { loading, onPhone } from '../support/stories';

const meta = { title: 'Widgets/BrandList', id: 'widgets-brand-list', component: BrandList } satisfies Meta<
  typeof BrandList
>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 'Compre pela Marca': the featured brands. */
export const Default: Story = {};
export const AllBrands: Story = { args: { title: 'Todas as marcas', onlyFeatured: false, showNames: true } };
export const Loading: Story = { ...loading };
export const Mobile: Story = { tags: ['mobile'], ...onPhone };
