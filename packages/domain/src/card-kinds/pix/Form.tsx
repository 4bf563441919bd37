/** The studio's form of a Pix card: the key, the receiver's name and city, the amount and what it is for. */
import { KindInput } from '../form-field';
import type { KindFormProps } from '../plugin';
import type { PixFields } from './schema';

export function PixForm({ idPrefix, fields, onChange }: KindFormProps<PixFields>) {
  const set = (field: keyof PixFields) => (value: string) => onChange({ ...fields, [field]: value });
  return (
    <div className="studio-card-form__grid">
      <KindInput
        id={`${idPrefix}-chave`}
        label="Chave Pix"
        value={fields.chave}
        onChange={set('chave')}
        placeholder="CPF, CNPJ, e-mail, +55... ou chave aleatória"
      />
      <KindInput id={`${idPrefix}-nome`} label="Nome de quem recebe" value={fields.nome} onChange={set('nome')} />
      <KindInput id={`${idPrefix}-cidade`} label="Cidade de quem recebe" value={fields.cidade} onChange={set('cidade')} />
      <KindInput
        id={`${idPrefix}-valor`}
        label="Valor em R$ (opcional)"
        value={fields.valor}
        onChange={set('valor')}
        placeholder="25,90"
      />
      <KindInput
        id={`${idPrefix}-descricao`}
        label="Para que é o Pix (opcional)"
        value={fields.descricao}
        onChange={set('descricao')}
      />
    </div>
  );
}
