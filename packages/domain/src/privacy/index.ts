/** A person's data: the copy of Meus dados, a visitor's messages by e-mail, deleting an account. */
export * from './personal-data';
export { DELETED_ACCOUNT_NAME, REMOVED_MESSAGE } from './store/conversation-anonymiser';
export * from './store/account-trash';
