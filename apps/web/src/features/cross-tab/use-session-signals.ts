import { useEffect } from 'react';
import { goToSignOn, isLeavingForSignOn } from '../../platform/sign-on';
import { forgetSignInRaised, signInRaisedHere } from './announce-sign-in';
import { consumeSignInFlag, readSnapshot, SIGNAL_POLL_MS, signalReaction } from './session-signals';

/**
 * spec §4 cross-tab signal: every 10 ms this tab compares local storage with its last look. A
 * sign-in in another tab reloads this one into the new session; a sign-out there sends this one to
 * the sign-on page, coming back to where it was.
 */
export function useSessionSignals() {
  useEffect(() => {
    // The token this page's session runs on.
    let known = readSnapshot().token;
    const timer = window.setInterval(() => {
      const now = readSnapshot();
      const raised = signInRaisedHere();
      const reaction = signalReaction(known, now, { raised });
      if (raised) known = now.token;
      if (now.flag !== '1') forgetSignInRaised();
      if (reaction === 'adoptNewSession') {
        consumeSignInFlag();
        window.clearInterval(timer);
        window.location.reload();
      } else if (reaction === 'signedOutElsewhere' && !isLeavingForSignOn()) {
        window.clearInterval(timer);
        goToSignOn(window.location.href);
      }
    }, SIGNAL_POLL_MS);
    return () => window.clearInterval(timer);
  }, []);
}
