import { Trans } from '@lingui/react/macro';
import { MessagesSquare, Send, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { useExternalHref } from '../../shell/external-href';
import { COMMUNITY_GROUPS, type CommunityGroup } from './constants';

/**
 * An external address as a button: in the app through the app's view action, in a browser in
 * a new window. Pre-rendered as the plain address; whether the app is there is known only
 * after hydration. An address the allowlist refuses is not linked at all.
 */
function ExternalAction({ url, icon, children }: { url: string; icon: ReactNode; children: ReactNode }) {
  const { href, inApp } = useExternalHref(url);
  if (href === null) return null;
  return inApp ? (
    <Button variant="secondary" block icon={icon} href={href}>
      {children}
    </Button>
  ) : (
    <Button variant="secondary" block icon={icon} href={href} target="_blank" rel="noopener">
      {children}
    </Button>
  );
}

const ICONS: Record<CommunityGroup, ReactNode> = {
  telegram: <Send className="icon-directional" aria-hidden="true" />,
  whatsapp: <MessagesSquare aria-hidden="true" />,
  kakaotalk: <Users aria-hidden="true" />,
};

/** §2: the official Telegram, WhatsApp and KakaoTalk groups. */
export function CommunityGroups() {
  return (
    <Card title={<Trans>Join the PikPak community</Trans>}>
      <p>
        <Trans>News, gift-code giveaways and help from other users, in the official groups.</Trans>
      </p>
      <div className="gift-community">
        <ExternalAction url={COMMUNITY_GROUPS.telegram} icon={ICONS.telegram}>
          <Trans>Telegram group</Trans>
        </ExternalAction>
        <ExternalAction url={COMMUNITY_GROUPS.whatsapp} icon={ICONS.whatsapp}>
          <Trans>WhatsApp group</Trans>
        </ExternalAction>
        <ExternalAction url={COMMUNITY_GROUPS.kakaotalk} icon={ICONS.kakaotalk}>
          <Trans>KakaoTalk open chat</Trans>
        </ExternalAction>
      </div>
    </Card>
  );
}
