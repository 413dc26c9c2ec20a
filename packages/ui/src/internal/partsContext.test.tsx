import { renderHook } from '@testing-library/react';
import { createContext } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { usePartsContext } from './partsContext';

const WidgetContext = createContext<{ readonly open: boolean } | null>(null);

describe('usePartsContext', () => {
  it('given a part inside its Root, it reads what the Root provides', () => {
    const { result } = renderHook(() => usePartsContext(WidgetContext, 'CartPreview', 'Lines'), {
      wrapper: ({ children }) => (
        <WidgetContext.Provider value={{ open: true }}>{children}</WidgetContext.Provider>
      ),
    });
    expect(result.current).toEqual({ open: true });
  });

  it('given a part outside its Root, it throws a message naming the part and the fix', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => usePartsContext(WidgetContext, 'CartPreview', 'Lines'))).toThrow(
      '<CartPreview.Lines> must be used inside <CartPreview.Root>.',
    );
  });

  it('given a part outside the part that provides it, the message names that part', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => usePartsContext(WidgetContext, 'CartPreview', 'LineName', 'Line'))).toThrow(
      '<CartPreview.LineName> must be used inside <CartPreview.Line>.',
    );
  });
});
