/**
 * Names shared with the native apps. Change them only together with the apps.
 * See protocol/bridge/README.md for the wire contract.
 */
export const ANDROID_INTERFACE = 'PikPakBridge';
export const IOS_HANDLER = 'pikpakBridge';
export const REPLY_CALLBACK = '__pikpakBridgeReply';
