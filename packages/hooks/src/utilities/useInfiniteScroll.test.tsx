import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UseInfiniteScrollOptions } from './useInfiniteScroll';
import { useInfiniteScroll } from './useInfiniteScroll';

/** A stand-in for the browser's IntersectionObserver: the test says when the sentinel is in view. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly targets = new Set<Element>();
  disconnected = false;

  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeIntersectionObserver.instances.push(this);
  }

  observe(target: Element) {
    this.targets.add(target);
  }

  unobserve(target: Element) {
    this.targets.delete(target);
  }

  disconnect() {
    this.targets.clear();
    this.disconnected = true;
  }

  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }

  /** Every live observer reports its targets as in view or not. */
  static show(isIntersecting: boolean) {
    act(() => {
      for (const observer of FakeIntersectionObserver.instances.filter((o) => !o.disconnected)) {
        const entries = [...observer.targets].map((target) => ({ target, isIntersecting }));
        observer.callback(
          entries as IntersectionObserverEntry[],
          observer as unknown as IntersectionObserver,
        );
      }
    });
  }

  static live() {
    return FakeIntersectionObserver.instances.filter((o) => !o.disconnected);
  }
}

const pageSize = 12;

/** A listing that grows by one page per load, up to `total` products. */
function Listing({
  total = 60,
  onLoad,
  ...options
}: { total?: number; onLoad?: () => unknown } & Partial<UseInfiniteScrollOptions>) {
  const [count, setCount] = useState(pageSize);
  const sentinel = useInfiniteScroll({
    onLoadMore: () => {
      setCount((current) => Math.min(total, current + pageSize));
      return onLoad?.();
    },
    hasMore: count < total,
    ...options,
  });
  return (
    <>
      <ul>
        {Array.from({ length: count }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the fake products are their index.
          <li key={index}>Produto {index + 1}</li>
        ))}
      </ul>
      <div ref={sentinel} data-testid="sentinel" />
    </>
  );
}

