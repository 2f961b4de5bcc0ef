import { Trans } from '@lingui/react/macro';
import { REFERRAL_RULES, workedExamples } from '../../../machines/referral-rules';

/** The programme's rules; every figure comes from the rules module the rewards are computed with. */
export function RulesText() {
  const r = REFERRAL_RULES;
  const ex = workedExamples();
  const hours = r.codeWindowHours;
  const fileHours = r.fileWindowHours;
  const first = r.firstInstallRewardDays;
  const later = r.laterInstallRewardDays;
  const limit = r.rewardedInstallLimit;
  const friendDays = r.friendRewardDays;
  const windowDays = r.purchaseWindowDays;
  const percent = r.purchaseRewardPercent;
  const minutes = r.rewardDelayMinutes;
  const { monthlyPurchases, monthlyDays, monthlyTotal, annualDays, annualTotal } = ex;
  return (
    <section className="referral-section" aria-labelledby="referral-rules-title">
      <h2 id="referral-rules-title">
        <Trans>Rules</Trans>
      </h2>
      <ul className="steps referral-rules">
        <li>
          <Trans>
            Install link: your friend installs the app from your link and logs in.
          </Trans>
        </li>
        <li>
          <Trans>
            Invitation code: your friend installs the app, logs in and enters your code within {hours} hours of installing.
          </Trans>
        </li>
        <li>
          <Trans>
            Shared file: your friend creates an account and saves the file you shared within {fileHours} hours. The install reward also needs the app installed within {fileHours} hours of creating the account.
          </Trans>
        </li>
        <li>
          <Trans>
            Your first valid install invitation gives you {first} extra Premium days, and each following one gives you {later} days, for your first {limit} valid install invitations.
          </Trans>
        </li>
        <li>
          <Trans>Your friend gets {friendDays} extra Premium days.</Trans>
        </li>
        <li>
          <Trans>
            When a friend you invited buys Premium within {windowDays} days of registering, you get {percent}% of the days bought, with no limit. Each purchase is rounded to the nearest whole day, halves up.
          </Trans>
        </li>
        <li>
          <Trans>
            For example, {monthlyPurchases} monthly purchases of {monthlyDays} days give you {monthlyTotal} days, and an annual purchase of {annualDays} days gives you {annualTotal} days.
          </Trans>
        </li>
        <li>
          <Trans>
            Purchases that count: official subscriptions, in-app purchases, Premium codes and trial codes. Free codes and gifts do not count. For a subscription, each successful charge after the free trial counts.
          </Trans>
        </li>
        <li>
          <Trans>If a purchase is refunded, the days it earned you may be taken back.</Trans>
        </li>
        <li>
          <Trans>
            A device or an account that has already been counted does not count again. Self-invitations, bulk or fake registrations and fraudulent payments do not count, and rewards earned that way may be withdrawn.
          </Trans>
        </li>
        <li>
          <Trans>Rewards usually arrive within {minutes} minutes, sometimes later.</Trans>
        </li>
      </ul>
    </section>
  );
}
