import type { Locale } from '../../machines/core/locales';

/**
 * The only texts outside the catalogs: shown when no catalog or no entry script could be
 * downloaded, so they cannot come from one. The pre-renderer writes the page's own language's
 * sentence into its HTML (#boot-failure); the browser's script never carries them.
 */
export const BOOT_FAILURE: Record<Locale, { message: string; retry: string }> = {
  'zh-CN': { message: '页面未能加载，请检查网络后重试。', retry: '重试' },
  'zh-TW': { message: '頁面未能載入，請檢查網路後重試。', retry: '重試' },
  'en-US': { message: 'The page could not be loaded. Check your connection and try again.', retry: 'Try again' },
  id: { message: 'Halaman tidak dapat dimuat. Periksa koneksi Anda, lalu coba lagi.', retry: 'Coba lagi' },
  ar: { message: 'تعذّر تحميل الصفحة. تحقّق من اتصالك وحاول مرة أخرى.', retry: 'إعادة المحاولة' },
  ms: { message: 'Halaman tidak dapat dimuatkan. Semak sambungan anda dan cuba lagi.', retry: 'Cuba lagi' },
  ko: { message: '페이지를 불러오지 못했습니다. 연결을 확인한 뒤 다시 시도해 주세요.', retry: '다시 시도' },
  pt: { message: 'Não foi possível carregar a página. Verifique a sua ligação e tente novamente.', retry: 'Tentar novamente' },
  es: { message: 'No se pudo cargar la página. Comprueba tu conexión e inténtalo de nuevo.', retry: 'Reintentar' },
};

/**
 * When the page's script cannot start (src/shell/cannot-start.ts): what happened, and per
 * platform what to do. Outside the catalogs for the same reason as above; the pre-renderer
 * writes the page's language's text into its HTML (#cannot-start), hidden until needed. Latin
 * names in the Arabic text are isolated (U+2068 … U+2069) so they keep their order.
 */
export const CANNOT_START_TEXT: Record<Locale, { title: string; android: string; ios: string; desktop: string; retry: string }> = {
  'zh-CN': {
    title: '此页面无法在这台设备的网页引擎上运行。页面内容仍可阅读，但按钮不会响应。',
    android: '请在 Google Play 中更新“Android System WebView”和本应用，然后重新打开此页面；也可以在浏览器中打开它。',
    ios: '请在“设置”>“通用”>“软件更新”中更新 iOS，然后重新打开此页面。',
    desktop: '请更新浏览器，或换用其他浏览器打开此页面。',
    retry: '重新加载',
  },
  'zh-TW': {
    title: '此頁面無法在這台裝置的網頁引擎上執行。頁面內容仍可閱讀，但按鈕不會回應。',
    android: '請在 Google Play 更新「Android System WebView」和本應用程式，然後重新開啟此頁面；也可以在瀏覽器中開啟。',
    ios: '請在「設定」>「一般」>「軟體更新」中更新 iOS，然後重新開啟此頁面。',
    desktop: '請更新瀏覽器，或改用其他瀏覽器開啟此頁面。',
    retry: '重新載入',
  },
  'en-US': {
    title: "This page can't run on this device's web engine. You can still read it, but its buttons won't respond.",
    android: 'Update Android System WebView and this app from Google Play, then open the page again. Or open it in your browser.',
    ios: 'Update iOS in Settings > General > Software Update, then open the page again.',
    desktop: 'Update your browser, or open the page in another one.',
    retry: 'Reload',
  },
  id: {
    title: 'Halaman ini tidak dapat berjalan di mesin web perangkat ini. Anda tetap bisa membacanya, tetapi tombolnya tidak akan merespons.',
    android: 'Perbarui Android System WebView dan aplikasi ini dari Google Play, lalu buka halaman ini lagi. Atau buka di browser Anda.',
    ios: 'Perbarui iOS di Pengaturan > Umum > Pembaruan Perangkat Lunak, lalu buka halaman ini lagi.',
    desktop: 'Perbarui browser Anda, atau buka halaman ini di browser lain.',
    retry: 'Muat ulang',
  },
  ar: {
    title: 'لا يمكن تشغيل هذه الصفحة على محرك الويب في هذا الجهاز. ما زال بإمكانك قراءتها، لكن أزرارها لن تستجيب.',
    android: 'حدّث ⁨Android System WebView⁩ وهذا التطبيق من ⁨Google Play⁩، ثم افتح الصفحة مرة أخرى. أو افتحها في متصفحك.',
    ios: 'حدّث ⁨iOS⁩ من الإعدادات > عام > تحديث البرامج، ثم افتح الصفحة مرة أخرى.',
    desktop: 'حدّث متصفحك، أو افتح الصفحة في متصفح آخر.',
    retry: 'إعادة التحميل',
  },
  ms: {
    title: 'Halaman ini tidak dapat berjalan pada enjin web peranti ini. Anda masih boleh membacanya, tetapi butangnya tidak akan bertindak balas.',
    android: 'Kemas kini Android System WebView dan aplikasi ini daripada Google Play, kemudian buka halaman ini semula. Atau bukanya dalam pelayar anda.',
    ios: 'Kemas kini iOS dalam Tetapan > Umum > Kemas Kini Perisian, kemudian buka halaman ini semula.',
    desktop: 'Kemas kini pelayar anda, atau buka halaman ini dalam pelayar lain.',
    retry: 'Muat semula',
  },
  ko: {
    title: '이 기기의 웹 엔진에서는 이 페이지를 실행할 수 없습니다. 내용은 읽을 수 있지만 버튼은 작동하지 않습니다.',
    android: 'Google Play에서 Android System WebView와 이 앱을 업데이트한 뒤 페이지를 다시 열어 주세요. 브라우저에서 열 수도 있습니다.',
    ios: '설정 > 일반 > 소프트웨어 업데이트에서 iOS를 업데이트한 뒤 페이지를 다시 열어 주세요.',
    desktop: '브라우저를 업데이트하거나 다른 브라우저에서 페이지를 열어 주세요.',
    retry: '새로고침',
  },
  pt: {
    title: 'Esta página não funciona no motor web deste dispositivo. Ainda pode lê-la, mas os botões não vão responder.',
    android: 'Atualize o Android System WebView e esta app na Google Play e abra a página novamente. Ou abra-a no seu navegador.',
    ios: 'Atualize o iOS em Definições > Geral > Atualização de software e abra a página novamente.',
    desktop: 'Atualize o seu navegador ou abra a página noutro navegador.',
    retry: 'Recarregar',
  },
  es: {
    title: 'Esta página no puede funcionar con el motor web de este dispositivo. Puedes seguir leyéndola, pero sus botones no responderán.',
    android: 'Actualiza Android System WebView y esta app desde Google Play y vuelve a abrir la página. O ábrela en tu navegador.',
    ios: 'Actualiza iOS en Ajustes > General > Actualización de software y vuelve a abrir la página.',
    desktop: 'Actualiza tu navegador o abre la página en otro.',
    retry: 'Volver a cargar',
  },
};
