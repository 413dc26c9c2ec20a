import { screen } from '@testing-library/react';
import { expectNoAxeViolations, renderWithStorefront } from '@vitrine/hooks/testing';
import { describe, expect, it } from 'vitest';
import { Skeleton } from './Skeleton';

describe('Skeleton', () => {
  it('reserves the final width and height and is hidden from assistive technology', async () => {
    const { container } = renderWithStorefront(
      <section aria-busy="true" aria-label="Vitrine">
        <Skeleton width={240} height="1.5rem" shape="text" data-testid="line" />
      </section>,
    );
    const line = screen.getByTestId('line');
    expect(line).toHaveAttribute('aria-hidden', 'true');
    expect(line).toHaveAttribute('data-shape', 'text');
    expect(line.style.getPropertyValue('--vt-skeleton-width')).toBe('240px');
    expect(line.style.getPropertyValue('--vt-skeleton-height')).toBe('1.5rem');
    await expectNoAxeViolations(container);
  });

  it('given an aspect ratio, it reserves the box by ratio and ignores the height', () => {
    renderWithStorefront(<Skeleton aspectRatio="4 / 3" height={10} data-testid="image" />);
    const image = screen.getByTestId('image');
    expect(image).toHaveAttribute('data-aspect', '');
    expect(image.style.getPropertyValue('--vt-skeleton-aspect-ratio')).toBe('4 / 3');
    expect(image.style.getPropertyValue('--vt-skeleton-height')).toBe('');
    expect(image).toHaveClass('vt-skeleton');
  });

  it('given asChild, the consumer element becomes the placeholder', () => {
    renderWithStorefront(
      <Skeleton asChild shape="circle" width="3rem" aspectRatio={1}>
        <div data-testid="avatar" />
      </Skeleton>,
    );
    const avatar = screen.getByTestId('avatar');
    expect(avatar.tagName).toBe('DIV');
    expect(avatar).toHaveAttribute('data-shape', 'circle');
    expect(avatar).toHaveAttribute('aria-hidden', 'true');
  });
});
