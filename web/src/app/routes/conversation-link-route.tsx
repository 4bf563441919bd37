import { useEffect } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { LoginScreen } from '../../features/login';
import { SignInButton } from '../../features/session';
import { applyTheme, DEFAULT_LOOK } from '../../features/themes';
import { useAppPaths } from '../../shared/routes/app-paths';
import { useSession } from '../../shared/session/session-store';
import { Loading } from '../../shared/ui/Loading';

/**
 * "/conversa/{contactId}/{conversationId}": the address the owners' e-mails link a conversation by.
 * The chat's own address names the reader's uid, which an e-mail to both owners cannot know, so this
 * one asks for a sign-in and then opens the chat as the person who signed in; the chat itself decides
 * whether they may read it.
 */
export default function ConversationLinkRoute() {
  const appPaths = useAppPaths();
  const { contactId = '', conversationId = '' } = useParams();
  const authReady = useSession((s) => s.authReady);
  const authUser = useSession((s) => s.authUser);

  useEffect(() => {
    document.title = 'Conversa — Lab';
    if (!authUser) applyTheme(DEFAULT_LOOK);
  }, [authUser]);

  if (!authReady) return <Loading />;
  if (authUser) return <Navigate to={appPaths.chat(authUser.uid, contactId, conversationId)} replace />;
  return <LoginScreen signIn={<SignInButton />} />;
}
