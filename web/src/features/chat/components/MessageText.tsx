import { Fragment } from 'react';
import { linkify } from './linkify';

/**
 * A message's text with its web addresses as links that open in a new tab. Built from React nodes,
 * so whatever someone typed shows as typed and never runs; the opened page gets no handle on this
 * one (`noopener`) and no referrer naming the conversation (`noreferrer`).
 */
export function MessageText({ text }: { text: string }) {
  return (
    <p className="chat-message__text">
      {/* The pieces of one message never move, so their position is a stable key. */}
      {linkify(text).map((piece, index) => (
        <Fragment key={index}>
          {piece.kind === 'text' ? (
            piece.text
          ) : (
            <a className="chat-message__link" href={piece.href} target="_blank" rel="noopener noreferrer">
              {piece.text}
            </a>
          )}
        </Fragment>
      ))}
    </p>
  );
}
