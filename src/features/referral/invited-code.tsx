import { Plural, Trans } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import type { InvitedPageActor } from '../../../machines/referral/invited-page.machine';
import { REFERRAL_RULES, selectInvitedCopy } from '../../../machines/referral/invited-page.view';
import { Card } from '../../ui/card';
import { CodeChip } from '../../ui/code-chip';
import { Steps } from '../../ui/steps';
import { useCopyFeedback } from '../../shell/copy-feedback';

/* The invited page's code parts (src/features/referral/invited-page.tsx): the code to copy and how to accept it. */

/** The friend's code with a copy button; first and large in an iOS browser, where the App Store passes no code on (§2.2). */
export function CodeBox({ page, code, prominent = false }: { page: InvitedPageActor; code: string; prominent?: boolean }) {
  const feedback = useCopyFeedback(useSelector(page, selectInvitedCopy), 'code');
  return (
    <Card title={<Trans>Your friend’s invitation code</Trans>} className={prominent ? 'referral-code-first' : undefined}>
      {prominent ? (
        <p>
          <Trans>On iPhone and iPad the App Store can’t pass your invitation on: after installing, enter this code in the app.</Trans>
        </p>
      ) : null}
      <CodeChip
        value={code}
        copyLabel={<Trans>Copy code</Trans>}
        onCopy={() => page.send({ type: 'copy.request', subject: 'code', text: code })}
        copied={feedback.copied}
        status={feedback.status}
      />
    </Card>
  );
}

/**
 * How to accept later, in the app: the steps, with the code to copy under them (`copy`). On a
 * computer the app is installed on a phone or tablet, and the steps say so.
 */
export function HowToAccept({ code: value, computer, copy }: { code: string; computer: boolean; copy: ReactNode }) {
  const hours = REFERRAL_RULES.codeWindowHours;
  const days = REFERRAL_RULES.friendRewardDays;
  const minutes = REFERRAL_RULES.rewardDelayMinutes;
  // Isolated and left to right, so that the code keeps its order in Arabic.
  const code = (
    <bdi dir="ltr" translate="no">
      {value}
    </bdi>
  );
  return (
    <section className="referral-section" aria-labelledby="invited-steps-title">
      <h2 id="invited-steps-title">
        <Trans>How to accept</Trans>
      </h2>
      <Steps
        aria-labelledby="invited-steps-title"
        steps={[
          computer ? <Trans>Install PikPak on your phone or tablet: open this page there, or use the buttons above.</Trans> : <Trans>Install PikPak from this page.</Trans>,
          <Trans>Open the app and log in, or create an account.</Trans>,
          <Trans>
            Within <Plural value={hours} one="# hour" other="# hours" /> of installing, enter the invitation code <strong className="referral-code-inline">{code}</strong> in the app (Invite friends).
          </Trans>,
          <Trans>
            <Plural value={days} one="Your # extra Premium day usually arrives" other="Your # extra Premium days usually arrive" /> within <Plural value={minutes} one="# minute" other="# minutes" />.
          </Trans>,
        ]}
      />
      {copy}
    </section>
  );
}
