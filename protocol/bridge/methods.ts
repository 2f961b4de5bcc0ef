import * as v from 'valibot';

/** Accepts true/false, 1/0 and "true"/"false"/"1"/"0", as the apps have sent all of them. */
const Flag = v.pipe(
  v.union([v.boolean(), v.picklist([0, 1]), v.picklist(['true', 'false', '1', '0'])]),
  v.transform((x) => x === true || x === 1 || x === 'true' || x === '1'),
);
const IntLike = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.regex(/^\d+$/))]),
  v.transform(Number),
  v.integer(),
  v.minValue(0),
);
const Text = v.pipe(v.string(), v.maxLength(512));
const IdLike = v.pipe(v.union([v.string(), v.number()]), v.transform(String), v.maxLength(128));

const Ack = v.pipe(
  v.unknown(),
  v.transform(() => null),
);

/**
 * The actions the page may ask the app to perform with `sendAction` (README.md, "Send
 * action"). A name outside this list is refused before it is sent.
 */
export const APP_ACTIONS = {
  /** Opens the app's redeem-code dialog. */
  open_redeem_box: 'open_redeem_box',
  /** Opens the app's own feedback page (§2.8; the notices' feedback links inside the app). */
  open_feedback: 'open_feedback',
  /** Designed: shows the app's log-in screen (a page that needs a logged-in reader). */
  open_login: 'open_login',
  /** Designed: shows the app's screen that confirms it is the reader (a gift code the server holds for verification). */
  open_verification: 'open_verification',
} as const;

/** Every native call: its params and the schema of its reply value. */
export const BRIDGE_METHODS = {
  /** The logged-in state and app facts (§3 "native bridge user info reply"). */
  getUserInfo: {
    params: v.object({}),
    reply: v.object({
      isLogin: Flag,
      isVip: v.optional(Flag, false),
      accountDeviceId: v.optional(IdLike),
      userID: v.optional(IdLike),
      versionCode: v.optional(IntLike),
      versionName: v.optional(Text),
      mobileType: v.optional(Text),
      language: v.optional(Text),
    }),
  },
  /** Closes the WebView page. */
  finishSelf: { params: v.object({}), reply: Ack },
  /** The session credential and the device's facts. */
  getAppMetadata: {
    params: v.object({}),
    reply: v.object({
      accessToken: v.optional(v.pipe(v.string(), v.maxLength(4096))),
      deviceId: v.optional(IdLike),
      network: v.optional(Text),
      country: v.optional(Text),
    }),
  },
  copyToClipboard: {
    params: v.object({ text: v.string() }),
    reply: v.object({ success: Flag }),
  },
  /** Hands a statistics event to the app's own reporter. */
  report: {
    params: v.object({ category: v.string(), action: v.string(), extdata: v.record(v.string(), v.unknown()) }),
    reply: Ack,
  },
  /** Asks the app to perform a named action (open a dialog, a screen): one of APP_ACTIONS. */
  sendAction: {
    params: v.object({ action: v.picklist(Object.values(APP_ACTIONS)), data: v.optional(v.record(v.string(), v.string())) }),
    reply: Ack,
  },
  /**
   * Tells the app the result of a finished network diagnostics run (README.md, "Update
   * connectivity"): levels and times only, never the address the access host saw.
   */
  updateConnectivity: {
    params: v.object({
      /** Connection time to the service centre: good, better (fairly good), ordinary, uncertain, not-connected. */
      connection: v.picklist(['good', 'better', 'ordinary', 'uncertain', 'not-connected']),
      /** Stability from jitter and loss; hidden when nothing could be judged ("don't show"). */
      stability: v.picklist(['stable', 'normal', 'uncertain', 'hidden']),
      /** The service in the user's region: available, unavailable, or unknown (the check failed). */
      status: v.picklist(['available', 'unavailable', 'unknown']),
      /** Median round trip in whole ms; null when no probe was answered. */
      rttMs: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0))),
      /** Mean absolute difference of consecutive round trips in whole ms; null below two answers. */
      jitterMs: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0))),
      /** Probes without an answer, in whole percent of the probes sent. */
      lossPercent: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100)),
    }),
    reply: Ack,
  },
  /** Opens one of the product's web pages inside the app. */
  openWebPage: { params: v.object({ url: v.string() }), reply: Ack },
  /** Returns to the app's file page. */
  backToFilePage: { params: v.object({}), reply: Ack },
  /**
   * Designed: opens the app's own share sheet with a link (README.md, "Share"). The app
   * acknowledges once the sheet is shown; without an acknowledgement the page offers another way.
   */
  share: { params: v.object({ title: Text, text: Text, url: v.pipe(v.string(), v.maxLength(2048)) }), reply: Ack },
} as const;

export type BridgeMethod = keyof typeof BRIDGE_METHODS;
export type BridgeParams<M extends BridgeMethod> = v.InferInput<(typeof BRIDGE_METHODS)[M]['params']>;
export type BridgeReply<M extends BridgeMethod> = v.InferOutput<(typeof BRIDGE_METHODS)[M]['reply']>;
export type NativeUserInfo = BridgeReply<'getUserInfo'>;
export type AppMetadata = BridgeReply<'getAppMetadata'>;
