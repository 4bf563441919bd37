/**
 * The messages a public page says by itself (its forms' checks, the skin it cannot show, the
 * fallbacks of a refusal), apart from the whole catalogue (MESSAGES, which spreads them in): every
 * page view loads these, and only these.
 */
export const PUBLIC_MESSAGES = {
  emailRequired: '⚠ Hey, você ainda não disse o seu e-mail!',
  subjectRequired: '⚠ Hey, você ainda não disse o assunto!',
  emailTooLong: 'O e-mail é longo demais.',
  emailInvalidChars: 'O e-mail não pode conter "/".',
  emailInvalid: 'Esse e-mail não parece válido. Confira e tente de novo (exemplo: nome@provedor.com).',
  // The contact form's own fields: shown next to the field, by the form or from the server's refusal.
  messageTooLong: 'A mensagem passa do limite de 2000 caracteres.',
  messageInvalidChars:
    'A mensagem tem caracteres invisíveis (de controle ou de direção do texto) que não são aceitos. Apague-os e tente de novo.',
  contactNameTooLong: 'O nome pode ter no máximo 80 caracteres.',
  contactNameInvalidChars: 'O nome tem um caractere invisível ou de controle. Apague-o e escreva de novo.',
  contactWhatsappInvalid:
    'Esse número de WhatsApp não parece válido. Confira o DDD e o número (exemplo: (11) 98765-4321; de fora do Brasil, comece com + e o código do país).',
  skinNameRequired: 'Informe o nome da skin.',
  skinThemeRequired: 'Escolha o tema da skin.',
  skinNameInvalid: 'O nome da skin deve ter de 2 a 30 caracteres: letras sem acento (a-z, A-Z), números, "-" ou "_".',
  skinNameReserved: 'Esse nome é reservado para o site. Escolha outro.',
  unauthenticated: 'Entre com sua conta Google para continuar.',
  permissionDenied: 'Você não tem permissão para isso.',
  internal: 'Algo deu errado. Tente de novo.',
  skinUnavailableTitle: 'Skin indisponível',
  skinUnavailableText: 'Esta skin foi retirada do ar pela moderação.',
  // Briefing: a visitor's answers to the creator's own questions, under each question or from the server's refusal.
  briefingAnswerMissing: 'Responda a esta pergunta.',
  briefingRequiredMissing: 'Responda às perguntas obrigatórias do formulário.',
  briefingChoiceUnknown: 'Uma das respostas não está entre as opções do formulário. Atualize a página e escolha de novo.',
  briefingDateInvalid: 'Informe uma data válida (dia, mês e ano).',
  briefingShortTooLong: 'A resposta pode ter no máximo 200 caracteres.',
  briefingLongTooLong: 'A resposta pode ter no máximo 2000 caracteres.',
  briefingAnswerInvalidChars:
    'A resposta tem caracteres invisíveis (de controle ou de direção do texto) que não são aceitos. Apague-os e tente de novo.',
} as const;
