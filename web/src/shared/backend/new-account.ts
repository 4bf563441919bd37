import { DEFAULT_AVATAR } from '@lab/domain/kernel';

/** The profile "Nova conta" stands for: a Google account the chooser makes up ("Nova Pessoa 1234"). */
export interface NewAccountProfile {
  email: string;
  displayName: string;
  givenName: string;
  photoURL: string;
}

const GIVEN_NAME = 'Nova';

/** A fresh made-up profile; `random` in [0, 1) picks its number. Both account choosers use it. */
export function newAccountProfile(random: () => number): NewAccountProfile {
  const suffix = Math.floor(random() * 10000);
  return {
    email: `nova.pessoa.${suffix}@example.com`,
    displayName: `${GIVEN_NAME} Pessoa ${suffix}`,
    givenName: GIVEN_NAME,
    photoURL: `/${DEFAULT_AVATAR}`,
  };
}
