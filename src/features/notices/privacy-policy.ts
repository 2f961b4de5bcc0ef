import { msg } from '@lingui/core/macro';
import type { LegalSection } from './legal-section';

/** The privacy policy, one message per paragraph so that each translates on its own. */
export const PRIVACY_POLICY: readonly LegalSection[] = [
  {
    id: 'intro',
    heading: msg`Who this policy is for`,
    paragraphs: [
      msg`This policy explains what information PikPak collects when you use our apps, the web drive and these pages, why we collect it, how long we keep it and the choices you have. We collect only what we need to run the service.`,
    ],
  },
  {
    id: 'collected',
    heading: msg`What we collect`,
    paragraphs: [msg`Depending on how you use the service, we collect:`],
    items: [
      msg`Account details: your user id and the login details you give us, such as an email address or mobile number.`,
      msg`Device details: a device id created for your installation, the device model, the app version, your language and your country or region.`,
      msg`Usage details: which pages and features you open, and events such as a redeemed gift code or an accepted invitation, so that we can fix problems and improve the service.`,
      msg`Network diagnostics: when you run a network test, your IP address, connection times and whether our servers can be reached.`,
      msg`Reports and feedback: the links you report, the reason you choose and anything you write to us, together with your user id and device details.`,
      msg`Payment records: the plan you bought, when, and the status of the payment. Card details are handled by the payment provider; we don’t see or store them.`,
    ],
  },
  {
    id: 'files',
    heading: msg`Your files`,
    paragraphs: [
      msg`Files you store are yours. We process them only to store, transfer and play them for you, to keep the service secure, and to act on reports of harmful or illegal content or where the law requires it. We don’t sell your files or use them for advertising.`,
    ],
  },
  {
    id: 'why',
    heading: msg`Why we use it`,
    paragraphs: [msg`We use this information to:`],
    items: [
      msg`provide your account, storage, downloads and Premium;`,
      msg`process payments, gift codes and invitation rewards, and prevent fraud and abuse;`,
      msg`diagnose connection problems and keep the service reliable and secure;`,
      msg`review reports of harmful content and answer your feedback;`,
      msg`show pages in your language and measure which features are used.`,
    ],
  },
  {
    id: 'sharing',
    heading: msg`Who we share it with`,
    paragraphs: [
      msg`We share information only with service providers that help us run the service, such as hosting, payment and customer-support providers, and only as much as they need. They must protect it and may not use it for their own purposes.`,
      msg`We may disclose information when the law requires it, or to protect users and the service from fraud, abuse or harm. We don’t sell your personal information.`,
    ],
  },
  {
    id: 'retention',
    heading: msg`How long we keep it`,
    paragraphs: [
      msg`We keep account details and files for as long as your account is open. After an account is closed, its files and personal details are deleted after a short grace period, except where the law requires us to keep them longer.`,
      msg`Usage details and network diagnostics are kept only as long as needed to fix problems and analyze trends, then deleted or made anonymous. Payment records are kept for as long as tax and accounting law requires. Reports are kept while they are reviewed and for as long as needed to deal with repeated abuse.`,
    ],
  },
  {
    id: 'security',
    heading: msg`How we protect it`,
    paragraphs: [
      msg`Information is sent over encrypted connections and access to it is limited to staff and providers who need it. No system is perfectly secure, so please use a strong password and keep your login details to yourself.`,
    ],
  },
  {
    id: 'rights',
    heading: msg`Your rights`,
    paragraphs: [
      msg`You can ask to see the personal information we hold about you, to correct it, to receive a copy, or to have it deleted by closing your account. You can object to or ask us to limit some uses of it. Depending on where you live, you may also complain to your data protection authority.`,
      msg`We’ll answer your request within the time the law allows and may need to confirm your identity first.`,
    ],
  },
  {
    id: 'children',
    heading: msg`Children`,
    paragraphs: [
      msg`The service isn’t meant for children below the age at which they may agree to it themselves where they live. If you believe a child has given us personal information without permission, contact us and we’ll delete it.`,
    ],
  },
  {
    id: 'changes',
    heading: msg`Changes and contact`,
    paragraphs: [
      msg`We’ll update this policy when our practices change and tell you about important changes in the app or on the website.`,
      msg`For any privacy question or request, contact us via Feedback in the app’s settings or on the web drive.`,
    ],
  },
];
