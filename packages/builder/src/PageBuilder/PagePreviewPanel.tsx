'use client';

import { pageBuilderTexts as texts } from '@charitykit/content';
import { Button, Icon } from '@charitykit/ui';
import { Monitor, Smartphone } from 'lucide';
import { PageContent } from '../PageContent/PageContent';
import type { SectionRegistry } from '../registry/registry';
import type { SectionDefinition, StoredSection } from '../registry/types';
import * as styles from './PageBuilder.css';
import { PreviewFrame } from './PreviewFrame';

/** The widths the whole page is previewed at: a common phone's, and the site's wide layout. */
export const previewWidths = { phone: 360, desktop: 1280 } as const;

export type PreviewWidth = keyof typeof previewWidths;

export interface PagePreviewPanelProps {
  title: string;
  sections: StoredSection[];
  registry: SectionRegistry<SectionDefinition>;
  width: PreviewWidth;
  onWidthChange: (width: PreviewWidth) => void;
  onClose: () => void;
  rootStyle?: Readonly<Record<string, string>>;
}

/** The whole page with the visitors' renderers, at phone or desktop width, in a frame. */
export function PagePreviewPanel({
  title,
  sections,
  registry,
  width,
  onWidthChange,
  onClose,
  rootStyle,
}: PagePreviewPanelProps) {
  return (
    <section className={styles.pagePreview} aria-label={`${texts.previewPage}: ${title}`}>
      <fieldset className={styles.previewControls}>
        <legend className={styles.addLabel}>{texts.previewWidth}</legend>
        <Button
          variant="outline"
          size="small"
          aria-pressed={width === 'phone'}
          onClick={() => onWidthChange('phone')}
          icon={<Icon icon={Smartphone} />}
        >
          {texts.phone}
        </Button>
        <Button
          variant="outline"
          size="small"
          aria-pressed={width === 'desktop'}
          onClick={() => onWidthChange('desktop')}
          icon={<Icon icon={Monitor} />}
        >
          {texts.desktop}
        </Button>
        <Button variant="ghost" size="small" onClick={onClose}>
          {texts.closePreview}
        </Button>
      </fieldset>
      <PreviewFrame
        width={previewWidths[width]}
        title={texts.previewFrameTitle(title, texts[width])}
        rootStyle={rootStyle}
      >
        <PageContent
          content={sections}
          title={title}
          registry={registry}
          onUnknownSection={() => {}}
        />
      </PreviewFrame>
    </section>
  );
}
