// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
// Imported without a DOM: the entry (and the kit's definitions) touches no browser global.
import * as elements from './index';

describe('@vitrine/ui/elements on a server', () => {
  it('imports without a DOM, registers nothing and says why creating an element needs a browser', () => {
    expect(typeof HTMLElement).toBe('undefined');
    expect(typeof document).toBe('undefined');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { runtime, destroy } = elements.defineAllVitrineElements({ apiUrl: '' });
    expect(runtime.elementCount).toBe(0);
    expect(runtime.listenerCount).toBe(0);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('registered nothing'));
    destroy();
    const definition = { tag: 'vitrine-x', component: () => null, attributes: {}, description: 'x' } as const;
    expect(() => elements.createVitrineElement(definition, runtime)).toThrow(/needs a browser/);
  });
});
