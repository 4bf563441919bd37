import { createMemoryStore, MemoryDb } from '@lab/domain/memory';

import { lazyStore } from './lazy-store';

describe('lazyStore', () => {
  it('opens the real store on first use only, and once', async () => {
    const open = jest.fn(() => createMemoryStore(new MemoryDb({ 'users/u': { idGoogle: 'u' } })));
    const store = lazyStore(open);
    expect(open).not.toHaveBeenCalled();
    await expect(store.getUser('u')).resolves.toEqual({ idGoogle: 'u' });
    await store.listSkins('u');
    expect(open).toHaveBeenCalledTimes(1);
  });
});
