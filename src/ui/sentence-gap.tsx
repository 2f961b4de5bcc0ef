import { useLingui } from '@lingui/react';

/**
 * The space between two separately translated sentences of one paragraph. Chinese ends a
 * sentence with a full-width 。 and sets none after it ("。 " reads as a stray gap), so in zh-CN
 * and zh-TW the sentences are joined directly; every other locale gets one space.
 */
export function SentenceGap() {
  const { i18n } = useLingui();
  return i18n.locale.startsWith('zh') ? null : ' ';
}
