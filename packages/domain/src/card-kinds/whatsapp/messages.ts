/** The WhatsApp card's refusals, part of MESSAGES (kernel/messages.ts) through the generated registry. */
export const whatsappMessages = {
  whatsappButtonTooLong: 'O texto do botão do WhatsApp pode ter no máximo 40 caracteres.',
  whatsappNumberInvalid:
    'Esse número de WhatsApp não parece válido. Confira o DDD e o número (exemplo: (11) 98765-4321; de fora do Brasil, comece com + e o código do país).',
  whatsappMessageTooLong: 'A mensagem inicial do WhatsApp passa do limite de 500 caracteres.',
} as const;
