import { beforeEach, describe, expect, it } from '@jest/globals';
import type { Store } from '../../store/store';
import { T0, newSkin, type ContractSettings, type Peek, type StoreUnderTest } from '../../store/contract/contract-fixtures';
import { publishedPaths, type PublishedPageDoc } from '../../published';
import type { RateLimit } from '../../limits';
import { testimonialPaths } from '../testimonial-paths';

const LIMIT: RateLimit = { key: 'testimonial:u1', max: 100, windowMs: 3_600_000 };
const item = { texto: 'Recomendo!', nome: 'Joana', papel: '' };

/** Her link and the quotes sent through it (TestimonialStore): each send kept once, each approval moved once. */
export function describeTestimonialsContract(current: () => StoreUnderTest, { timeout }: ContractSettings): void {
  let store: Store;
  let peek: Peek;
  beforeEach(() => {
    ({ store, peek } = current());
  });

  describe('testimonials', () => {
    const send = (pendenteId: string) =>
      store.sendTestimonial({
        linkId: 'l1',
        matches: (hash) => hash === 'h1',
        pendenteId,
        item,
        at: T0,
        rateLimits: () => [LIMIT],
        maxPending: 50,
      });

    beforeEach(async () => {
      await store.createSkin(newSkin('u1', 's1', 'Nova'));
      const change = { kind: 'addContainer' as const, pageId: 'home', titulo: 'Depoimentos', tipo: 'depoimentos' as const };
      await store.editSkin({ uid: 'u1', skinId: 's1', change, at: T0, newId: 'c1' });
      const link = { linkId: 'l1', segredoHash: 'h1' };
      await store.setTestimonialLink({ uid: 'u1', skinId: 's1', containerId: 'c1', link, at: T0, rateLimit: LIMIT });
    });

    it(
      'keeps a sent quote once, and approving moves it into the container and its published page exactly once',
      async () => {
        expect(await send('p1')).toBe('sent');
        expect(await send('p1')).toBe('sent');
        expect(await peek.list(testimonialPaths.depoimentosPendentes('u1', 's1'))).toHaveLength(1);
        const review = { uid: 'u1', skinId: 's1', pendenteId: 'p1', aprovar: true, maxItems: 30, at: T0, rateLimit: LIMIT };
        expect(await store.reviewTestimonial(review)).toBe('approved');
        expect(await store.reviewTestimonial(review)).toBe('not-found');
        const page = (await peek.doc(publishedPaths.page('Nova', 'home'))) as PublishedPageDoc | null;
        expect(page?.containers.find((c) => c.id_container === 'c1')?.depoimentos).toEqual({ itens: [{ id: 'p1', ...item }] });
        expect(await peek.list(testimonialPaths.depoimentosPendentes('u1', 's1'))).toEqual([]);
      },
      timeout,
    );

    it(
      'a renewed link ends the old one in the same transaction',
      async () => {
        const link = { linkId: 'l2', segredoHash: 'h2' };
        await store.setTestimonialLink({ uid: 'u1', skinId: 's1', containerId: 'c1', link, at: T0, rateLimit: LIMIT });
        expect(await peek.doc(testimonialPaths.linkDepoimento('l1'))).toBeNull();
        expect(await send('p2')).toBe('link-not-found');
        expect(await peek.doc(testimonialPaths.linkDepoimento('l2'))).toMatchObject({ uid: 'u1', containerId: 'c1' });
      },
      timeout,
    );
  });
}
