import { createFileRoute } from '@tanstack/react-router';
import { Plural, Trans } from '@lingui/react/macro';
import { REDEEM_PAGE_PATH } from '../../../machines/notice-constants';
import { useNoticeFigures } from '../../notice/figures';
import { NoticeLayout } from '../../notice/NoticeLayout';
import { useReadySession } from '../../ui/use-ready-session';

export const Route = createFileRoute('/_pages/service-compensation')({ component: ServiceCompensation });

function ServiceCompensation() {
  const { codeDays, codeValidDays } = useNoticeFigures();
  const userType = useReadySession()?.userInfo.userType ?? null;
  return (
    <NoticeLayout title={<Trans>Compensation for the server attack</Trans>}>
      <p>
        <Trans>Our servers were attacked recently and the service was disrupted for a while. We’re sorry for the trouble.</Trans>
      </p>
      <p>
        <Plural
          value={codeDays}
          one="As compensation, current Premium members receive a redeem code for # day of free Premium."
          other="As compensation, current Premium members receive a redeem code for # days of free Premium."
        />{' '}
        <Plural
          value={codeValidDays}
          one="The code must be redeemed within # day, or it expires."
          other="The code must be redeemed within # days, or it expires."
        />
      </p>
      {userType === null ? (
        <p className="muted" role="status" aria-busy="true">
          <Trans>Checking your membership…</Trans>
        </p>
      ) : userType === 2 ? (
        <section aria-labelledby="redeem-heading">
          <h2 id="redeem-heading">
            <Trans>How to redeem your code</Trans>
          </h2>
          <ol className="steps">
            <li>
              <Trans>Copy the redeem code you received from us.</Trans>
            </li>
            <li>
              <Trans>Open the redeem code page and paste the code.</Trans>
            </li>
            <li>
              <Trans>Tap Redeem. The free days are added to your Premium straight away.</Trans>
            </li>
          </ol>
          <div className="actions">
            <a className="button" href={REDEEM_PAGE_PATH}>
              <Trans>Redeem a code</Trans>
            </a>
          </div>
        </section>
      ) : (
        <div className="notice-callout">
          <p>
            <Trans>This compensation is for current Premium members only. Your account doesn’t have Premium right now, so no code comes with it.</Trans>
          </p>
          {userType === 0 ? (
            <p>
              <Trans>If your Premium is on another account, log in to that account in the app and open this page again.</Trans>
            </p>
          ) : null}
        </div>
      )}
    </NoticeLayout>
  );
}
