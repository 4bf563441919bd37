/**
 * The Depoimentos flow's documents, each command one transaction that reads first and decides its
 * refusal before its first write. Approving rewrites the container and its published page together,
 * as a studio change does, and deletes the pending quote in the same transaction: it moves once.
 */
import { paths } from '../../kernel/paths';
import type { DocPort, DocTx } from '../../kernel/store/doc-port';
import { readRateLimit, readRateLimits, writeRateLimit, writeRateLimits } from '../../limits';
import { planPublish, publishedOf, readSource, readStoredPublished, WriteRecorder, writePublish } from '../../published';
import type { ContainerDoc, SkinDoc } from '../../skins';
import type { DepoimentoLinkDoc, DepoimentoPendenteDoc, LinkDepoimentoDoc } from '../testimonial-types';
import type { ReviewTestimonialInput, ReviewTestimonialOutcome, TestimonialStore } from './testimonial-port';
import { testimonialPaths } from '../testimonial-paths';

export function createTestimonialStore(port: DocPort): TestimonialStore {
  return {
    setTestimonialLink: (input) =>
      port.runTransaction(async (tx) => {
        const container = await tx.get<ContainerDoc>(`${paths.containers(input.uid, input.skinId)}/${input.containerId}`);
        if (container?.tipo !== 'depoimentos') return 'container-not-found';
        const hits = await readRateLimit(tx, input.rateLimit, input.at);
        if (hits === null) return 'rate-limited';
        const pointerPath = testimonialPaths.depoimentoLink(input.uid, input.skinId, input.containerId);
        const pointer = await tx.get<DepoimentoLinkDoc>(pointerPath);
        writeRateLimit(tx, input.rateLimit, hits, input.at);
        if (pointer) tx.delete(testimonialPaths.linkDepoimento(pointer.linkId));
        if (!input.link) {
          if (pointer) tx.delete(pointerPath);
          return 'done';
        }
        const link: LinkDepoimentoDoc = {
          uid: input.uid,
          skinId: input.skinId,
          containerId: input.containerId,
          segredoHash: input.link.segredoHash,
          data: input.at,
        };
        tx.set(testimonialPaths.linkDepoimento(input.link.linkId), { ...link });
        tx.set(pointerPath, { linkId: input.link.linkId, data: input.at } satisfies DepoimentoLinkDoc);
        return 'done';
      }),

    testimonialLinkOwner: async (linkId, matches) => {
      const link = await port.get<LinkDepoimentoDoc>(testimonialPaths.linkDepoimento(linkId));
      if (!link || !matches(link.segredoHash)) return null;
      const skin = await port.get<SkinDoc>(paths.skin(link.uid, link.skinId));
      if (!skin || skin.oculta) return null;
      const nome = skin.nomeExibicao || skin.username;
      return { uid: link.uid, skinId: link.skinId, containerId: link.containerId, skin: skin.username, nome };
    },

    sendTestimonial: (input) =>
      port.runTransaction(async (tx) => {
        const link = await tx.get<LinkDepoimentoDoc>(testimonialPaths.linkDepoimento(input.linkId));
        if (!link || !input.matches(link.segredoHash)) return 'link-not-found';
        const container = await tx.get<ContainerDoc>(`${paths.containers(link.uid, link.skinId)}/${link.containerId}`);
        if (container?.tipo !== 'depoimentos') return 'link-not-found';
        const path = testimonialPaths.depoimentoPendente(link.uid, link.skinId, input.pendenteId);
        // A retry of a quote already kept is answered as sent, counting nothing again.
        if (await tx.get(path)) return 'sent';
        const limits = input.rateLimits(link);
        const hits = await readRateLimits(tx, limits, input.at);
        if (hits === null) return 'rate-limited';
        const waiting = await tx.query(
          { collection: testimonialPaths.depoimentosPendentes(link.uid, link.skinId) },
          { limit: input.maxPending },
        );
        if (waiting.length >= input.maxPending) return 'too-many-pending';
        writeRateLimits(tx, limits, hits, input.at);
        const pending: DepoimentoPendenteDoc = { containerId: link.containerId, ...input.item, data: input.at };
        tx.set(path, { ...pending });
        return 'sent';
      }),

    reviewTestimonial: (input) => port.runTransaction((tx) => review(tx, input)),
  };
}

async function review(tx: DocTx, input: ReviewTestimonialInput): Promise<ReviewTestimonialOutcome> {
  const pendingPath = testimonialPaths.depoimentoPendente(input.uid, input.skinId, input.pendenteId);
  const source = await readSource(tx, input.uid, input.skinId);
  const pending = await tx.get<DepoimentoPendenteDoc>(pendingPath);
  if (!source || !pending) return 'not-found';
  const hits = await readRateLimit(tx, input.rateLimit, input.at);
  if (hits === null) return 'rate-limited';
  if (!input.aprovar) {
    writeRateLimit(tx, input.rateLimit, hits, input.at);
    tx.delete(pendingPath);
    return 'rejected';
  }
  const containerPath = `${paths.containers(input.uid, input.skinId)}/${pending.containerId}`;
  const container = source.docs.get(containerPath) as ContainerDoc | undefined;
  if (container?.tipo !== 'depoimentos') return 'container-not-found';
  const itens = container.depoimentos?.itens ?? [];
  if (itens.length >= input.maxItems) return 'container-full';
  const item = { id: input.pendenteId, texto: pending.texto, nome: pending.nome, papel: pending.papel };
  const writes = new WriteRecorder();
  writes.set(containerPath, { ...container, depoimentos: { itens: [...itens.map((i) => ({ ...i })), item] } });
  const after = publishedOf(writes.applyTo(source), input.at);
  const stored = await readStoredPublished(tx, (source.docs.get(source.skinPath) as unknown as SkinDoc).username);
  const publish = planPublish(stored, after);
  if (publish.tooLarge) return 'page-too-large';
  writeRateLimit(tx, input.rateLimit, hits, input.at);
  writes.replay(tx);
  tx.delete(pendingPath);
  writePublish(tx, publish, after, input.at);
  return 'approved';
}
