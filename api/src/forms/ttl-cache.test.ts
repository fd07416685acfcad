import { cachedFor } from './ttl-cache';

describe('cachedFor', () => {
  let time = 0;
  const clock = () => time;
  beforeEach(() => {
    time = 1_000;
  });

  it('loads once per interval and again after it', async () => {
    const load = jest.fn(async () => `value at ${time}`);
    const read = cachedFor(30_000, load, clock);
    expect(await read()).toBe('value at 1000');
    time += 29_999;
    expect(await read()).toBe('value at 1000');
    time += 1;
    expect(await read()).toBe('value at 31000');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('lets callers that arrive during a load share it', async () => {
    let finish: (value: string) => void = () => undefined;
    const load = jest.fn(() => new Promise<string>((resolve) => (finish = resolve)));
    const read = cachedFor(30_000, load, clock);
    const both = Promise.all([read(), read()]);
    finish('shared');
    expect(await both).toEqual(['shared', 'shared']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed load so the next call tries again', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('database restarting')).mockResolvedValueOnce('back');
    const read = cachedFor(30_000, load, clock);
    await expect(read()).rejects.toThrow('database restarting');
    expect(await read()).toBe('back');
  });

  it('reads every time with an interval of 0', async () => {
    const load = jest.fn(async () => 'fresh');
    const read = cachedFor(0, load, clock);
    await read();
    await read();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
