import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './Table.stories';

const { Default, Empty } = composeStories(stories);

describe('Table', () => {
  it('given rows, then it is a table named by its caption with column and row headers', () => {
    render(<Default />);
    const table = screen.getByRole('table', { name: 'Pages' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Title', 'Slug', 'Status', 'Template', 'Updated', 'Actions']);
    expect(within(table).getByRole('rowheader', { name: 'About Us' })).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Edit About Us' })).toBeInTheDocument();
  });

  it('given no rows, then one cell across every column says so', () => {
    render(<Empty />);
    const cell = screen.getByRole('cell', { name: /No pages/ });
    expect(cell).toHaveAttribute('colspan', '6');
  });
});
