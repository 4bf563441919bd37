import { useState, type ComponentType } from 'react';
import { depositQr } from '@lab/domain/agenda';
import type { PixQr } from '@lab/domain/card-kinds';
import type { BookedSlot } from '../api/booking-contract';
import { depositText, durationText, whenText, type Zones } from '../booking-format';

/** Copies the code; "Copiado!" is announced, or how to copy it by hand when the browser keeps the clipboard closed. */
function CopyPixCode({ code }: { code: string }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setState('copied');
    } catch {
      setState('failed');
    }
  };
  return (
    <div className="booking__copy">
      <button type="button" className="button booking__secondary" onClick={() => void copy()}>
        Copiar código Pix
      </button>
      <span role="status">
        {state === 'copied' ? 'Copiado!' : state === 'failed' ? 'Não foi possível copiar: selecione o código e copie.' : ''}
      </span>
    </div>
  );
}

/**
 * How a Pix QR is drawn: the Pix card's own drawing (PixQrImage of `@lab/domain/card-kind-views`),
 * handed in by the page, which already carries it for its cards: imported here too, it would be
 * split into a file of its own that every skin page then loads.
 */
export type QrImage = ComponentType<{ qr: PixQr; label: string; className: string }>;

/** The deposit: its amount, the BR Code as text to copy, its QR (the Pix card's) and the reference. */
function Deposit({ sinal, QrImage }: { sinal: NonNullable<BookedSlot['sinal']>; QrImage: QrImage }) {
  return (
    <div className="booking__deposit">
      <p className="booking__deposit-title">{depositText(sinal.centavos)}</p>
      <QrImage qr={depositQr(sinal.codigo)} label="QR Code do Pix do sinal" className="booking__qr" />
      <p className="booking__deposit-label" id={`pix-${sinal.txid}`}>
        Pix Copia e Cola
      </p>
      <code className="booking__pix-code" aria-labelledby={`pix-${sinal.txid}`}>
        {sinal.codigo}
      </code>
      <CopyPixCode code={sinal.codigo} />
      <p className="booking__reference">Referência: {sinal.txid}</p>
    </div>
  );
}

/** "Reserva confirmada": what, when (both clocks when they differ), where the invitation went, and the deposit. */
export function BookingConfirmation(props: { booked: BookedSlot; email: string; visitorZone: string; QrImage: QrImage }) {
  const { booked, email, visitorZone, QrImage } = props;
  const zones: Zones = { dela: booked.fuso, visitante: visitorZone };
  return (
    <div className="booking__done">
      <h3 className="booking__done-title" tabIndex={-1} ref={(heading) => heading?.focus()}>
        Reserva confirmada
      </h3>
      <p className="booking__done-service">
        {booked.servico.nome} · {durationText(booked.servico.duracaoMin)}
      </p>
      <p className="booking__done-when">{whenText(booked.comecaEm, zones)}</p>
      <p>Enviamos a confirmação e o convite para {email}</p>
      {booked.sinal ? <Deposit sinal={booked.sinal} QrImage={QrImage} /> : null}
    </div>
  );
}
