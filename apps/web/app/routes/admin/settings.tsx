import {
  adminCopy,
  type SiteInformation,
  SOCIAL_NETWORKS,
  type SocialLinks,
  siteInformationSchema,
  socialLinksSchema,
  type ThemeColors,
  themeColorsSchema,
} from '@charitykit/content';
import { type SiteSettingValues, useSaveSiteSettings, useSiteSettings } from '@charitykit/data';
import {
  Alert,
  Button,
  Card,
  ColorField,
  Form,
  FormField,
  Skeleton,
  SkeletonGroup,
  TextField,
  ThemePreview,
  useZodForm,
} from '@charitykit/ui';
import * as styles from './shared/admin.css';

const copy = adminCopy.settings;

export function meta() {
  return [{ title: `${copy.title} | Admin` }, { name: 'robots', content: 'noindex' }];
}

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

function SiteInformationForm({ initial }: { initial: SiteInformation }) {
  const form = useZodForm(siteInformationSchema, { defaultValues: initial });
  const [save] = useSave();
  const busy = form.formState.isSubmitting;
  return (
    <Card as="section" variant="outlined" padding="large" aria-labelledby="site-information-title">
      <h2 id="site-information-title" className={styles.sectionTitle}>
        {copy.siteInformation}
      </h2>
      <Form
        form={form}
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
        <div className={styles.formActions}>
          <Button type="submit" busy={busy} busyLabel={copy.saving}>
            {copy.save}
          </Button>
        </div>
      </Form>
    </Card>
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
  const busy = form.formState.isSubmitting;
  return (
    <Card as="section" variant="outlined" padding="large" aria-labelledby="social-media-title">
      <h2 id="social-media-title" className={styles.sectionTitle}>
        {copy.socialMedia}
      </h2>
      <Form
        form={form}
        onSubmit={async (links) => void (await save({ social_links: links }))}
        id="social-media"
      >
        <p className={styles.pageDescription}>{copy.socialHint}</p>
        {SOCIAL_NETWORKS.map((network) => (
          <FormField key={network} control={form.control} name={network}>
            {(field) => (
              <TextField
                {...field}
                value={field.value ?? ''}
                label={copy.social[network]}
                type="url"
                inputMode="url"
                placeholder="https://"
              />
            )}
          </FormField>
        ))}
        <div className={styles.formActions}>
          <Button type="submit" busy={busy} busyLabel={copy.saving}>
            {copy.save}
          </Button>
        </div>
      </Form>
    </Card>
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
  const busy = form.formState.isSubmitting;
  // Re-renders on every change, so the preview follows the pickers live.
  const live = form.watch();
  return (
    <Card as="section" variant="outlined" padding="large" aria-labelledby="theme-colors-title">
      <h2 id="theme-colors-title" className={styles.sectionTitle}>
        {copy.themeColors}
      </h2>
      <div className={styles.stack}>
        <Form
          form={form}
          onSubmit={async (colors) => void (await save({ theme_colors: colors }))}
          id="theme-colors"
        >
          {colorFields.map(({ name, label }) => (
            <FormField key={name} control={form.control} name={name}>
              {(field) => <ColorField {...field} label={label} isRequired />}
            </FormField>
          ))}
          <div className={styles.formActions}>
            <Button type="submit" busy={busy} busyLabel={copy.saving}>
              {copy.save}
            </Button>
          </div>
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
      </div>
    </Card>
  );
}

/** Settings: Site Information, Social Media and Theme Colors, each saved on its own. */
export default function SettingsScreen() {
  const settings = useSiteSettings();
  return (
    <div>
      <div className={styles.pageHeader}>
        <div>
          <h1 className={styles.pageTitle}>{copy.title}</h1>
          <p className={styles.pageDescription}>{copy.description}</p>
        </div>
      </div>
      {settings.isPending ? (
        <SkeletonGroup label={copy.title}>
          <Skeleton lines={8} />
        </SkeletonGroup>
      ) : settings.isError ? (
        <Alert tone="danger" title={copy.loadFailed}>
          {settings.error.message}
        </Alert>
      ) : (
        <div className={styles.settingsGrid}>
          <SiteInformationForm
            initial={{
              site_name: settings.data.site_name,
              site_tagline: settings.data.site_tagline,
              contact_email: settings.data.contact_email,
              contact_phone: settings.data.contact_phone,
            }}
          />
          <SocialMediaForm initial={settings.data.social_links} />
          <div className={styles.fullRow}>
            <ThemeColorsForm initial={settings.data.theme_colors} />
          </div>
        </div>
      )}
    </div>
  );
}
