import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { REFERRAL_RULES, workedExamples } from '../../../machines/referral/invitation-page.view';

/**
 * The program's rules, behind "How rewards work" (a disclosure: the headline and the totals say
 * the gist, the details are a tap away); every figure comes from the rules module the rewards are computed with,
 * and every count (days, hours, invitations) is a plural, so that each language takes the form
 * its number needs and Intl writes the figure; the percent is written by Intl too, so that every
 * figure of a sentence is in the same digits.
 */
export function RulesText() {
  const { i18n } = useLingui();
  const r = REFERRAL_RULES;
  const ex = workedExamples();
  const hours = r.codeWindowHours;
  const fileHours = r.fileWindowHours;
  const first = r.firstInstallRewardDays;
  const later = r.laterInstallRewardDays;
  const limit = r.rewardedInstallLimit;
  const friendDays = r.friendRewardDays;
  const windowDays = r.purchaseWindowDays;
  const percent = i18n.number(r.purchaseRewardPercent / 100, { style: 'percent' });
  const minutes = r.rewardDelayMinutes;
  const { monthlyPurchases, monthlyDays, monthlyTotal, annualDays, annualTotal } = ex;
  return (
    <details className="referral-section referral-rules-disclosure">
      <summary>
        <h2 className="referral-rules-title">
          <Trans>How rewards work</Trans>
        </h2>
      </summary>
      <ul className="referral-rules">
        <li>
          <Trans>
            Install link: your friend installs the app from your link and logs in.
          </Trans>
        </li>
        <li>
          <Trans>
            Invitation code: your friend installs the app, logs in and enters your code within <Plural value={hours} one="# hour" other="# hours" /> of installing.
          </Trans>
        </li>
        <li>
          <Trans>
            Shared file: your friend creates an account and saves the file you shared within <Plural value={fileHours} one="# hour" other="# hours" />. The install reward also needs the app installed within <Plural value={fileHours} one="# hour" other="# hours" /> of creating the account.
          </Trans>
        </li>
        <li>
          <Trans>
            Your first valid install invitation gives you <Plural value={first} one="# extra Premium day" other="# extra Premium days" />, and each following one gives you{' '}
            <Plural value={later} one="# day" other="# days" />, for{' '}
            <Plural value={limit} one="your first valid install invitation" other="your first # valid install invitations" />.
          </Trans>
        </li>
        <li>
          <Plural value={friendDays} one="Your friend gets # extra Premium day." other="Your friend gets # extra Premium days." />
        </li>
        <li>
          <Trans>
            When a friend you invited buys Premium within <Plural value={windowDays} one="# day" other="# days" /> of registering, you get {percent} of the days bought, with no limit. Each
            purchase is rounded to the nearest whole day, and rounded up when it’s exactly midway.
          </Trans>
        </li>
        <li>
          <Trans>
            For example, <Plural value={monthlyPurchases} one="# monthly purchase" other="# monthly purchases" /> of <Plural value={monthlyDays} one="# day" other="# days" /> give
            you <Plural value={monthlyTotal} one="# day" other="# days" />, and an annual purchase of <Plural value={annualDays} one="# day" other="# days" /> gives you{' '}
            <Plural value={annualTotal} one="# day" other="# days" />.
          </Trans>
        </li>
        <li>
          <Trans>
            Purchases that count: official subscriptions, in-app purchases, Premium codes and trial codes. Free codes and gifts don’t count. For a subscription, each successful charge after the free trial counts.
          </Trans>
        </li>
        <li>
          <Trans>If a purchase is refunded, the days it earned you may be taken back.</Trans>
        </li>
        <li>
          <Trans>
            A device or an account that has already been counted doesn’t count again. Self-invitations, bulk or fake registrations and fraudulent payments don’t count, and rewards earned that way may be withdrawn.
          </Trans>
        </li>
        <li>
          <Trans>Rewards usually arrive within <Plural value={minutes} one="# minute" other="# minutes" />, sometimes later.</Trans>
        </li>
      </ul>
    </details>
  );
}
