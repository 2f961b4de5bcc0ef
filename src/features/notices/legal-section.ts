import type { MessageDescriptor } from '@lingui/core';

/** One section of a legal page: a heading, its paragraphs, and optionally a list after them. */
export interface LegalSection {
  id: string;
  heading: MessageDescriptor;
  paragraphs: readonly MessageDescriptor[];
  items?: readonly MessageDescriptor[];
}
