import { screen } from '@testing-library/react';
import { expectNoAxeViolations, renderWithStorefront } from '@vitrine/hooks/testing';
import { describe, expect, it, vi } from 'vitest';
import { PhoneInput } from './PhoneInput';

function LabelledPhone(props: Parameters<typeof PhoneInput>[0]) {
  return (
    <>
      <label htmlFor="telefone">Telefone</label>
      <PhoneInput id="telefone" {...props} />
    </>
  );
}

const field = () => screen.getByRole('textbox', { name: 'Telefone' });

describe('PhoneInput', () => {
  it('masks a mobile number as typed, in a tel field of at most 15 characters, and passes axe', async () => {
    const onValueChange = vi.fn();
    const { user, container } = renderWithStorefront(<LabelledPhone onValueChange={onValueChange} />);
    expect(field()).toHaveAttribute('type', 'tel');
    expect(field()).toHaveAttribute('inputmode', 'tel');
    expect(field()).toHaveAttribute('maxlength', '15');
    await user.type(field(), '11987654321');
    expect(field()).toHaveValue('(11) 98765-4321');
    expect(onValueChange).toHaveBeenLastCalledWith('(11) 98765-4321');
    await expectNoAxeViolations(container);
  });

  it('given a landline with a leading 0, it drops the 0 and uses the 0000-0000 layout', async () => {
    const { user } = renderWithStorefront(<LabelledPhone />);
    await user.type(field(), '01134567890');
    expect(field()).toHaveValue('(11) 3456-7890');
  });

  it('given pasting is allowed, a pasted number is masked', async () => {
    const { user } = renderWithStorefront(<LabelledPhone />);
    await user.click(field());
    await user.paste('21 99876 5432');
    expect(field()).toHaveValue('(21) 99876-5432');
  });

  it('given blockPaste (contact form), pasting leaves the field as it was', async () => {
    const { user } = renderWithStorefront(<LabelledPhone blockPaste defaultValue="11" />);
    await user.click(field());
    await user.paste('987654321');
    expect(field()).toHaveValue('(11');
    expect(field()).toHaveAttribute('data-paste-blocked', '');
  });

  it('given a controlled value, it shows what the parent holds', async () => {
    const onValueChange = vi.fn();
    const { user } = renderWithStorefront(<LabelledPhone value="(11) 9" onValueChange={onValueChange} />);
    await user.type(field(), '8');
    expect(onValueChange).toHaveBeenCalledWith('(11) 98');
    expect(field()).toHaveValue('(11) 9');
  });
});
