/* eslint-disable check-file/filename-naming-convention -- the specification's address is /activity/cdKey (§2), in camel case */
import { createFileRoute } from '@tanstack/react-router';
import { GiftCodePage } from '../../../features/gift-code/gift-code-page';
import { giftCodeSearch } from '../../../features/gift-code/search';

export const Route = createFileRoute('/_pages/activity/cdKey')({ validateSearch: giftCodeSearch, component: GiftCodePage });
