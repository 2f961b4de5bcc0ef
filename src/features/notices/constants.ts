import { APP_STORE_ID } from '../app-download/constants';

/** The iOS smart banner's content attribute, added while a notice is shown (§2.7). */
export const SMART_BANNER_CONTENT = `app-id=${APP_STORE_ID}`;

/** The PikPak bot in Telegram, one of the ways /help describes. */
export const TELEGRAM_BOT_URL = 'https://t.me/PikPak_Bot';

/** The gift-code (redeem code) page of this site. */
export const REDEEM_PAGE_PATH = '/activity/cdKey';

/** Root font size rule of §2.7: 65px from a 650px-wide window up, else a tenth of the width. */
const WIDE_WINDOW_PX = 650;
const WIDE_ROOT_FONT = '65px';
const NARROW_ROOT_FONT = '10vw';

export function rootFontSize(windowWidth: number): string {
  return windowWidth >= WIDE_WINDOW_PX ? WIDE_ROOT_FONT : NARROW_ROOT_FONT;
}
