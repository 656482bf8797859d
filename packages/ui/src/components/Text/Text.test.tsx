import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Text } from './Text';

describe('Text', () => {
  it('is a paragraph unless told to be inline', () => {
    render(
      <>
        <Text>100% of your donation goes directly to aid.</Text>
        <Text as="span">inline</Text>
      </>,
    );
    expect(screen.getByText(/100% of your donation/).tagName).toBe('P');
    expect(screen.getByText('inline').tagName).toBe('SPAN');
  });
});
