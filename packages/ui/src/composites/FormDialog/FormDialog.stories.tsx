import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { TextField } from '../../components/TextField';
import { FormDialog } from './FormDialog';

const save = fn((event: { preventDefault: () => void }) => event.preventDefault());

const meta = {
  title: 'Admin/FormDialog',
  component: FormDialog,
  args: {
    title: 'Edit Media',
    formId: 'edit-media-story',
    labels: { cancel: 'Cancel', submit: 'Save', busy: 'Saving...' },
    onClose: fn(),
    children: (
      <form id="edit-media-story" onSubmit={save}>
        <TextField label="Alt text" defaultValue="Children at a water point" />
      </form>
    ),
  },
} satisfies Meta<typeof FormDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const Open: Story = {
  play: async ({ args }) => {
    const dialog = await body().findByRole('dialog', { name: 'Edit Media' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(save).toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

export const EscapeCloses: Story = {
  play: async ({ args }) => {
    await body().findByRole('dialog', { name: 'Edit Media' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(args.onClose).toHaveBeenCalledOnce());
  },
};

export const Saving: Story = {
  args: { busy: true },
  play: async ({ args }) => {
    const dialog = await body().findByRole('dialog', { name: 'Edit Media' });
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

export const SaveFailed: Story = {
  args: { failure: 'The service refused the change: permission denied' },
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: 'Edit Media' });
    await expect(dialog).toHaveTextContent('The service refused the change: permission denied');
    await expect(within(dialog).getByRole('textbox', { name: 'Alt text' })).toHaveValue(
      'Children at a water point',
    );
  },
};
