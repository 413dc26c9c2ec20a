import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProductDescription } from './ProductDescription';

const attack =
  '<p>Algodão <strong>orgânico</strong></p><img src="x" onerror="alert(1)"><script>alert(2)</script>';

describe('ProductDescription', () => {
  it('shows the formatting of the description once its sanitizer has loaded, with no script vector', async () => {
    const { container } = await act(async () => render(<ProductDescription html={attack} />));
    expect(await screen.findByText('orgânico', {}, { timeout: 5000 })).toHaveProperty('tagName', 'STRONG');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('onerror')).toBeNull();
  });
});
