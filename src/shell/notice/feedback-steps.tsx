import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { selectFeedbackSteps, type NoticeActor } from '../../../machines/notice.machine';
import { Banner } from '../../ui/banner';
import { Steps } from '../../ui/steps';
import { OpenSettingsButton } from './links';
import { useStaticRender } from '../../ui/static-render';
import { When } from '../static/when';

/**
 * Inside the app, when the app could not open its feedback page (the notice machine's
 * `feedback.steps`): the steps to reach it by hand, with a button to the app's Settings.
 * Focus moves to them when they appear, so that the reader who pressed the link lands here.
 */
export function FeedbackSteps({ actor }: { actor: NoticeActor }) {
  const machineShown = useSelector(actor, selectFeedbackSteps);
  // A text page renders the steps in its HTML, shown by the text-page script when the machine
  // says so (it sets the `feedback-steps` fact and moves focus to them).
  const isStatic = useStaticRender();
  const shown = machineShown || isStatic;
  const { t } = useLingui();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (shown) box.current?.focus();
  }, [shown]);
  if (!shown) return null;
  return (
    <When facts={['feedback-steps']} active>
      <div ref={box} tabIndex={-1} className="notice-feedback-steps" data-feedback-steps-box="">
      <Banner severity="warning" title={<Trans>The app didn’t open feedback</Trans>} action={<OpenSettingsButton variant="secondary" />}>
        <Steps aria-label={t`How to reach feedback`} steps={[<Trans key="settings">Open Settings in the app.</Trans>, <Trans key="feedback">Tap Feedback.</Trans>]} />
        </Banner>
      </div>
    </When>
  );
}
