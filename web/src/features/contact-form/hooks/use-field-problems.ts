import { useEffect, useState } from 'react';
import { contactFieldOf, type ContactField } from '@lab/domain/kernel';

export type FieldProblems = Partial<Record<ContactField, string>>;

/** The form's fields top to bottom: the first with a problem takes the focus. */
const FIELD_ORDER: readonly ContactField[] = ['assunto', 'nome', 'email', 'whatsapp', 'mensagem'];

interface SendErrors {
  error: string | null;
  setError: (message: string | null) => void;
}

const focusField = (id: string) => document.getElementById(id)?.focus();

/**
 * Where each problem of the form is shown: the ones the form found itself and a refusal of the server
 * that is about one field go under that field (which takes the focus, so a screen reader reads the
 * label, the invalid state and the problem together); any other refusal, in the form's status.
 */
export function useFieldProblems(sending: SendErrors, fieldIds: Record<ContactField, string>) {
  const [checked, setChecked] = useState<FieldProblems>({});
  const refusal = sending.error;
  const refusedField = refusal === null ? null : contactFieldOf(refusal);
  const fields: FieldProblems = refusedField && refusal ? { ...checked, [refusedField]: refusal } : checked;

  useEffect(() => {
    if (refusedField) focusField(fieldIds[refusedField]);
    // Once per refusal: the ids of a form never change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [refusal]);

  return {
    fields,
    form: refusal !== null && refusedField === null ? refusal : null,
    /** Shows what the form found; true when there is nothing, and the draft may go. */
    show(found: FieldProblems): boolean {
      setChecked(found);
      sending.setError(null);
      const first = FIELD_ORDER.find((field) => found[field] !== undefined);
      if (first) focusField(fieldIds[first]);
      return first === undefined;
    },
    /** A field being corrected loses its problem. */
    clear(field: ContactField) {
      if (checked[field] !== undefined) setChecked(({ [field]: _gone, ...rest }) => rest);
      if (refusedField === field) sending.setError(null);
    },
  };
}
