/** Business constants of spec section 9, in one place. */
export const SUBJECTS = ['IDENTIDADE VISUAL', 'ONE PAGE', 'SISTEMA', 'OUTRO', 'PROJETO ENCHENTES RS'] as const;

export const THEMES = ['CYBERPINK', 'sunshine'] as const;
export type ThemeName = (typeof THEMES)[number];
export const DEFAULT_THEME: ThemeName = 'CYBERPINK';

export const DEFAULT_SKIN_PREFIX = 'User';
/** The default skin name's random suffix is an integer in [0, DEFAULT_SKIN_SUFFIX_LIMIT). */
export const DEFAULT_SKIN_SUFFIX_LIMIT = 10000;

export const MAIN_PAGE_ID = 'home';
export const MAIN_PAGE_NAME = 'Home';
export const MAIN_PAGE_CONTENT = 'Conteúdo da página principal';
export const DEFAULT_PAGE_ORDER_BY = 'default';

export const DEFAULT_CONVERSATION_ID = 'principal';
export const DEFAULT_SUBJECT = 'PRINCIPAL';

export const DEFAULT_AVATAR = 'default-user.jpg';

/** The site owner's skin: every contact message of a visitor or non-owner is addressed to it. */
export const SITE_OWNER_SKIN = 'lab';

/** Limits the trusted boundary enforces (the spec leaves them open; these keep documents small). */
export const LIMITS = {
  messageMaxLength: 2000,
  emailMaxLength: 254,
  skinNameMinLength: 2,
  skinNameMaxLength: 30,
  pathMaxLength: 512,
  navigationRecordsMax: 500,
  contactMessagesPerHour: 5,
  rateWindowMs: 60 * 60 * 1000,
  deleteBatchSize: 400,
} as const;
