/**
 * The stored shape of an agenda's settings, as its container keeps them (ContainerDoc.agenda) and a
 * published page carries them. It sits in the kernel because a stored entity of the skins carries it
 * and the kernel may import no slice; the agenda slice (packages/domain/src/agenda/) checks what the
 * studio sends against its schema (agendaSchema, whose output is this shape) and holds every rule.
 */

/** One of her services. Prices are whole centavos. */
export interface AgendaServiceConfig {
  /** Stable across edits of its name: a booking names its service by it. */
  id: string;
  nome: string;
  duracaoMin: number;
  precoCentavos?: number;
  /** The Pix deposit asked when booking; never more than the price. */
  sinalCentavos?: number;
}

/** A stretch of her day in her wall time, 'HH:MM' to 'HH:MM' ('24:00' ends a day). */
export interface AgendaPeriodConfig {
  inicio: string;
  fim: string;
}

/** One weekday's periods, in her order. */
export interface AgendaDayConfig {
  periodos: AgendaPeriodConfig[];
}

/** An agenda's settings. */
export interface AgendaConfig {
  servicos: AgendaServiceConfig[];
  /**
   * Seven days, index 0 is domingo, as Date#getDay counts; no periods is a day she does not work.
   * Each day is a map holding its periods because Firestore stores no array directly inside another.
   */
  semana: AgendaDayConfig[];
  /** Free minutes kept between two bookings. */
  intervaloMin: number;
  /** The least notice she needs, in minutes. */
  antecedenciaMin: number;
  /** How many days ahead she can be booked. */
  horizonteDias: number;
  /** A date's ('AAAA-MM-DD') own periods, in place of its weekday's; [] is a day off. */
  excecoes: Record<string, AgendaPeriodConfig[]>;
  /** Her IANA zone: every period is her wall time there. */
  fuso: string;
}
