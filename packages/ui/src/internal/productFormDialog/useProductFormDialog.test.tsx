import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useProductFormDialog } from './useProductFormDialog';

describe('useProductFormDialog', () => {
  it('follows the flow’s state: editing, sending, failed when the request ends with the flow open, closed on closing', () => {
    const onOpenChange = vi.fn();
    const { result, rerender } = renderHook((flow) => useProductFormDialog(flow, onOpenChange), {
      initialProps: { isOpen: false, isSending: false },
    });
    expect(result.current.status).toBe('closed');
    rerender({ isOpen: true, isSending: false });
    expect(result.current.status).toBe('editing');
    rerender({ isOpen: true, isSending: true });
    expect(result.current.status).toBe('sending');
    rerender({ isOpen: true, isSending: false });
    expect(result.current.status).toBe('failed');
    rerender({ isOpen: false, isSending: false });
    expect(result.current.status).toBe('closed');
    expect(onOpenChange.mock.calls).toEqual([[true], [false]]);
  });

  it('gives focus back on closing to the element that had it when the flow opened', () => {
    const opener = document.createElement('button');
    document.body.append(opener);
    opener.focus();
    const { result, rerender } = renderHook((flow) => useProductFormDialog(flow), {
      initialProps: { isOpen: false, isSending: false },
    });
    rerender({ isOpen: true, isSending: false });
    const inside = document.createElement('input');
    document.body.append(inside);
    inside.focus();
    const event = new Event('focusout', { cancelable: true });
    result.current.returnFocus(event);
    expect(event.defaultPrevented).toBe(true);
    expect(opener).toHaveFocus();
    opener.remove();
    inside.remove();
  });
});
