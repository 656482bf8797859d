import {
  adminCopy,
  FOOTER_LINK_SLOTS,
  type FooterLinks,
  footerLinksSchema,
  type SiteInformation,
  SOCIAL_NETWORKS,
  type SocialLinks,
  type SubmissionSettingsValues,
  siteInformationSchema,
  socialLinksSchema,
  submissionSettingsSchema,
  submissionsCopy,
  type ThemeColors,
  themeColorsSchema,
} from '@charitykit/content';
import { type SiteSettingValues, useSaveSiteSettings, useSiteSettings } from '@charitykit/data';
import {
  AdminPage,
  Button,
  Card,
  ColorField,
  Form,
  FormField,
  Grid,
  NumberField,
  Skeleton,
  Stack,
  Text,
  TextField,
  ThemePreview,
  useZodForm,
} from '@charitykit/ui';
import type { ReactNode } from 'react';
import { ShareImageField } from '../fields/ShareImageField';
import { QueryState } from '../scaffold/QueryState';
import * as styles from '../scaffold/scaffold.css';
import { SecurityCard } from './SecurityCard';
import * as settingsStyles from './settings.css';

const copy = adminCopy.settings;

type Save = (values: Partial<SiteSettingValues>) => Promise<boolean>;

function useSave(): [Save, boolean] {
  const mutation = useSaveSiteSettings();
  const save: Save = async (values) => {
    try {
      await mutation.mutateAsync(values);
      return true;
    } catch {
      // The failure toast (with the service's message) comes from the hook; the form keeps
      // what was typed.
      return false;
    }
  };
  return [save, mutation.isPending];
}

/** One settings card: its heading names the section; its form saves on its own. */
function SettingsCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card as="section" variant="outlined" padding="large" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </Card>
  );
}

function SaveButton({ busy }: { busy: boolean }) {
  return (
    <Stack direction="row" wrap justify="flex-end" gap="small">
      <Button type="submit" busy={busy} busyLabel={copy.saving}>
        {copy.save}
      </Button>
    </Stack>
  );
}

function SiteInformationForm({ initial }: { initial: SiteInformation }) {
  const form = useZodForm(siteInformationSchema, { defaultValues: initial });
  const [save] = useSave();
  return (
    <SettingsCard id="site-information" title={copy.siteInformation}>
      <Form
        form={form}
        summaryTitle={adminCopy.errorSummaryTitle}
        onSubmit={async (values) => void (await save(values))}
        id="site-information"
      >
        <FormField control={form.control} name="site_name">
          {(field) => <TextField {...field} label={copy.siteName} isRequired />}
        </FormField>
        <FormField control={form.control} name="site_tagline">
          {(field) => <TextField {...field} label={copy.siteTagline} />}
        </FormField>
        <FormField control={form.control} name="contact_email">
          {(field) => (
            <TextField {...field} label={copy.contactEmail} type="email" autoComplete="off" />
          )}
        </FormField>
        <FormField control={form.control} name="contact_phone">
          {(field) => <TextField {...field} label={copy.contactPhone} type="tel" />}
        </FormField>
        <FormField control={form.control} name="organisation_name">
          {(field) => (
            <TextField
              {...field}
              label={copy.organisationName}
              description={copy.organisationNameHint}
              autoComplete="organization"
            />
          )}
        </FormField>
        <FormField control={form.control} name="registration_number">
          {(field) => (
            <TextField
              {...field}
              label={copy.registrationNumber}
              description={copy.registrationNumberHint}
              autoComplete="off"
            />
          )}
        </FormField>
        <FormField control={form.control} name="share_image">
          {(field) => (
            <ShareImageField
              {...field}
              label={copy.shareImage}
              description={copy.shareImageHint}
              chooseLabel={copy.shareImageChoose}
            />
          )}
        </FormField>
        <SaveButton busy={form.formState.isSubmitting} />
      </Form>
    </SettingsCard>
  );
}

function SocialMediaForm({ initial }: { initial: SocialLinks }) {
  const form = useZodForm(socialLinksSchema, {
    defaultValues: {
      facebook: initial.facebook ?? '',
      twitter: initial.twitter ?? '',
      instagram: initial.instagram ?? '',
      linkedin: initial.linkedin ?? '',
    },
  });
  const [save] = useSave();
  return (
    <SettingsCard id="social-media" title={copy.socialMedia}>
      <Form
        form={form}
        summaryTitle={adminCopy.errorSummaryTitle}
        onSubmit={async (links) => void (await save({ social_links: links }))}
        id="social-media"
      >
        <Text tone="muted">{copy.socialHint}</Text>
        {SOCIAL_NETWORKS.map((network) => (
          <FormField key={network} control={form.control} name={network}>
            {(field) => (
              <TextField
                {...field}
                value={field.value ?? ''}
                label={copy.social[network]}
                type="url"
                inputMode="url"
                placeholder={copy.urlPlaceholder}
              />
            )}
          </FormField>
        ))}
        <SaveButton busy={form.formState.isSubmitting} />
      </Form>
    </SettingsCard>
  );
}

/**
 * Issue 37: where the footer's Impact Reports, Careers and Fundraise lead. Each is empty (the
 * spec's plain text), a path on this site or an https address; the database refuses the rest.
 */
