/**
 * The official community groups linked from the gift-code page (§2). Their hosts are on the
 * external-address allowlist (scripts/runtime-config.ts); in the app they open through the
 * app's view action.
 */
export const COMMUNITY_GROUPS = {
  telegram: 'https://t.me/pikpak_official',
  whatsapp: 'https://chat.whatsapp.com/PikPakCommunity',
  kakaotalk: 'https://open.kakao.com/o/pikpak',
} as const;

export type CommunityGroup = keyof typeof COMMUNITY_GROUPS;
