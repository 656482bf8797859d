'use client';

import { type ReactNode, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import * as styles from './PageBuilder.css';

export interface PreviewFrameProps {
  /** The width the page is laid out at, in CSS pixels (a phone's 360, a desktop's 1280). */
  width: number;
  /** The frame's accessible name. */
  title: string;
  /** CSS properties for the frame's root: the site's theme variables, so colours match it. */
  rootStyle?: Readonly<Record<string, string>>;
  children: ReactNode;
}

const EMPTY_DOCUMENT = '<!doctype html><html lang="en-GB"><head></head><body></body></html>';

/** Resolves once every stylesheet link in `doc` has loaded (or failed), so nothing paints unstyled. */
function stylesheetsLoaded(doc: Document): Promise<void> {
  const pending = [...doc.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].filter(
    (link) => !link.sheet,
  );
  return Promise.all(
    pending.map(
      (link) =>
        new Promise<void>((resolve) => {
          link.addEventListener('load', () => resolve(), { once: true });
          link.addEventListener('error', () => resolve(), { once: true });
        }),
    ),
  ).then(() => undefined);
}

function copyStyles(from: Document, to: Document) {
  for (const node of to.head.querySelectorAll('[data-preview-style]')) node.remove();
  for (const node of from.head.querySelectorAll('style, link[rel="stylesheet"]')) {
    const copy = node.cloneNode(true) as HTMLElement;
    copy.setAttribute('data-preview-style', '');
    to.head.append(copy);
  }
}

/**
 * Renders `children` in an iframe `width` pixels wide, so the page's media queries answer to
 * that width exactly as a visitor's phone or desktop would: a narrowed box inside the admin
 * would keep the admin window's breakpoints. The frame is scaled down to fit the space it has,
 * and grows to its content's height. The admin's stylesheets (the same design system the site
 * uses) are copied in, and followed as route chunks add more.
 */
export function PreviewFrame({ width, title, rootStyle, children }: PreviewFrameProps) {
  const frameRef = useRef<HTMLIFrameElement>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  const [doc, setDoc] = useState<Document | null>(null);
  const [available, setAvailable] = useState(width);
  const [contentHeight, setContentHeight] = useState(0);

  const onLoad = () => {
    const inner = frameRef.current?.contentDocument;
    if (!inner) return;
    inner.documentElement.className = document.documentElement.className;
    copyStyles(document, inner);
    // The page renders into the frame once the copied stylesheets apply: a built site links
    // them, and they load apart from the frame's empty document.
    void stylesheetsLoaded(inner).then(() => setDoc(inner));
  };

  // Stylesheets added later (a lazily loaded route's CSS, the dev server's updates).
  useEffect(() => {
    if (!doc) return;
    const observer = new MutationObserver(() => copyStyles(document, doc));
    observer.observe(document.head, { childList: true });
    return () => observer.disconnect();
  }, [doc]);

  useEffect(() => {
    if (!doc || !rootStyle) return;
    const root = doc.documentElement.style;
    for (const [name, value] of Object.entries(rootStyle)) root.setProperty(name, value);
    return () => {
      for (const name of Object.keys(rootStyle)) root.removeProperty(name);
    };
  }, [doc, rootStyle]);

  useEffect(() => {
    const box = boxRef.current;
    if (!box || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setAvailable(box.clientWidth));
    observer.observe(box);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    if (!doc || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setContentHeight(doc.documentElement.scrollHeight));
    observer.observe(doc.body);
    return () => observer.disconnect();
  }, [doc]);

  const scale = available > 0 ? Math.min(1, available / width) : 1;
  const height = Math.max(contentHeight, 320);
  return (
    <div
      ref={boxRef}
      className={styles.previewBox}
      style={{ maxWidth: width, height: height * scale }}
    >
      <iframe
        ref={frameRef}
        title={title}
        srcDoc={EMPTY_DOCUMENT}
        onLoad={onLoad}
        className={styles.previewIframe}
        style={{ width, height, transform: `scale(${scale})` }}
      />
      {doc ? createPortal(children, doc.body) : null}
    </div>
  );
}
