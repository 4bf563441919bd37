import './unread-badge.css';

/** How many messages wait, said in words inside the row's link and shown as a pill; nothing at 0. */
export function UnreadBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span className="unread-badge">
      <span aria-hidden="true">{count}</span>
      <span className="visually-hidden">{count === 1 ? '1 mensagem não lida' : `${count} mensagens não lidas`}</span>
    </span>
  );
}
