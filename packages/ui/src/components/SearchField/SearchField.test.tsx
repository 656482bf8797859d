import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SearchField } from './SearchField';

describe('SearchField', () => {
  it('reports each keystroke so a list can filter as the person types', async () => {
    const onChange = vi.fn();
    render(<SearchField label="Search media" onChange={onChange} />);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search media' }), 'logo');
    expect(onChange).toHaveBeenLastCalledWith('logo');
  });

  it('submits with Enter and clears with Escape', async () => {
    const onSubmit = vi.fn();
    const onClear = vi.fn();
    render(<SearchField label="Search media" onSubmit={onSubmit} onClear={onClear} />);
    const input = screen.getByRole('searchbox');
    await userEvent.type(input, 'report{Enter}');
    expect(onSubmit).toHaveBeenCalledWith('report');
    await userEvent.keyboard('{Escape}');
    expect(input).toHaveValue('');
    expect(onClear).toHaveBeenCalled();
  });

  it('clears with the clear button', async () => {
    render(<SearchField label="Search media" defaultValue="logo" />);
    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(screen.getByRole('searchbox')).toHaveValue('');
  });
});
