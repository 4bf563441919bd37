import { useId, useState, type FormEvent } from 'react';
import { MESSAGES, STUDIO_TEXT_LIMITS as MAX, type ContainerKind } from '@lab/domain/kernel';
import { Choice, Field } from '../../../shared/ui/field';
import { containerActions } from '../studio-actions';
import { pageHasAgenda, pageHasForm, type StudioPage } from '../studio-model';
import { LengthLeft } from './LengthLeft';
import { useStudioContext } from './studio-context';
import './container-kinds.css';

const KINDS: ReadonlyArray<{ kind: ContainerKind; label: string; hint: string }> = [
  { kind: 'cards', label: 'Cards', hint: 'Uma lista de cards: projetos, trabalhos, links.' },
  {
    kind: 'formulario',
    label: 'Formulário de contato',
    hint: 'O formulário “Como posso ajudar?”: as mensagens chegam a você em CONTATOS.',
  },
  {
    kind: 'agenda',
    label: 'Agenda',
    hint: 'Seus serviços e horários: o visitante reserva um horário, e a reserva chega a você em CONTATOS.',
  },
  { kind: 'galeria', label: 'Galeria', hint: 'Suas fotos em grade: o visitante toca numa para vê-la grande.' },
  {
    kind: 'depoimentos',
    label: 'Depoimentos',
    hint: 'O que seus clientes dizem: escreva os depoimentos ou peça por um link e aprove os que chegarem.',
  },
];

/** "Novo container" on the selected page; what is typed is kept above the panel (see containerDraft). */
export function NewContainerForm({ page }: { page: StudioPage }) {
  const { site, change, containerDraft: titulo, setContainerDraft: setTitulo } = useStudioContext();
  const [asking, setAsking] = useState(false);
  const [chosen, setChosen] = useState<ContainerKind>('cards');
  const id = useId();
  const hasForm = pageHasForm(site, page);
  const hasAgenda = pageHasAgenda(site, page);
  // A page holds one form and one agenda at most: the kind it has is not offered again.
  const kinds = KINDS.filter(({ kind }) => kind !== 'agenda' || !hasAgenda);
  const tipo: ContainerKind = (hasForm && chosen === 'formulario') || (hasAgenda && chosen === 'agenda') ? 'cards' : chosen;
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    // An untitled container would only show as "container sem título": ask for a title instead.
    if (titulo.trim() === '') {
      setAsking(true);
      return;
    }
    if ((await change(containerActions.add(page, titulo.trim(), tipo))).ok) {
      setTitulo('');
      setChosen('cards');
    }
  };
  return (
    <form className="studio-subform studio-new" aria-label="Novo container" onSubmit={(e) => void onSubmit(e)}>
      <h4>Novo container</h4>
      <KindChoice kinds={kinds} tipo={tipo} hasForm={hasForm} onChoose={setChosen} />
      <Field
        id={id}
        className="studio-field"
        label="Título do container"
        error={asking ? MESSAGES.containerTitleRequired : null}
        announceError
        describedBy={`${id}-left`}
        after={<LengthLeft id={`${id}-left`} value={titulo.trim()} max={MAX.containerTitle} />}
      >
        {(control) => (
          <input
            {...control}
            className="neon-field"
            value={titulo}
            onChange={(e) => {
              setTitulo(e.target.value);
              setAsking(false);
            }}
            autoComplete="off"
          />
        )}
      </Field>
      <button type="submit" className="neon-button neon-button--filled">
        Criar container
      </button>
    </form>
  );
}

/** The kind of the new container, one radio each; a form is offered disabled once the page has one. */
function KindChoice(props: {
  kinds: typeof KINDS;
  tipo: ContainerKind;
  hasForm: boolean;
  onChoose: (kind: ContainerKind) => void;
}) {
  const { kinds, tipo, hasForm, onChoose } = props;
  const kindName = useId();
  return (
    <fieldset className="studio-kinds">
      <legend>Tipo do container</legend>
      {kinds.map(({ kind, label, hint }) => {
        const disabled = kind === 'formulario' && hasForm;
        return (
          <div key={kind} className="studio-kind">
            <Choice
              id={`${kindName}-${kind}`}
              label={label}
              hint={disabled ? MESSAGES.formAlreadyOnPage : hint}
              hintClassName="studio-hint"
            >
              {(control) => (
                <input
                  {...control}
                  type="radio"
                  name={kindName}
                  value={kind}
                  checked={tipo === kind}
                  disabled={disabled}
                  onChange={() => onChoose(kind)}
                />
              )}
            </Choice>
          </div>
        );
      })}
    </fieldset>
  );
}
