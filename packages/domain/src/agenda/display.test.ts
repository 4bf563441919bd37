import { herZoneName, slotLabel, visitorZoneName } from './display';

const at = (iso: string) => Date.parse(iso);
const MONDAY_10_BRASILIA = at('2026-11-30T13:00:00Z');

describe('a time written for a visitor', () => {
  it('is in her zone, named, and in the visitor’s own when it differs', () => {
    expect(slotLabel(MONDAY_10_BRASILIA, { dela: 'America/Sao_Paulo', visitante: 'America/New_York' })).toBe(
      'seg., 30 de nov., 10:00 (horário de Brasília) — 08:00 no seu horário (Nova York)',
    );
  });

  it('is in her zone alone when the visitor’s clock reads the same, or the visitor’s zone is unknown', () => {
    const alone = 'seg., 30 de nov., 10:00 (horário de Brasília)';
    expect(slotLabel(MONDAY_10_BRASILIA, { dela: 'America/Sao_Paulo', visitante: 'America/Sao_Paulo' })).toBe(alone);
    expect(slotLabel(MONDAY_10_BRASILIA, { dela: 'America/Sao_Paulo', visitante: 'America/Bahia' })).toBe(alone);
    expect(slotLabel(MONDAY_10_BRASILIA, { dela: 'America/Sao_Paulo', visitante: 'Mars/Olympus_Mons' })).toBe(alone);
    expect(slotLabel(MONDAY_10_BRASILIA, { dela: 'America/Sao_Paulo' })).toBe(alone);
  });

  it('writes the visitor’s day too when their clock is on another day', () => {
    expect(slotLabel(at('2026-11-30T02:30:00Z'), { dela: 'America/Sao_Paulo', visitante: 'Asia/Kolkata' })).toBe(
      'dom., 29 de nov., 23:30 (horário de Brasília) — seg., 30 de nov., 08:00 no seu horário (Índia)',
    );
  });

  it('names her zone and the visitor’s in Portuguese, summer time included', () => {
    expect(herZoneName('America/New_York', at('2026-07-01T12:00:00Z'))).toBe('horário do Leste');
    expect(herZoneName('Europe/Lisbon', MONDAY_10_BRASILIA)).toBe('horário da Europa Ocidental');
    expect(herZoneName('UTC', MONDAY_10_BRASILIA)).toBe('UTC');
    expect(visitorZoneName('Europe/Lisbon', MONDAY_10_BRASILIA)).toBe('Portugal');
    expect(visitorZoneName('Australia/Lord_Howe', MONDAY_10_BRASILIA)).toBe('Lord Howe');
    expect(visitorZoneName('UTC', MONDAY_10_BRASILIA)).toBe('UTC');
  });
});
