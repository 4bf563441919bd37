import { onFirstUse } from './on-first-use';

describe('something opened on first use', () => {
  it('opens once, whoever asks and however often', async () => {
    const open = jest.fn(async () => ({ db: 'aberto' }));
    const get = onFirstUse(open);
    expect(open).not.toHaveBeenCalled();
    const [a, b] = await Promise.all([get(), get()]);
    expect(await get()).toBe(a);
    expect(b).toBe(a);
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('keeps a failure as the answer unless asked to retry', async () => {
    const open = jest.fn(() => Promise.reject(new Error('sem rede')));
    const get = onFirstUse(open);
    await expect(get()).rejects.toThrow('sem rede');
    await expect(get()).rejects.toThrow('sem rede');
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('with retry, tries again after a failure, and keeps the first success', async () => {
    const open = jest.fn<Promise<string>, []>().mockRejectedValueOnce(new Error('sem rede')).mockResolvedValue('módulo');
    const get = onFirstUse(open, { retry: true });
    await expect(get()).rejects.toThrow('sem rede');
    await expect(get()).resolves.toBe('módulo');
    await expect(get()).resolves.toBe('módulo');
    expect(open).toHaveBeenCalledTimes(2);
  });
});
