import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { ApkCase } from '../../machines/core/apk.view';
import { Banner } from '../ui/banner';
import { Button } from '../ui/button';
import { AppMark } from '../ui/page-illustrations';
import { useServices } from './services-context';

/**
 * An APK address's failure (apkCaseOf, machines/core/apk.view.ts) in words, with its main
 * action: `retry` (a Try again, wired by whoever drives the download) where it may pass, PikPak
 * on the web where the server refused. One drawing for every APK download of the site: the
 * text pages' (every case in the HTML, the runtime shows one) and the invited page's (its
 * machine's case).
 */
export function ApkFailure({ failure, retry }: { failure: Exclude<ApkCase, 'loading' | 'ready'>; retry: ReactNode }) {
  const { webDriveUrl } = useServices().config;
  switch (failure) {
    case 'offline':
      return (
        <Banner severity="danger" action={retry}>
          <p>
            <Trans>The download link couldn’t be loaded. Check your connection and try again.</Trans>
          </p>
        </Banner>
      );
    case 'failed':
      return (
        <Banner severity="danger" action={retry}>
          <p>
            <Trans>We couldn’t get the download link from our server. Try again.</Trans>
          </p>
        </Banner>
      );
    case 'refused':
      return (
        <Banner
          severity="danger"
          action={
            <Button href={webDriveUrl} target="_blank" rel="noopener" icon={<AppMark />}>
              <Trans>Open the web drive</Trans>
            </Button>
          }
        >
          <p>
            <Trans>Our server didn’t provide the download link. Use PikPak on the web instead.</Trans>
          </p>
        </Banner>
      );
  }
}
