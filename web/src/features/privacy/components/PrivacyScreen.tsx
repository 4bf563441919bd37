import { SITE_NAME } from '@lab/domain/kernel';
import { BackFromPrivacy } from './BackFromPrivacy';
import { EmailAccessForm } from './EmailAccessForm';
import { PrivacyNotice } from './PrivacyNotice';
import { VisitLoggingChoice } from './VisitLoggingChoice';
import './privacy.css';

/** `/privacidade`: the privacy notice, the visit-logging choice and the e-mailed link to one's messages. */
export function PrivacyScreen() {
  return (
    // The signed-in area's neon palette (.signed-in in base.css): its fields, buttons and dialog need it.
    <div className="signed-in">
      <main className="privacy">
        <BackFromPrivacy />
        <h1>Política de Privacidade do {SITE_NAME}</h1>
        <PrivacyNotice />
        <VisitLoggingChoice />
        <EmailAccessForm />
      </main>
    </div>
  );
}
