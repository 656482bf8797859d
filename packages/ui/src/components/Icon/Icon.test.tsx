import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { Heart, X } from 'lucide';
import { X as XComponent } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { Icon, type IconNode, iconSizes } from './Icon';
import * as styles from './Icon.css';
import * as stories from './Icon.stories';

const { Decorative, Labelled } = composeStories(stories);

/** The drawing's elements as tag and attributes, to compare with the data. */
const drawn = (svg: Element) =>
  [...svg.children].map((child) => [
    child.tagName,
    Object.fromEntries([...child.attributes].map((attribute) => [attribute.name, attribute.value])),
  ]);

describe('Icon', () => {
  it('given no label, then screen readers skip it: it only decorates the text beside it', () => {
    const { container } = render(<Decorative />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).not.toHaveAttribute('role');
    expect(svg).not.toHaveAttribute('aria-label');
  });

  it('given a label, then it is announced as an image with that name', () => {
    render(<Labelled />);
    const svg = screen.getByRole('img', { name: 'Healthcare' });
    expect(svg).not.toHaveAttribute('aria-hidden');
  });

  it('given a drawing, then it draws its elements in a 24 × 24 stroked svg, as lucide did', () => {
    const { container } = render(<Icon icon={X} />);
    const svg = container.querySelector('svg');
    expect(svg).not.toBeNull();
    if (!svg) return;
    for (const [name, value] of [
      ['xmlns', 'http://www.w3.org/2000/svg'],
      ['width', '24'],
      ['height', '24'],
      ['viewBox', '0 0 24 24'],
      ['fill', 'none'],
      ['stroke', 'currentColor'],
      ['stroke-width', '2'],
      ['stroke-linecap', 'round'],
      ['stroke-linejoin', 'round'],
      ['focusable', 'false'],
    ] as const) {
      expect(svg, name).toHaveAttribute(name, value);
    }
    expect(drawn(svg)).toEqual([
      ['path', { d: 'M18 6 6 18' }],
      ['path', { d: 'm6 6 12 12' }],
    ]);
  });

  it('given a drawing whose data carries keys, then the key is not drawn', () => {
    const keyed: IconNode = [
      ['circle', { cx: 12, cy: 12, r: 10, key: 'a' }],
      ['path', { d: 'M12 8v8', key: 'b' }],
    ];
    const { container } = render(<Icon icon={keyed} />);
    const svg = container.querySelector('svg');
    expect(svg && drawn(svg)).toEqual([
      ['circle', { cx: '12', cy: '12', r: '10' }],
      ['path', { d: 'M12 8v8' }],
    ]);
  });

  it.each(iconSizes)('given size %s, then the svg carries that size class', (size) => {
    const { container } = render(<Icon icon={Heart} size={size} />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveClass(styles.icon, styles.size[size]);
    for (const other of iconSizes.filter((name) => name !== size)) {
      expect(svg).not.toHaveClass(styles.size[other]);
    }
  });

  it('given no size, then it is medium', () => {
    const { container } = render(<Icon icon={Heart} />);
    expect(container.querySelector('svg')).toHaveClass(styles.size.medium);
  });

  it('given an icon component (lucide-react), then it renders it as before, with the same drawing', () => {
    const { container } = render(
      <>
        <Icon icon={XComponent} label="Close" size="large" />
        <Icon icon={X} label="Close" size="large" />
      </>,
    );
    const [fromComponent, fromDrawing] = screen.getAllByRole('img', { name: 'Close' });
    expect(container.querySelectorAll('svg')).toHaveLength(2);
    if (!fromComponent || !fromDrawing) throw new Error('both icons should render');
    expect(fromComponent).toHaveClass(styles.icon, styles.size.large);
    expect(fromComponent).toHaveAttribute('focusable', 'false');
    expect(drawn(fromComponent)).toEqual(drawn(fromDrawing));
  });

  it('given an icon component and no label, then it is hidden from screen readers', () => {
    const { container } = render(<Icon icon={XComponent} />);
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });
});
