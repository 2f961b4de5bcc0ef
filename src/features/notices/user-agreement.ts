import { msg } from '@lingui/core/macro';
import type { LegalSection } from './legal-section';

/** The user agreement, one message per paragraph so that each translates on its own. */
export const USER_AGREEMENT: readonly LegalSection[] = [
  {
    id: 'about',
    heading: msg`About this agreement`,
    paragraphs: [
      msg`This agreement sets out the terms on which you may use PikPak, our cloud-storage and offline-download service, through its apps, its web drive and its related pages. By creating an account or using the service, you accept these terms.`,
      msg`We may update this agreement when the service or the law changes. We’ll tell you about important changes in the app or on the website before they take effect. If you keep using the service after that, the updated terms apply; if you don’t accept them, you may stop using the service and close your account.`,
    ],
  },
  {
    id: 'account',
    heading: msg`Your account`,
    paragraphs: [
      msg`You need an account to store files. Give accurate details when you sign up and keep your password and login methods safe. You’re responsible for everything that happens under your account.`,
      msg`An account is for one person. You may not sell, rent, lend or transfer your account or its Premium to anyone else. Accounts that are bought or sold may be suspended without refund.`,
      msg`If you think someone else has used your account, change your password and contact us via Feedback straight away.`,
    ],
  },
  {
    id: 'premium',
    heading: msg`Premium and payments`,
    paragraphs: [
      msg`Premium is a paid membership that adds storage, faster transfers and other features. Its prices, plans and features are shown in the app and on the website before you pay.`,
      msg`Premium is sold only in the official apps and on the official website, through the payment methods offered there. Premium bought anywhere else isn’t supported and may be withdrawn.`,
      msg`Subscriptions renew automatically until you cancel them. You can cancel at any time; Premium then continues until the end of the period you’ve paid for. The expiration date shown in the app is the one that counts.`,
      msg`Refunds are handled according to the rules of the store or payment provider you used and the consumer law that applies to you.`,
    ],
  },
  {
    id: 'codes',
    heading: msg`Gift codes and invitations`,
    paragraphs: [
      msg`A gift code adds Premium to the account that redeems it. Each code can be used once, may have to be used by a set date, and has no cash value. Codes obtained by fraud or from unofficial sellers may be canceled.`,
      msg`The invitation program rewards you for inviting real new users and for purchases they make. Invitations created in bulk, through fake accounts or by any other abuse are invalid. We may withdraw rewards earned through invalid invitations and may end the free membership of accounts that keep producing them.`,
    ],
  },
  {
    id: 'use',
    heading: msg`Acceptable use`,
    paragraphs: [msg`You’re responsible for the files and links you save and share. You must not use the service to:`],
    items: [
      msg`store or share content that is illegal where you live or that infringes the rights of others, including copyright;`,
      msg`store or share content that sexually exploits minors, promotes terrorism or incites violence;`,
      msg`spread malware, send spam or attack the service or other users;`,
      msg`get around limits, payments or security measures, or access accounts that aren’t yours.`,
    ],
  },
  {
    id: 'reports',
    heading: msg`Reporting harmful content`,
    paragraphs: [
      msg`If you find a link or file on the service that you believe is harmful or illegal, report it through the report page or via Feedback. We review reports and may remove content, restrict sharing or suspend accounts. Reports made in bad faith may themselves lead to action against the reporting account.`,
    ],
  },
  {
    id: 'termination',
    heading: msg`Suspension and termination`,
    paragraphs: [
      msg`You may stop using the service and ask us to close your account at any time.`,
      msg`We may suspend or close an account that breaks this agreement or the law, or that puts the service or other users at risk. Where we can, we’ll tell you why and give you a chance to respond. Premium lost because of a serious breach isn’t refunded.`,
      msg`When an account is closed, the files in it are deleted after a short period and can’t be recovered, so keep copies of anything important.`,
    ],
  },
  {
    id: 'liability',
    heading: msg`Availability and liability`,
    paragraphs: [
      msg`We work to keep the service available and your files safe, but we can’t promise that it will always be uninterrupted or free of errors. Keep your own copies of files you can’t afford to lose.`,
      msg`As far as the law allows, we aren’t liable for indirect or consequential losses, or for losses caused by content that users store or share. Nothing in this agreement limits rights you have under consumer law that can’t be excluded.`,
      msg`When an outage or incident affects paying users, we may offer compensation such as free Premium days. The form and amount of compensation are decided by us and announced in the app.`,
    ],
  },
  {
    id: 'contact',
    heading: msg`Contact`,
    paragraphs: [msg`Questions about this agreement? Contact us via Feedback in the app’s settings or on the web drive.`],
  },
];
