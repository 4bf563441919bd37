import { useId } from 'react';
import type { CardFields, CardKind, PixFields, WhatsappFields } from '@lab/domain';

const NO_WHATSAPP: WhatsappFields = { numero: '', mensagem: '', botao: '' };
const NO_PIX: PixFields = { chave: '', nome: '', cidade: '', valor: '', descricao: '' };

/** A card with the kind chosen: that kind's fields start empty, the other kind's go away. */
export function withKind(card: CardFields, tipo: CardKind | undefined): CardFields {
  const { tipo: _tipo, whatsapp: _whatsapp, pix: _pix, ...rest } = card;
  if (tipo === 'whatsapp') return { ...rest, tipo, whatsapp: card.whatsapp ?? NO_WHATSAPP };
  if (tipo === 'pix') return { ...rest, tipo, pix: card.pix ?? NO_PIX };
  return rest;
}

/**
 * The kind of a new card: chosen once, when it is created (the server keeps it after that). A link
 * is a plain card whose form asks only for a title and the address.
 */
export function CardKindChoice({
  card,
  onChange,
  linkOnly,
  setLinkOnly,
}: {
  card: CardFields;
  onChange: (card: CardFields) => void;
  linkOnly: boolean;
  setLinkOnly: (linkOnly: boolean) => void;
}) {
  const options: ReadonlyArray<[CardKind | undefined, boolean, string]> = [
    [undefined, false, 'Card comum'],
    [undefined, true, 'Link'],
    ['whatsapp', false, 'WhatsApp'],
    ['pix', false, 'Pix'],
  ];
  return (
    <fieldset className="studio-card-kind">
      <legend>Tipo de card</legend>
      {options.map(([tipo, link, label]) => (
        <label key={label}>
          <input
            type="radio"
            name="tipo"
            checked={card.tipo === tipo && linkOnly === link}
            onChange={() => {
              setLinkOnly(link);
              onChange(withKind(card, tipo));
            }}
          />{' '}
          {label}
        </label>
      ))}
    </fieldset>
  );
}

/** The inputs of the card's kind: the WhatsApp number and first message, or the Pix key and receiver. */
export function CardKindFields({ card, onChange }: { card: CardFields; onChange: (card: CardFields) => void }) {
  const baseId = useId();
  if (card.tipo === 'whatsapp' && card.whatsapp) {
    const whatsapp = card.whatsapp;
    const set = (field: keyof WhatsappFields, value: string) => onChange({ ...card, whatsapp: { ...whatsapp, [field]: value } });
    return (
      <div className="studio-card-form__grid">
        <Field
          id={`${baseId}-numero`}
          label="Número do WhatsApp"
          value={whatsapp.numero}
          onChange={(v) => set('numero', v)}
          type="tel"
          placeholder="(11) 98765-4321"
        />
        <Field
          id={`${baseId}-mensagem`}
          label="Primeira mensagem (opcional)"
          value={whatsapp.mensagem}
          onChange={(v) => set('mensagem', v)}
        />
        <Field
          id={`${baseId}-botao`}
          label="Texto do botão (opcional)"
          value={whatsapp.botao ?? ''}
          onChange={(v) => set('botao', v)}
          placeholder="Conversar no WhatsApp"
        />
      </div>
    );
  }
  if (card.tipo === 'pix' && card.pix) {
    const pix = card.pix;
    const set = (field: keyof PixFields, value: string) => onChange({ ...card, pix: { ...pix, [field]: value } });
    return (
      <div className="studio-card-form__grid">
        <Field
          id={`${baseId}-chave`}
          label="Chave Pix"
          value={pix.chave}
          onChange={(v) => set('chave', v)}
          placeholder="CPF, CNPJ, e-mail, +55... ou chave aleatória"
        />
        <Field id={`${baseId}-nome`} label="Nome de quem recebe" value={pix.nome} onChange={(v) => set('nome', v)} />
        <Field id={`${baseId}-cidade`} label="Cidade de quem recebe" value={pix.cidade} onChange={(v) => set('cidade', v)} />
        <Field
          id={`${baseId}-valor`}
          label="Valor em R$ (opcional)"
          value={pix.valor}
          onChange={(v) => set('valor', v)}
          placeholder="25,90"
        />
        <Field
          id={`${baseId}-descricao`}
          label="Para que é o Pix (opcional)"
          value={pix.descricao}
          onChange={(v) => set('descricao', v)}
        />
      </div>
    );
  }
  return null;
}

function Field(props: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: string;
  placeholder?: string;
}) {
  return (
    <div className="studio-field">
      <label htmlFor={props.id}>{props.label}</label>
      <input
        id={props.id}
        className="neon-field"
        type={props.type ?? 'text'}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        autoComplete="off"
        placeholder={props.placeholder}
      />
    </div>
  );
}

/** The kind part of the card form: the choice for a new card, then the kind's inputs. */
export function CardKindSection({
  choose,
  card,
  onChange,
  linkOnly,
  setLinkOnly,
}: {
  choose: boolean;
  card: CardFields;
  onChange: (card: CardFields) => void;
  linkOnly: boolean;
  setLinkOnly: (linkOnly: boolean) => void;
}) {
  return (
    <>
      {choose ? <CardKindChoice card={card} onChange={onChange} linkOnly={linkOnly} setLinkOnly={setLinkOnly} /> : null}
      <CardKindFields card={card} onChange={onChange} />
    </>
  );
}
