import { describe, expect, it } from 'vitest';
import { nextProductFormDialogStatus } from './productFormDialogStatus';
import type { ProductFormDialogStatus } from './productFormDialogTypes';

/** The statuses a dialog goes through as its flow reads each state in turn, from closed. */
function walk(states: readonly [isOpen: boolean, isSending: boolean][]): ProductFormDialogStatus[] {
  const seen: ProductFormDialogStatus[] = [];
  let status: ProductFormDialogStatus = 'closed';
  for (const [isOpen, isSending] of states) {
    status = nextProductFormDialogStatus(status, { isOpen, isSending });
    seen.push(status);
  }
  return seen;
}

describe('nextProductFormDialogStatus', () => {
  it('given a request that went through, the flow closes: never failed', () => {
    expect(
      walk([
        [true, false],
        [true, true],
        [false, false],
      ]),
    ).toEqual(['editing', 'sending', 'closed']);
  });

  it('given a request that ends with the flow still open, it failed until the next attempt', () => {
    expect(
      walk([
        [true, false],
        [true, true],
        [true, false],
        [true, true],
        [false, false],
      ]),
    ).toEqual(['editing', 'sending', 'failed', 'sending', 'closed']);
  });

  it('given a failure, typing and an invalid attempt (nothing sent) keep it; closing ends it and a reopening starts clean', () => {
    let status = walk([
      [true, false],
      [true, true],
      [true, false],
    ]).at(-1) as ProductFormDialogStatus;
    status = nextProductFormDialogStatus(status, { isOpen: true, isSending: false });
    expect(status).toBe('failed');
    status = nextProductFormDialogStatus(status, { isOpen: false, isSending: false });
    expect(status).toBe('closed');
    expect(nextProductFormDialogStatus(status, { isOpen: true, isSending: false })).toBe('editing');
  });

  it('given the flow closed while sending (the request abandoned), it is closed, not failed, and reopens clean', () => {
    expect(
      walk([
        [true, false],
        [true, true],
        [false, false],
        [true, false],
      ]),
    ).toEqual(['editing', 'sending', 'closed', 'editing']);
  });
});
