import type { Meta, StoryObj } from '@storybook/react-vite';
import { ExternalLink, Pencil, Trash2 } from 'lucide';
import { expect, fn, userEvent } from 'storybook/test';
import { Badge, type BadgeVariant } from '../Badge';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { VisuallyHidden } from '../VisuallyHidden';
import { Table, TableActions, type TableColumn, type TableProps } from './Table';

interface PageRow {
  id: string;
  title: string;
  slug: string;
  status: 'published' | 'draft' | 'archived';
  template: string;
  updated: string;
}

const statusBadge: Record<PageRow['status'], BadgeVariant> = {
  published: 'default',
  draft: 'secondary',
  archived: 'outline',
};

const rows: PageRow[] = [
  {
    id: '1',
    title: 'About Us',
    slug: 'about-us',
    status: 'published',
    template: 'default',
    updated: '12 Nov 2026',
  },
  {
    id: '2',
    title: 'Winter Appeal',
    slug: 'winter-appeal',
    status: 'draft',
    template: 'appeal',
    updated: '18 Nov 2026',
  },
  {
    id: '3',
    title: 'Summer Fete 2024',
    slug: 'summer-fete-2024',
    status: 'archived',
    template: 'event',
    updated: '2 Sep 2024',
  },
];

const onEdit = fn();
const onDelete = fn();

const columns: TableColumn<PageRow>[] = [
  { key: 'title', header: 'Title', cell: (row) => row.title, isRowHeader: true },
  { key: 'slug', header: 'Slug', cell: (row) => `/${row.slug}` },
  {
    key: 'status',
    header: 'Status',
    cell: (row) => <Badge variant={statusBadge[row.status]}>{row.status}</Badge>,
  },
  { key: 'template', header: 'Template', cell: (row) => row.template },
  { key: 'updated', header: 'Updated', cell: (row) => row.updated },
  {
    key: 'actions',
    header: 'Actions',
    align: 'end',
    cell: (row) => (
      <TableActions>
        <Button
          variant="ghost"
          size="small"
          aria-label={`Edit ${row.title}`}
          icon={<Icon icon={Pencil} size="small" />}
          onClick={() => onEdit(row.id)}
        >
          <VisuallyHidden>Edit</VisuallyHidden>
        </Button>
        <Button
          variant="ghost"
          size="small"
          href={`/${row.slug}`}
          external
          aria-label={`Open ${row.title} in a new tab`}
          icon={<Icon icon={ExternalLink} size="small" />}
        >
          <VisuallyHidden>Open</VisuallyHidden>
        </Button>
        <Button
          variant="ghost"
          size="small"
          aria-label={`Delete ${row.title}`}
          icon={<Icon icon={Trash2} size="small" />}
          onClick={() => onDelete(row.id)}
        >
          <VisuallyHidden>Delete</VisuallyHidden>
        </Button>
      </TableActions>
    ),
  },
];

function PagesTable(props: Partial<TableProps<PageRow>>) {
  return (
    <Table caption="Pages" columns={columns} rows={rows} getRowKey={(row) => row.id} {...props} />
  );
}

const meta = {
  title: 'Data/Table',
  component: PagesTable,
  tags: ['autodocs'],
} satisfies Meta<typeof PagesTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Pages' })).toBeInTheDocument();
    await expect(canvas.getAllByRole('columnheader')).toHaveLength(6);
    await expect(canvas.getByRole('rowheader', { name: 'Winter Appeal' })).toBeInTheDocument();
  },
};

export const RowActions: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Winter Appeal' }));
    await expect(onEdit).toHaveBeenLastCalledWith('2');
    await userEvent.click(canvas.getByRole('button', { name: 'Delete About Us' }));
    await expect(onDelete).toHaveBeenLastCalledWith('1');
    await expect(canvas.getByRole('link', { name: 'Open About Us in a new tab' })).toHaveAttribute(
      'target',
      '_blank',
    );
  },
};

export const Empty: Story = {
  args: { rows: [], emptyState: 'No pages yet. Create your first page.' },
};

export const HiddenCaption: Story = { args: { hideCaption: true } };

/** On a narrow screen the table scrolls sideways inside a focusable region. */
export const NarrowScrolls: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Pages' });
    await userEvent.tab();
    await expect(region).toHaveFocus();
  },
};
