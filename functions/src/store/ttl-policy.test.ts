/**
 * Rate-limit, geo-cache and unsettled notice documents would pile up forever without a TTL policy, and access and
 * navigation logs and sign-ins must not outlive their retention period: firestore.indexes.json declares
 * one on their expiresAt, and the adapter stores that field as a Timestamp, the only type a TTL policy
 * acts on.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { Timestamp } from 'firebase-admin/firestore';
import { DATE_FIELDS } from '@lab/domain/kernel';
import { toFirestore } from './firestore-store';

interface FieldOverride {
  collectionGroup: string;
  fieldPath: string;
  ttl?: boolean;
  indexes?: unknown[];
}

const config = JSON.parse(readFileSync(resolve(__dirname, '..', '..', '..', 'firestore.indexes.json'), 'utf8')) as {
  fieldOverrides: FieldOverride[];
};

describe('the TTL policy on server-only documents and logs', () => {
  it.each([
    'rateLimits',
    'geoCache',
    'acessos',
    'navegacoes',
    'navegacoes_users',
    'logins',
    'pedidosDados',
    'destinatarios',
    'avisos',
    // A webhook's deliveries, listed for 30 days.
    'entregas',
  ])('%s: firestore.indexes.json declares a TTL policy on expiresAt, unindexed', (collectionGroup) => {
    const override = config.fieldOverrides.find((o) => o.collectionGroup === collectionGroup && o.fieldPath === 'expiresAt');
    expect(override).toEqual({ collectionGroup, fieldPath: 'expiresAt', ttl: true, indexes: [] });
  });

  it('stores expiresAt as a Timestamp', () => {
    expect(DATE_FIELDS.has('expiresAt')).toBe(true);
    expect(toFirestore({ hits: [1], expiresAt: Date.UTC(2025, 0, 1) }).expiresAt).toEqual(
      Timestamp.fromMillis(Date.UTC(2025, 0, 1)),
    );
  });
});
