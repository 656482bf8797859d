import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createSectionRegistry } from '../registry/registry';
import type { SectionRenderer } from '../registry/types';
import { defaultRenderRegistry, PageContent, pageNeedsScripts } from './PageContent';

const winterAppeal = {
  sections: [
    {
      type: 'hero',
      title: 'Winter Appeal',
      content: { description: 'Warm kits', buttonText: 'Donate now' },
    },
    {
      type: 'text',
      title: 'Why it matters',
      content: { text: 'First paragraph.\n\nSecond <b>paragraph</b>.' },
    },
    {
      type: 'image',
      title: 'At the camp',
      content: { imageUrl: '/uploads/camp.jpg', altText: 'Tents in snow' },
    },
    {
      type: 'cta',
      title: 'Give warmth',
      content: { description: '£30 a kit', buttonText: 'Give now', buttonLink: '/donate' },
    },
  ],
};

describe('PageContent', () => {
  it('given a saved page, then every section is shown in order with the hero as the h1', () => {
    render(<PageContent content={winterAppeal} title="Winter Appeal page" />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Winter Appeal');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Why it matters',
      'At the camp',
      'Give warmth',
    ]);
    expect(screen.getByRole('img', { name: 'Tents in snow' })).toHaveAttribute(
      'src',
      '/uploads/camp.jpg',
    );
    expect(screen.getByRole('link', { name: 'Give now' })).toHaveAttribute('href', '/donate');
    expect(screen.getByText('First paragraph.')).toBeInTheDocument();
  });

  it('given stored markup, then it is shown as text, never as HTML', () => {
    const { container } = render(<PageContent content={winterAppeal} />);
    expect(screen.getByText('Second <b>paragraph</b>.')).toBeInTheDocument();
    expect(container.querySelector('b')).toBeNull();
  });

  it('given no leading hero, then the page title is the h1', () => {
    render(<PageContent content={{ sections: [winterAppeal.sections[1]] }} title="Our Partners" />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Our Partners');
  });

  it('given a section of an unknown type, then it is skipped with a warning and the rest shows', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(
      <PageContent
        content={{
          sections: [{ type: 'carousel', title: 'Slides', content: {} }, winterAppeal.sections[1]],
        }}
      />,
    );
    expect(screen.queryByText('Slides')).toBeNull();
    expect(screen.getByText('Why it matters')).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('unknown section type "carousel"'));
    warn.mockRestore();
  });

  it.each(['javascript:alert(1)', 'data:text/html,hi', '//evil.example', ' '])(
    'given the unsafe address "%s", then no link and no image use it',
    (address) => {
      const { container } = render(
        <PageContent
          content={{
            sections: [
              { type: 'cta', title: 'Go', content: { buttonText: 'Click', buttonLink: address } },
              { type: 'image', title: 'Pic', content: { imageUrl: address, altText: 'x' } },
            ],
          }}
        />,
      );
      expect(container.querySelector('a')).toBeNull();
      expect(container.querySelector('img')).toBeNull();
    },
  );

  const storageImage =
    'https://project.supabase.co/storage/v1/object/public/media/uploads/well.jpg';
  const imageSection = (content: Record<string, unknown>) => ({
    sections: [{ type: 'image', title: '', content: { altText: 'A new well', ...content } }],
  });

  it('given a library image with its size, then the browser can pick a rendition the screen needs', () => {
    render(
      <PageContent
        content={imageSection({ imageUrl: storageImage, imageWidth: '1000', imageHeight: '750' })}
      />,
    );
    const img = screen.getByRole('img', { name: 'A new well' });
    expect(img).toHaveAttribute('src', storageImage);
    expect(img).toHaveAttribute('width', '1000');
    expect(img).toHaveAttribute('height', '750');
    expect(img).toHaveAttribute('sizes', '(min-width: 60rem) 60rem, 100vw');
    const render_ = (w: number) =>
      `https://project.supabase.co/storage/v1/render/image/public/media/uploads/well.jpg?width=${w}&quality=75 ${w}w`;
    expect(img.getAttribute('srcset')).toBe([320, 640, 960, 1000].map(render_).join(', '));
  });

  it.each([
    ['no size', { imageUrl: storageImage }],
    ['half a size', { imageUrl: storageImage, imageWidth: '1000' }],
    ['a size that is not pixels', { imageUrl: storageImage, imageWidth: 'wide', imageHeight: '1' }],
    [
      'an address elsewhere',
      { imageUrl: 'https://example.org/well.jpg', imageWidth: '1000', imageHeight: '750' },
    ],
  ])('given %s, then the plain address only, with no candidates', (_, content) => {
    render(<PageContent content={imageSection(content)} />);
    const img = screen.getByRole('img', { name: 'A new well' });
    expect(img).toHaveAttribute('src', content.imageUrl);
    expect(img).not.toHaveAttribute('srcset');
    expect(img).not.toHaveAttribute('sizes');
  });

  it('given malformed content, then it renders nothing instead of failing', () => {
    const { container } = render(<PageContent content={{ sections: 'oops' }} />);
    expect(container).toBeEmptyDOMElement();
    render(<PageContent content={{ sections: [null, 3, { title: 'no type' }] }} />);
  });
});

function Slides() {
  return <p>Slides</p>;
}

describe('pageNeedsScripts', () => {
  // A section type that needs script: it does not say `htmlOnly`.
  const carousel: SectionRenderer = { type: 'carousel', label: 'Carousel', Renderer: Slides };
  const withCarousel = defaultRenderRegistry.with(carousel);
  const carouselSection = { type: 'carousel', title: 'Photos', content: {} };

  it('given only the built-in sections, then the page needs no script', () => {
    expect(pageNeedsScripts(winterAppeal)).toBe(false);
    expect(pageNeedsScripts(winterAppeal.sections)).toBe(false);
    expect(pageNeedsScripts({ sections: [] })).toBe(false);
  });

  it('given a section whose renderer is not htmlOnly, then the page needs scripts', () => {
    const content = { sections: [...winterAppeal.sections, carouselSection] };
    expect(pageNeedsScripts(content, withCarousel)).toBe(true);
    expect(pageNeedsScripts([carouselSection], createSectionRegistry([carousel]))).toBe(true);
  });

  it('given a section type the registry does not know, then it is skipped and does not count', () => {
    expect(pageNeedsScripts({ sections: [...winterAppeal.sections, carouselSection] })).toBe(false);
  });
});
