import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Stat } from './Stat';

describe('Stat', () => {
  it('reads the figure before what it counts', () => {
    const { container } = render(<Stat value="1M+" label="Refugees Displaced" />);
    expect(container.textContent).toBe('1M+Refugees Displaced');
  });
});
