import { Trans } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { ExternalLink } from 'lucide-react';
import { sameFields, selectGetAppPart, type GetAppPart, type GiftCodePageActor } from '../../../machines/gift-code/gift-code-page.view';
import { useCopyFeedback } from '../../shell/copy-feedback';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { CodeChip } from '../../ui/code-chip';
import { GetAppLink } from '../../ui/get-app-link';

/**
 * A browser (item 5 of the page's flows): gift codes are redeemed in the app. The link's code
 * (checked as typed input is) is shown with a copy, and carried to the app by its deep link
 * where the page's address allows one; without a code, how to redeem there.
 */
export function GetAppCard({ page }: { page: GiftCodePageActor }) {
  const part = useSelector(page, selectGetAppPart, sameFields);
  return (
    <Card title={<Trans>Redeem your code in the PikPak app</Trans>}>
      {part.kind === 'with-code' ? (
        <LinkCode page={page} part={part} />
      ) : (
        <p>
          <Trans>Gift codes are redeemed in the PikPak app. Get the app, log in, then open Redeem gift code there.</Trans>
        </p>
      )}
      <div className="gift-actions">
        <GetAppLink />
        {part.openAppHref !== null ? (
          <Button variant="secondary" block href={part.openAppHref} icon={<ExternalLink className="icon-directional" aria-hidden="true" />}>
            <Trans>Open in the app</Trans>
          </Button>
        ) : null}
      </div>
    </Card>
  );
}

/** The link's code with its copy, and where to paste it. */
function LinkCode({ page, part }: { page: GiftCodePageActor; part: Extract<GetAppPart, { kind: 'with-code' }> }) {
  const feedback = useCopyFeedback(part.copy, 'code');
  return (
    <>
      <CodeChip
        label={<Trans>Your gift code</Trans>}
        value={part.code}
        copyLabel={<Trans>Copy code</Trans>}
        onCopy={() => page.send({ type: 'copy.request', subject: 'code', text: part.code })}
        copied={feedback.copied}
        status={feedback.status}
      />
      <p>
        <Trans>Gift codes are redeemed in the PikPak app. Copy the code, log in to the app, then paste it in Redeem gift code.</Trans>
      </p>
    </>
  );
}
