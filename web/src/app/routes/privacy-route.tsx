import { Suspense, useEffect } from 'react';
import { SITE_NAME } from '@lab/domain/kernel';
import { MyMessagesScreen, PRIVACY_PAGE, PrivacyScreen, ReplyMailScreen } from '../../features/privacy';
import { applyTheme, DEFAULT_LOOK } from '../../features/themes';

/** `/privacidade`: the site's privacy notice, in the site's own look whatever skin was open before. */
export default function PrivacyRoute() {
  useEffect(() => {
    document.title = PRIVACY_PAGE.title;
    applyTheme(DEFAULT_LOOK);
  }, []);
  return <PrivacyScreen />;
}

/** `/privacidade/mensagens#{token}`: the page the e-mailed link opens. */
export function PrivacyMessagesRoute() {
  useEffect(() => {
    document.title = `Suas mensagens — ${SITE_NAME}`;
    applyTheme(DEFAULT_LOOK);
  }, []);
  return (
    <Suspense fallback={null}>
      <MyMessagesScreen />
    </Suspense>
  );
}

/** `/privacidade/respostas?acao=…#{link}`: the page of the links about replies by e-mail. */
export function ReplyMailRoute() {
  useEffect(() => {
    document.title = `Respostas por e-mail — ${SITE_NAME}`;
    applyTheme(DEFAULT_LOOK);
  }, []);
  return (
    <Suspense fallback={null}>
      <ReplyMailScreen />
    </Suspense>
  );
}
