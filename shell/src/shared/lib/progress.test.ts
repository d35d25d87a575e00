import { createProgress } from './progress';

describe('progress', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('When a load ends within 200 ms, then the bar never shows', () => {
    const progress = createProgress();
    const seen: boolean[] = [];
    progress.subscribe((active) => seen.push(active));

    progress.start();
    jest.advanceTimersByTime(150);
    progress.done();
    jest.advanceTimersByTime(1000);

    expect(seen).toEqual([]);
  });

  it('When loads overlap and last long, then the bar shows once and hides at the end', () => {
    const progress = createProgress();
    const seen: boolean[] = [];
    progress.subscribe((active) => seen.push(active));

    progress.start();
    progress.start();
    jest.advanceTimersByTime(250);
    progress.done();
    expect(seen).toEqual([true]);
    progress.done();
    expect(seen).toEqual([true, false]);
  });

  it('When a load hangs, then the bar hides after 5 s', () => {
    const progress = createProgress();
    const seen: boolean[] = [];
    progress.subscribe((active) => seen.push(active));

    progress.start();
    jest.advanceTimersByTime(5_000);

    expect(seen).toEqual([true, false]);
  });
});
