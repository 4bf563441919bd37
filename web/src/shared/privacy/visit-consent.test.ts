import { readVisitConsent, setVisitOptOut, VISIT_OPT_OUT_KEY, visitLoggingAllowed } from './visit-consent';

function sendGpc(value: boolean | undefined): void {
  Object.defineProperty(navigator, 'globalPrivacyControl', { value, configurable: true });
}

afterEach(() => {
  localStorage.clear();
  sendGpc(undefined);
});

describe('whether a browser’s visits may be logged', () => {
  it('is yes by default', () => {
    expect(readVisitConsent()).toEqual({ gpc: false, optedOut: false });
    expect(visitLoggingAllowed()).toBe(true);
  });

  it('is no once the person turns logging off in this browser, and yes again when they turn it back on', () => {
    setVisitOptOut(true);
    expect(localStorage.getItem(VISIT_OPT_OUT_KEY)).toBe('1');
    expect(visitLoggingAllowed()).toBe(false);
    setVisitOptOut(false);
    expect(localStorage.getItem(VISIT_OPT_OUT_KEY)).toBeNull();
    expect(visitLoggingAllowed()).toBe(true);
  });

  it('is never yes for a browser sending Global Privacy Control, whatever was stored', () => {
    sendGpc(true);
    expect(readVisitConsent()).toEqual({ gpc: true, optedOut: false });
    expect(visitLoggingAllowed()).toBe(false);
  });
});
