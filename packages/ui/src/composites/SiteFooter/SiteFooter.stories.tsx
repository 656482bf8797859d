import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SiteFooter } from './SiteFooter';

const meta = {
  title: 'Composites/SiteFooter',
  component: SiteFooter,
  tags: ['autodocs'],
  args: {
    siteName: 'Hope Relief UK',
    tagline: 'Humanitarian aid where it is needed most',
    about: 'We are a UK humanitarian charity bringing relief to communities in need.',
    columns: [
      {
        title: 'Quick Links',
        links: [
          { label: 'About Us', href: '/about' },
          { label: 'Our Programs', href: '/programs' },
          { label: 'Volunteer', href: '/volunteer' },
          { label: 'Impact Reports', href: null },
          { label: 'Careers', href: null },
        ],
      },
      {
        title: 'Support',
        links: [
          { label: 'Donate', href: null },
          { label: 'Fundraise', href: null },
          { label: 'Volunteer', href: '/volunteer' },
          { label: 'Contact', href: '/contact' },
        ],
      },
    ],
    contact: {
      title: 'Contact Us',
      phone: '+44 20 7946 0000',
      email: 'info@example.org.uk',
      addressLines: ['1 Placeholder Street', 'London EC1V 2NX'],
    },
    socialLinks: { facebook: null, twitter: null, instagram: null, linkedin: null },
    registration: ['Registered Charity No. 0000000', 'Company No. 00000000'],
    copyrightYear: 2024,
    legalLinks: [
      { label: 'Privacy Policy', href: '/privacy-policy' },
      { label: 'Terms & Conditions', href: '/terms-conditions' },
    ],
  },
} satisfies Meta<typeof SiteFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Dead links are text, not links to nowhere; no social links while none is set. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: /Impact Reports/ })).toBeNull();
    await expect(canvas.getByText('Impact Reports')).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: 'Volunteer' })).toHaveLength(2);
    await expect(canvas.getByText(/© 2024 Hope Relief UK/)).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Social media' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
  },
};

/** Only the social networks with an address are shown. */
export const WithSocialLinks: Story = {
  args: {
    socialLinks: {
      facebook: 'https://facebook.com/example',
      twitter: null,
      instagram: 'https://instagram.com/example',
      linkedin: null,
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /Facebook/ })).toHaveAttribute(
      'href',
      'https://facebook.com/example',
    );
    await expect(canvas.getByRole('link', { name: /Instagram/ })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /LinkedIn/ })).toBeNull();
  },
};

/** Without phone, e-mail or address, the contact column is just its title. */
export const NoContactDetails: Story = {
  args: { contact: { title: 'Contact Us' } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: /@/ })).toBeNull();
  },
};
