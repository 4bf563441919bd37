/** The studio's form of a WhatsApp card: its number, first message and button text. */
import { KindInput } from '../form-field';
import type { KindFormProps } from '../plugin';
import type { WhatsappFields } from './schema';

export function WhatsappForm({ idPrefix, fields, onChange }: KindFormProps<WhatsappFields>) {
  const set = (field: keyof WhatsappFields) => (value: string) => onChange({ ...fields, [field]: value });
  return (
    <div className="studio-card-form__grid">
      <KindInput
        id={`${idPrefix}-numero`}
        label="Número do WhatsApp"
        value={fields.numero}
        onChange={set('numero')}
        type="tel"
        placeholder="(11) 98765-4321"
      />
      <KindInput
        id={`${idPrefix}-mensagem`}
        label="Primeira mensagem (opcional)"
        value={fields.mensagem}
        onChange={set('mensagem')}
      />
      <KindInput
        id={`${idPrefix}-botao`}
        label="Texto do botão (opcional)"
        value={fields.botao ?? ''}
        onChange={set('botao')}
        placeholder="Conversar no WhatsApp"
      />
    </div>
  );
}
