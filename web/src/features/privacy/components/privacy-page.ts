import { SITE_NAME } from '@lab/domain/kernel';

/** The notice's title and summary: the tab, the server's head and link previews say the same. */
export const PRIVACY_PAGE = {
  title: `Política de Privacidade — ${SITE_NAME}`,
  description: `Quem trata seus dados no ${SITE_NAME}, o que é coletado e por quanto tempo, com quem é compartilhado e como exercer seus direitos da LGPD.`,
} as const;
