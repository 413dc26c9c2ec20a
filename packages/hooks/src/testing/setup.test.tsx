import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import './setup';

describe('@vitrine/hooks/testing/setup', () => {
  it('gives expect the jest-dom matchers', () => {
    render(<button type="button">Comprar</button>);

    expect(screen.getByRole('button')).toBeInTheDocument();
    expect(screen.getByRole('button')).toHaveAccessibleName('Comprar');
  });

  it('unmounts what the previous test rendered', () => {
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
