import { Trans, useLingui } from '@lingui/react/macro';
import { Banner } from '../../ui/banner';
import { Steps } from '../../ui/steps';
import { CONTRACT } from '../static/contract';
import { When } from '../static/when';
import { OpenSettingsButton } from './links';

/**
 * Inside the app, when the app could not open its feedback page (the notice machine's
 * `feedback.steps`): the steps to reach it by hand, with a button to the app's Settings. In the
 * HTML always, shown by the `feedback-steps` fact; the runtime sets it and moves focus here, so
 * that the reader who pressed the link lands on them.
 */
export function FeedbackSteps() {
  const { t } = useLingui();
  return (
    <When facts={['feedback-steps']}>
      <div tabIndex={-1} className="notice-feedback-steps" {...{ [CONTRACT.feedbackStepsBox]: '' }}>
        <Banner severity="warning" title={<Trans>The app didn’t open feedback</Trans>} action={<OpenSettingsButton variant="secondary" />}>
          <Steps aria-label={t`How to send feedback`} steps={[<Trans key="settings">Open Settings in the app.</Trans>, <Trans key="feedback">Tap Feedback.</Trans>]} />
        </Banner>
      </div>
    </When>
  );
}