const products = () => screen.getAllByRole('listitem').length;
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => {
  vi.useFakeTimers();
  FakeIntersectionObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('useInfiniteScroll', () => {
  it('when the shopper scrolls to the end of the list, one more page shows after 150 ms, not before', () => {
    render(<Listing />);
    expect(products()).toBe(12);

    FakeIntersectionObserver.show(true);
    wait(149);
    expect(products()).toBe(12);

    wait(1);
    expect(products()).toBe(24);
  });

  it('given the sentinel flickers in and out of view, it loads once per debounce window', () => {
    const onLoad = vi.fn();
    render(<Listing onLoad={onLoad} />);

    FakeIntersectionObserver.show(true);
    wait(100);
    FakeIntersectionObserver.show(false);
    FakeIntersectionObserver.show(true);
    wait(100);
    FakeIntersectionObserver.show(true);
    wait(149);
    expect(onLoad).not.toHaveBeenCalled();

    wait(1);
    FakeIntersectionObserver.show(false);
    wait(1000);
    expect(onLoad).toHaveBeenCalledTimes(1);
    expect(products()).toBe(24);
  });

  it('given the sentinel leaves the view within 150 ms, nothing loads', () => {
    render(<Listing />);

    FakeIntersectionObserver.show(true);
    wait(140);
    FakeIntersectionObserver.show(false);
    wait(1000);

    expect(products()).toBe(12);
  });

  it('given the sentinel stays in view, it keeps loading a page per window until every product shows, then stops', () => {
    const onLoad = vi.fn();
    render(<Listing total={30} onLoad={onLoad} />);

    FakeIntersectionObserver.show(true);
    wait(150);
    expect(products()).toBe(24);
    wait(150);
    expect(products()).toBe(30);
    wait(5000);

    expect(onLoad).toHaveBeenCalledTimes(2);
    expect(FakeIntersectionObserver.live()).toEqual([]);
  });

  it('given the setting is off (or a product page), it never observes nor loads', () => {
    render(<Listing enabled={false} />);

    FakeIntersectionObserver.show(true);
    wait(1000);

    expect(FakeIntersectionObserver.instances).toEqual([]);
    expect(products()).toBe(12);
  });

  it('given every product already shows, it never loads', () => {
    const onLoad = vi.fn();
    render(<Listing total={12} onLoad={onLoad} />);

    FakeIntersectionObserver.show(true);
    wait(1000);

    expect(onLoad).not.toHaveBeenCalled();
    expect(FakeIntersectionObserver.instances).toEqual([]);
  });

  it('when turned off while a load is waiting, the load is dropped', () => {
    const onLoad = vi.fn();
    const { rerender } = render(<Listing onLoad={onLoad} />);
    FakeIntersectionObserver.show(true);
    wait(100);

    rerender(<Listing onLoad={onLoad} enabled={false} />);
    wait(1000);

    expect(onLoad).not.toHaveBeenCalled();
    expect(FakeIntersectionObserver.live()).toEqual([]);
  });

  it('while the previous page is still arriving, it does not ask for another', async () => {
    let finish: () => void = () => {};
    const onLoad = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<Listing onLoad={onLoad} />);

    FakeIntersectionObserver.show(true);
    wait(150);
    FakeIntersectionObserver.show(true);
    wait(1000);
    expect(onLoad).toHaveBeenCalledTimes(1);

    await act(async () => finish());
    wait(150);
    expect(onLoad).toHaveBeenCalledTimes(2);
  });

  it('given a page fails to load, it does not retry until the sentinel comes back into view', async () => {
    const onLoad = vi.fn(() => Promise.reject(new Error('Falha de rede')));
    render(<Listing onLoad={onLoad} />);

    FakeIntersectionObserver.show(true);
    wait(150);
    await act(async () => {});
    wait(1000);
    expect(onLoad).toHaveBeenCalledTimes(1);

    FakeIntersectionObserver.show(false);
    FakeIntersectionObserver.show(true);
    wait(150);
    expect(onLoad).toHaveBeenCalledTimes(2);
  });

  it('while the list says it is loading, it waits, then loads once that is over', () => {
    const onLoad = vi.fn();
    const { rerender } = render(<Listing onLoad={onLoad} isLoading />);

    FakeIntersectionObserver.show(true);
    wait(1000);
    expect(onLoad).not.toHaveBeenCalled();

    rerender(<Listing onLoad={onLoad} isLoading={false} />);
    wait(150);
    expect(onLoad).toHaveBeenCalledTimes(1);
  });

  it('honours a custom debounce and passes the root margin to the observer', () => {
    render(<Listing debounceMs={300} rootMargin="0px 0px 400px 0px" />);
    expect(FakeIntersectionObserver.instances[0]?.options.rootMargin).toBe('0px 0px 400px 0px');

    FakeIntersectionObserver.show(true);
    wait(299);
    expect(products()).toBe(12);
    wait(1);
    expect(products()).toBe(24);
  });

  it('unmounted, it stops observing and leaves no timer behind', () => {
    const onLoad = vi.fn();
    const { unmount } = render(<Listing onLoad={onLoad} />);
    FakeIntersectionObserver.show(true);

    unmount();
    wait(1000);

    expect(onLoad).not.toHaveBeenCalled();
    expect(FakeIntersectionObserver.live()).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });

  describe('without IntersectionObserver', () => {
    beforeEach(() => {
      vi.stubGlobal('IntersectionObserver', undefined);
    });

    /** Places the sentinel `top` px from the top of the viewport (jsdom lays nothing out). */
    const placeSentinel = (top: number) => {
      vi.spyOn(screen.getByTestId('sentinel'), 'getBoundingClientRect').mockReturnValue(
        new DOMRect(0, top, 100, 1),
      );
    };
    const scroll = () => act(() => void window.dispatchEvent(new Event('scroll')));

    it('loads 150 ms after scrolling stops past the end of the list', () => {
      const onLoad = vi.fn();
      render(<Listing onLoad={onLoad} />);
      placeSentinel(window.innerHeight + 500);
      scroll();
      wait(1000);
      expect(onLoad).not.toHaveBeenCalled();

      placeSentinel(window.innerHeight - 10);
      for (let step = 0; step < 5; step += 1) {
        scroll();
        wait(100);
      }
      expect(onLoad).not.toHaveBeenCalled();
      placeSentinel(window.innerHeight + 500);
      wait(50);

      expect(onLoad).not.toHaveBeenCalled();
      placeSentinel(window.innerHeight - 10);
      scroll();
      wait(150);
      expect(onLoad).toHaveBeenCalledTimes(1);
    });

    it('counts the bottom root margin as part of the view', () => {
      const onLoad = vi.fn();
      render(<Listing onLoad={onLoad} rootMargin="0px 0px 400px 0px" />);
      placeSentinel(window.innerHeight + 300);

      scroll();
      wait(150);

      expect(onLoad).toHaveBeenCalledTimes(1);
    });

    it('unmounted, it stops listening to scroll', () => {
      const onLoad = vi.fn();
      const { unmount } = render(<Listing onLoad={onLoad} />);
      unmount();

      scroll();
      wait(1000);

      expect(onLoad).not.toHaveBeenCalled();
    });
  });
});
