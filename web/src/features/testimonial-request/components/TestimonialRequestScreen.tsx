import { useEffect, useId, useState, type FormEvent } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { MESSAGES } from '@lab/domain/kernel';
import {
  DEPOIMENTO_NOME_MAX,
  DEPOIMENTO_PAPEL_MAX,
  DEPOIMENTO_TEXTO_MAX,
  depoimentoNome,
  depoimentoPapel,
  depoimentoTexto,
} from '@lab/domain/testimonials';
import { CharacterCounter, Choice, Field } from '../../../shared/ui/field';
import { useAppPaths } from '../../../shared/routes/app-paths';
import { useTestimonialLink } from '../hooks/use-testimonial-link';
import { useSendTestimonial, useTestimonialDraft, type TestimonialDraft } from '../hooks/use-testimonial-draft';
import './testimonial-request.css';

type Problems = Partial<Record<keyof TestimonialDraft, string>>;

/** The same rules the server keeps, said under each field before anything is sent. */
function problemsOf(draft: TestimonialDraft): Problems {
  const problems: Problems = {};
  const first = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
    result.success ? undefined : result.error?.issues[0]?.message;
  const texto = first(depoimentoTexto.safeParse(draft.texto));
  const nome = first(depoimentoNome.safeParse(draft.nome));
  const papel = first(depoimentoPapel.safeParse(draft.papel));
  if (texto) problems.texto = texto;
  if (nome) problems.nome = nome;
  if (papel) problems.papel = papel;
  if (!draft.consentimento) problems.consentimento = MESSAGES.depoimentoConsentRequired;
  return problems;
}

function useNoIndex(title: string) {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex';
    document.head.append(meta);
    document.title = title;
    return () => meta.remove();
  }, [title]);
}

/** `/depoimento/{linkId}#{segredo}`: a client of hers writes a quote, which waits for her approval. */
export function TestimonialRequest({ linkId, segredo }: { linkId: string; segredo: string }) {
  useNoIndex('Deixe seu depoimento');
  const { state, retry } = useTestimonialLink(linkId, segredo);
  return (
    <main className="testimonial-request">
      {state.status === 'loading' ? <p role="status">Carregando…</p> : null}
      {state.status === 'not-found' ? (
        <>
          <h1>Link de depoimento</h1>
          <p role="alert">{MESSAGES.depoimentoLinkNotFound}</p>
        </>
      ) : null}
      {state.status === 'failed' ? (
        <div role="alert">
          <p>{state.problem}</p>
          <button type="button" className="button" onClick={retry}>
            Tentar de novo
          </button>
        </div>
      ) : null}
      {state.status === 'ready' ? <SendForm linkId={linkId} segredo={segredo} nome={state.owner.nome} /> : null}
    </main>
  );
}

function SendForm({ linkId, segredo, nome }: { linkId: string; segredo: string; nome: string }) {
  const { draft, change, forget } = useTestimonialDraft(linkId);
  const sending = useSendTestimonial(linkId, segredo);
  const [problems, setProblems] = useState<Problems>({});
  const [sent, setSent] = useState(false);
  const id = useId();
  const appPaths = useAppPaths();
  const edit = (fields: Partial<TestimonialDraft>) => {
    change(fields);
    setProblems({});
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = problemsOf(draft);
    if (Object.keys(found).length > 0) return setProblems(found);
    if ((await sending.send(draft)) !== null) {
      forget();
      setSent(true);
    }
  };

  if (sent) {
    return (
      <section aria-live="polite">
        <h1>Obrigado!</h1>
        <p>
          Seu depoimento foi enviado para {nome}. Ele aparece na página depois que {nome} aprovar.
        </p>
      </section>
    );
  }
  return (
    <form className="testimonial-request__form" noValidate aria-labelledby={`${id}-title`} onSubmit={(e) => void onSubmit(e)}>
      <h1 id={`${id}-title`}>Deixe um depoimento para {nome}</h1>
      <p>
        Conte como foi trabalhar com {nome}. O depoimento só aparece na página depois que {nome} aprovar.
      </p>
      <QuoteFields id={id} nome={nome} draft={draft} problems={problems} edit={edit} />
      <p className="testimonial-request__privacy">
        Seus dados são usados só para mostrar o depoimento. <a href={appPaths.privacy()}>Privacidade</a>
      </p>
      {sending.error && (
        <p className="testimonial-request__problem" role="alert">
          {sending.error}
        </p>
      )}
      <button type="submit" className="button button--primary" aria-busy={sending.status === 'sending'}>
        {sending.status === 'sending' ? 'Enviando…' : 'Enviar depoimento'}
      </button>
    </form>
  );
}

interface QuoteFieldsProps {
  id: string;
  nome: string;
  draft: TestimonialDraft;
  problems: Problems;
  edit: (fields: Partial<TestimonialDraft>) => void;
}

/** The quote, who gives it, and the consent to show both; each problem under its field. */
function QuoteFields({ id, nome, draft, problems, edit }: QuoteFieldsProps) {
  return (
    <>
      <Field
        id={`${id}-texto`}
        label="Seu depoimento"
        error={problems.texto ?? null}
        after={<CharacterCounter length={draft.texto.length} max={DEPOIMENTO_TEXTO_MAX} />}
      >
        {(control) => (
          <textarea
            {...control}
            className="field"
            rows={6}
            value={draft.texto}
            onChange={(e) => edit({ texto: e.target.value })}
          />
        )}
      </Field>
      <Field id={`${id}-nome`} label="Seu nome" error={problems.nome ?? null}>
        {(control) => (
          <input
            {...control}
            className="field"
            autoComplete="name"
            maxLength={DEPOIMENTO_NOME_MAX * 2}
            value={draft.nome}
            onChange={(e) => edit({ nome: e.target.value })}
          />
        )}
      </Field>
      <Field id={`${id}-papel`} label="Cargo ou empresa" hint="Opcional." error={problems.papel ?? null}>
        {(control) => (
          <input
            {...control}
            className="field"
            autoComplete="organization"
            maxLength={DEPOIMENTO_PAPEL_MAX * 2}
            value={draft.papel}
            onChange={(e) => edit({ papel: e.target.value })}
          />
        )}
      </Field>
      <Choice
        id={`${id}-consentimento`}
        label={`Autorizo ${nome} a mostrar meu depoimento, meu nome e meu cargo na página dela.`}
        hint={problems.consentimento}
        hintClassName="testimonial-request__problem"
      >
        {(control) => (
          <input
            {...control}
            type="checkbox"
            checked={draft.consentimento}
            onChange={(e) => edit({ consentimento: e.target.checked })}
          />
        )}
      </Choice>
    </>
  );
}

/** The route's screen: the link's id from the address, its secret from the fragment. */
export function TestimonialRequestScreen() {
  const { linkId = '' } = useParams();
  const segredo = useLocation().hash.replace(/^#/, '');
  return <TestimonialRequest linkId={linkId} segredo={segredo} />;
}
