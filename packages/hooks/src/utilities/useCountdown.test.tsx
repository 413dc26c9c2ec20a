import { act, render, renderHook, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UseCountdownOptions } from './useCountdown';
import { useCountdown } from './useCountdown';

const start = new Date('2025-11-28T12:00:00.000Z');
const second = 1000;
const minute = 60 * second;
const hour = 60 * minute;
const day = 24 * hour;

function OfferCountdown({ end, ...options }: { end: string | null } & UseCountdownOptions) {
  const { days, hours, minutes, seconds, isExpired, isReady } = useCountdown(end, options);
  if (!isReady) return <p>Carregando oferta</p>;
  if (isExpired) return <p>Oferta encerrada</p>;
  return <p>{`Termina em ${days}d ${hours}h ${minutes}m ${seconds}s`}</p>;
}

const at = (offsetMs: number) => new Date(start.getTime() + offsetMs).toISOString();

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(start);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('useCountdown', () => {
  it("given the offer's ISO end date, it shows the days, hours, minutes and seconds left", () => {
    const { result } = renderHook(() => useCountdown(at(day + 2 * hour + 3 * minute + 4 * second)));

    expect(result.current).toEqual({
      days: 1,
      hours: 2,
      minutes: 3,
      seconds: 4,
      totalMs: day + 2 * hour + 3 * minute + 4 * second,
      isExpired: false,
      isReady: true,
    });
  });

  it('ticks down once a second', () => {
    render(<OfferCountdown end={at(2 * minute + 5 * second)} />);
    expect(screen.getByText('Termina em 0d 0h 2m 5s')).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(second));
    expect(screen.getByText('Termina em 0d 0h 2m 4s')).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(5 * second));
    expect(screen.getByText('Termina em 0d 0h 1m 59s')).toBeInTheDocument();
  });

  it('given a partial second left, it shows it as a whole second until the very end', () => {
    const { result } = renderHook(() => useCountdown(at(2500)));
    expect(result.current.seconds).toBe(3);

    act(() => vi.advanceTimersByTime(500));
    expect(result.current.seconds).toBe(2);
    act(() => vi.advanceTimersByTime(1999));
    expect(result.current).toMatchObject({ seconds: 1, isExpired: false });
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toMatchObject({ seconds: 0, totalMs: 0, isExpired: true });
  });

  it('reaches zero, says the offer is over and stops ticking', () => {
    let renders = 0;
    const { result } = renderHook(() => {
      renders += 1;
      return useCountdown(at(3 * second));
    });

    act(() => vi.advanceTimersByTime(3 * second));
    expect(result.current).toMatchObject({ days: 0, hours: 0, minutes: 0, seconds: 0, totalMs: 0 });
    expect(result.current.isExpired).toBe(true);
    expect(vi.getTimerCount()).toBe(0);

    const rendersAtZero = renders;
    act(() => vi.advanceTimersByTime(10 * second));
    expect(renders).toBe(rendersAtZero);
  });

  it('given an end date already past, it is over at once and sets no timer', () => {
    render(<OfferCountdown end={at(-minute)} />);

    expect(screen.getByText('Oferta encerrada')).toBeInTheDocument();
    expect(vi.getTimerCount()).toBe(0);
  });

  it.each([
    ['absent', null],
    ['not a date', 'amanhã'],
  ])('given an %s end date, it is over and sets no timer', (_label, end) => {
    const { result } = renderHook(() => useCountdown(end));

    expect(result.current).toMatchObject({ totalMs: 0, isExpired: true, isReady: true });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('given a new end date, it counts down to that one', () => {
    const { result, rerender } = renderHook(({ end }) => useCountdown(end), {
      initialProps: { end: at(10 * second) },
    });

    rerender({ end: at(hour) });
    act(() => vi.advanceTimersByTime(second));

    expect(result.current).toMatchObject({ minutes: 59, seconds: 59 });
    expect(vi.getTimerCount()).toBe(1);
  });

  it('accepts a Date or a time in ms as the end', () => {
    const fromDate = renderHook(() => useCountdown(new Date(start.getTime() + minute)));
    const fromMs = renderHook(() => useCountdown(start.getTime() + minute));

    expect(fromDate.result.current.minutes).toBe(1);
    expect(fromMs.result.current.minutes).toBe(1);
  });

  it('unmounted, it leaves no timer behind', () => {
    const { unmount } = render(<OfferCountdown end={at(hour)} />);
    expect(vi.getTimerCount()).toBe(1);

    unmount();

    expect(vi.getTimerCount()).toBe(0);
  });

  it('countdowns ending on the same millisecond of a second share one timer', () => {
    render(
      <>
        <OfferCountdown end={at(2 * minute)} />
        <OfferCountdown end={at(3 * minute)} />
        <OfferCountdown end={at(hour)} />
        <OfferCountdown end={at(minute + 500)} />
      </>,
    );
    // Three end on whole seconds, one half a second later: two timers, not four.
    expect(vi.getTimerCount()).toBe(2);

    act(() => vi.advanceTimersByTime(second));
    expect(screen.getByText('Termina em 0d 0h 1m 59s')).toBeInTheDocument();
    expect(screen.getByText('Termina em 0d 0h 2m 59s')).toBeInTheDocument();
    expect(screen.getByText('Termina em 0d 0h 59m 59s')).toBeInTheDocument();
    expect(screen.getByText('Termina em 0d 0h 1m 0s')).toBeInTheDocument();
    expect(vi.getTimerCount()).toBe(2);
  });

  it('a countdown that is over leaves the shared timer to the others', () => {
    render(
      <>
        <OfferCountdown end={at(2 * second)} />
        <OfferCountdown end={at(minute)} />
      </>,
    );
    act(() => vi.advanceTimersByTime(3 * second));
    expect(screen.getByText('Oferta encerrada')).toBeInTheDocument();
    expect(screen.getByText('Termina em 0d 0h 0m 57s')).toBeInTheDocument();
    expect(vi.getTimerCount()).toBe(1);
    act(() => vi.advanceTimersByTime(minute));
    expect(screen.getAllByText('Oferta encerrada')).toHaveLength(2);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('under StrictMode it still keeps a single timer', () => {
    render(
      <StrictMode>
        <OfferCountdown end={at(hour)} />
      </StrictMode>,
    );

    act(() => vi.advanceTimersByTime(second));
    expect(screen.getByText('Termina em 0d 0h 59m 59s')).toBeInTheDocument();
    expect(vi.getTimerCount()).toBe(1);
  });

  describe('server rendering and hydration', () => {
    it('renders on the server from the given now, without a timer', () => {
      const html = renderToString(<OfferCountdown end={at(hour)} now={at(-minute)} />);

      expect(html).toContain('Termina em 0d 1h 1m 0s');
      expect(vi.getTimerCount()).toBe(0);
    });

    it('given no now on the server, it renders the not-ready state', () => {
      expect(renderToString(<OfferCountdown end={at(hour)} />)).toContain('Carregando oferta');
    });

    it('hydrates the server text without a mismatch, then shows the browser time', async () => {
      const serverTime = at(0);
      const container = document.createElement('div');
      container.innerHTML = renderToString(<OfferCountdown end={at(hour)} now={serverTime} />);
      document.body.appendChild(container);
      vi.setSystemTime(start.getTime() + 5 * second);
      const onRecoverableError = vi.fn();
      const consoleError = vi.spyOn(console, 'error');

      const root = await act(async () =>
        hydrateRoot(container, <OfferCountdown end={at(hour)} now={serverTime} />, { onRecoverableError }),
      );

      expect(container).toHaveTextContent('Termina em 0d 0h 59m 55s');
      expect(onRecoverableError).not.toHaveBeenCalled();
      expect(consoleError).not.toHaveBeenCalled();
      act(() => root.unmount());
      container.remove();
    });
  });
});
