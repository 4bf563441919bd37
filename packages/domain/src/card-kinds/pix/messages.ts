/** The Pix card's refusals, part of MESSAGES (kernel/messages.ts) through the generated registry. */
export const pixMessages = {
  pixKeyInvalid:
    'Essa chave Pix não é válida. Use um CPF ou CNPJ (confira os dígitos), um e-mail, um celular com +55 e DDD (exemplo: +5511987654321) ou uma chave aleatória.',
  pixNameInvalid: 'O nome de quem recebe o Pix deve ter de 1 a 25 caracteres: letras, números, espaços ou . , - &.',
  pixCityInvalid: 'A cidade de quem recebe o Pix deve ter de 1 a 15 caracteres: letras, espaços, . ou -.',
  pixAmountInvalid: 'O valor do Pix deve ser maior que zero, com até duas casas decimais (exemplo: 25,90), ou ficar em branco.',
  pixDescriptionInvalid: 'A descrição do Pix pode ter até 40 caracteres: letras, números, espaços e pontuação simples.',
  pixTooLong: 'A chave e a descrição juntas ficaram longas demais para o código Pix. Encurte a descrição.',
} as const;
