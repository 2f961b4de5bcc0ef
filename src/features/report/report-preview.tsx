import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { sameFields, selectPreviewImage, selectPreviewPart, type PreviewPart, type ReportPageActor } from '../../../machines/report/report-page.view';
import { Button } from '../../ui/button';

/**
 * The resource's preview, below the form: it comes in after the form is in place, so nothing
 * the reader sees moves (the form keeps its position from the pre-rendered page on). It takes
 * room only once its image has loaded: while the preview is asked, when it fails, and when its
 * image does not load, there is nothing to show and nothing is shown. It is asked for only
 * when the reader taps "Show preview" (the thumbnail service never fetches on page load).
 */
export function Preview({ actor }: { actor: ReportPageActor }) {
  const part = useSelector(actor, selectPreviewPart, sameFields);
  switch (part.kind) {
    case 'offered':
      return (
        <Button variant="secondary" onClick={() => actor.send({ type: 'preview.show' })}>
          <Trans>Show preview</Trans>
        </Button>
      );
    case 'asked':
      return <PreviewImage preview={part.preview} />;
    case 'none':
      return null;
  }
}

function PreviewImage({ preview }: { preview: Extract<PreviewPart, { kind: 'asked' }>['preview'] }) {
  const { t } = useLingui();
  const image = useSelector(preview, selectPreviewImage, sameFields);
  const [shown, setShown] = useState<'loading' | 'loaded' | 'broken'>('loading');
  if (image.kind === 'none' || shown === 'broken') return null;
  return (
    <figure className="report-preview" hidden={shown !== 'loaded'}>
      <img src={image.src} alt={t`Preview of the reported link`} onLoad={() => setShown('loaded')} onError={() => setShown('broken')} />
    </figure>
  );
}

