/** What every message send carries so that a retry is known for one. */
export interface Resendable {
  /**
   * A random UUID the browser gives a draft once and sends with every try of it: a repeat is answered
   * with the first result (the same idChat, or idContato and idConversa) and stores and notifies
   * nothing. Optional only so that older clients still send; without it a retry is a new message.
   */
  idEnvio?: string;
}

export interface SendChatMessageResult {
  idChat: string;
}
