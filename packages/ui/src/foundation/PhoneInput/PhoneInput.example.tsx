import { useId, useState } from 'react';
import { PhoneInput } from './PhoneInput';

/** Example usage of `PhoneInput`: the contact form's phone, pasting blocked. */
export function PhoneInputExample() {
  const [phone, setPhone] = useState('');
  const id = useId();
  return (
    <div style={{ display: 'grid', gap: '0.25rem' }}>
      <label htmlFor={id}>Telefone</label>
      <PhoneInput id={id} value={phone} onValueChange={setPhone} blockPaste required />
    </div>
  );
}