function FooterLinksForm({ initial }: { initial: FooterLinks }) {
  const form = useZodForm(footerLinksSchema, {
    defaultValues: {
      impact_reports: initial.impact_reports ?? '',
      careers: initial.careers ?? '',
      fundraise: initial.fundraise ?? '',
    },
  });
  const [save] = useSave();
  return (
    <SettingsCard id="footer-links" title={copy.footerLinks}>
      <Form
        form={form}
        summaryTitle={adminCopy.errorSummaryTitle}
        onSubmit={async (links) => void (await save({ footer_links: links }))}
        id="footer-links"
      >
        <Text tone="muted">{copy.footerLinksHint}</Text>
        {FOOTER_LINK_SLOTS.map((slot) => (
          <FormField key={slot} control={form.control} name={slot}>
            {(field) => (
              <TextField
                {...field}
                value={field.value ?? ''}
                label={copy.footerLink[slot]}
                inputMode="url"
                autoComplete="off"
                placeholder={copy.footerLinkPlaceholder}
              />
            )}
          </FormField>
        ))}
        <SaveButton busy={form.formState.isSubmitting} />
      </Form>
    </SettingsCard>
  );
}

const colorFields = [
  { name: 'primary', label: copy.primary },
  { name: 'secondary', label: copy.secondary },
  { name: 'accent', label: copy.accent },
] as const;

function ThemeColorsForm({ initial }: { initial: ThemeColors }) {
  const form = useZodForm(themeColorsSchema, { defaultValues: initial });
  const [save] = useSave();
  // Re-renders on every change, so the preview follows the pickers live.
  const live = form.watch();
  return (
    <SettingsCard id="theme-colors" title={copy.themeColors}>
      <Stack>
        <Form
          form={form}
          summaryTitle={adminCopy.errorSummaryTitle}
          onSubmit={async (colors) => void (await save({ theme_colors: colors }))}
          id="theme-colors"
        >
          {colorFields.map(({ name, label }) => (
            <FormField key={name} control={form.control} name={name}>
              {(field) => (
                <ColorField
                  {...field}
                  label={label}
                  isRequired
                  pickerLabel={copy.colourPicker}
                  placeholder={copy.colourPlaceholder}
                />
              )}
            </FormField>
          ))}
          <SaveButton busy={form.formState.isSubmitting} />
        </Form>
        <ThemePreview
          title={copy.preview}
          colors={colorFields.map(({ name, label }) => ({
            label,
            value: live[name] ?? '',
          }))}
          buttonLabel={copy.previewButton}
          linkText={copy.previewLink}
          warning={copy.contrastWarning}
        />
      </Stack>
    </SettingsCard>
  );
}

/** Issue 24: where donations go and how long submissions are kept. */
function SubmissionSettingsForm({ initial }: { initial: SubmissionSettingsValues }) {
  const words = submissionsCopy.settings;
  const form = useZodForm(submissionSettingsSchema, { defaultValues: initial });
  const [save] = useSave();
  return (
    <SettingsCard id="submissions-donations" title={words.title}>
      <Form
        form={form}
        summaryTitle={adminCopy.errorSummaryTitle}
        onSubmit={async (values) => void (await save(values))}
        id="submissions-donations"
      >
        <FormField control={form.control} name="donation_page">
          {(field) => (
            <TextField
              {...field}
              value={field.value ?? ''}
              label={words.donationPage}
              description={words.donationPageHint}
              type="url"
              inputMode="url"
              placeholder={copy.urlPlaceholder}
            />
          )}
        </FormField>
        <FormField control={form.control} name="submission_retention_months">
          {(field) => (
            <NumberField
              {...field}
              value={Number.isNaN(field.value) ? '' : field.value}
              onChange={(text) => field.onChange(text.trim() === '' ? Number.NaN : Number(text))}
              label={words.retention}
              description={words.retentionHint}
              isRequired
              min={1}
              max={120}
              step={1}
            />
          )}
        </FormField>
        <SaveButton busy={form.formState.isSubmitting} />
      </Form>
    </SettingsCard>
  );
}

/**
 * Settings: Site Information, Social Media, Theme Colors, Submissions & Donations and Footer
 * Links, each saved on its own.
 */
export function SettingsScreen() {
  const settings = useSiteSettings();
  return (
    <AdminPage title={copy.title} description={copy.description}>
      <QueryState
        query={settings}
        label={copy.title}
        placeholder={<Skeleton lines={8} />}
        errorTitle={copy.loadFailed}
      >
        {(data) => (
          <Grid columns={{ mobile: 1, desktop: 2 }}>
            <SiteInformationForm
              initial={{
                site_name: data.site_name,
                site_tagline: data.site_tagline,
                contact_email: data.contact_email,
                contact_phone: data.contact_phone,
                organisation_name: data.organisation_name,
                registration_number: data.registration_number,
                share_image: data.share_image,
              }}
            />
            <SocialMediaForm initial={data.social_links} />
            <div className={settingsStyles.fullRow}>
              <ThemeColorsForm initial={data.theme_colors} />
            </div>
            <SubmissionSettingsForm
              initial={{
                donation_page: data.donation_page ?? null,
                submission_retention_months: data.submission_retention_months ?? 24,
              }}
            />
            <FooterLinksForm
              initial={
                data.footer_links ?? { impact_reports: null, careers: null, fundraise: null }
              }
            />
            {/* Issue 38: admins only; editors see no card. */}
            <SecurityCard />
          </Grid>
        )}
      </QueryState>
    </AdminPage>
  );
}
