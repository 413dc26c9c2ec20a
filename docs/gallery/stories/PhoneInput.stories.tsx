import type { Meta, StoryObj } from '@storybook/react-vite';
import { PhoneInput } from '@vitrine/ui';
import { useId, useState } from 'react';
import { onPhone } from '../support/stories';

function Labelled({ initial = '' }: { readonly initial?: string }) {
  const [phone, setPhone] = useState(initial);
  const id = useId();
  return (
    <div style={{ display: 'grid', gap: '0.25rem' }}>
      <label htmlFor={id}>Telefone</label>
      <PhoneInput id={id} value={phone} onValueChange={setPhone} blockPaste required />
    </div>
  );
}

const meta = {
  title: 'Foundation/PhoneInput',
  id: 'foundation-phone-input',
  component: Labelled,
} satisfies Meta<typeof Labelled>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Filled: Story = { args: { initial: '11987654321' } };
export const Mobile: Story = { tags: ['mobile'], ...onPhone };
