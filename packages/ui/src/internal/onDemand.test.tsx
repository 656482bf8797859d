import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { type OnDemand, onDemand, useOnDemand } from './onDemand';

/** An importer the test resolves or rejects by hand. */
function manualImporter<T>() {
  const calls: { resolve: (value: T) => void; reject: (error: Error) => void }[] = [];
  const importer = vi.fn(
    () =>
      new Promise<T>((resolve, reject) => {
        calls.push({ resolve, reject });
      }),
  );
  return { importer, calls };
}

function Shows({ part, needed }: { part: OnDemand<string>; needed: boolean }) {
  const text = useOnDemand(part, needed);
  return <p>{text ?? 'nothing yet'}</p>;
}

describe('onDemand', () => {
  it('loads once however often it is asked for, and then has it at hand', async () => {
    const { importer, calls } = manualImporter<{ name: string }>();
    const part = onDemand(importer);
    expect(importer).not.toHaveBeenCalled();
    expect(part.current()).toBeUndefined();
    const first = part.load();
    const second = part.load();
    void part.preload();
    expect(importer).toHaveBeenCalledTimes(1);
    calls[0]?.resolve({ name: 'list' });
    await expect(first).resolves.toEqual({ name: 'list' });
    await expect(second).resolves.toEqual({ name: 'list' });
    expect(part.current()).toEqual({ name: 'list' });
    await part.load();
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('given a failed load (offline), then it is asked for again next time; preload never rejects', async () => {
    const { importer, calls } = manualImporter<string>();
    const part = onDemand(importer);
    const preloaded = part.preload();
    calls[0]?.reject(new Error('offline'));
    await expect(preloaded).resolves.toBeUndefined();
    expect(part.current()).toBeUndefined();
    const again = part.load();
    expect(importer).toHaveBeenCalledTimes(2);
    calls[1]?.resolve('loaded');
    await expect(again).resolves.toBe('loaded');
  });
});

describe('useOnDemand', () => {
  it('asks for nothing until it is needed, then renders with it once loaded', async () => {
    const { importer, calls } = manualImporter<string>();
    const part = onDemand(importer);
    const { rerender } = render(<Shows part={part} needed={false} />);
    expect(importer).not.toHaveBeenCalled();
    rerender(<Shows part={part} needed />);
    expect(importer).toHaveBeenCalledTimes(1);
    expect(screen.getByText('nothing yet')).toBeInTheDocument();
    await act(async () => calls[0]?.resolve('the toasts'));
    expect(screen.getByText('the toasts')).toBeInTheDocument();
  });

  it('given it loaded before (preloaded), then the first render has it, with no wait', async () => {
    const part = onDemand(async () => 'ready');
    await part.preload();
    render(<Shows part={part} needed />);
    expect(screen.getByText('ready')).toBeInTheDocument();
  });
});
