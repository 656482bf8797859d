import { defaultSiteSettings } from '@charitykit/content';
import { render, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { scenarios } from '../msw/scenarios';
import { requestsTo, SUPABASE_URL, server, startMswServer } from '../testing/mswServer';
import { fetchPublicSettings } from './fetchPublicSettings';
import {
  PublicSettingsProvider,
  RenderedSettingsProvider,
  usePublicSettings,
  usePublicSettingsState,
} from './PublicSettingsProvider';

startMswServer();

const row = (setting_key: string, setting_value: unknown) => ({
  id: setting_key,
  setting_key,
  setting_value: setting_value as never,
  updated_by: null,
  created_at: '',
  updated_at: '',
});

const backend = { url: SUPABASE_URL, anonKey: 'anon-key' };

describe('reading the public settings', () => {
  it('reads site_settings anonymously and merges them over the defaults', async () => {
    server.use(
      ...scenarios.settings.populated([
        row('site_name', 'Hope Relief Scotland'),
        row('theme_colors', { primary: '#123456', secondary: '#654321', accent: '#ABCDEF' }),
        row('social_links', { facebook: 'https://facebook.com/hoperelief', twitter: null }),
      ]),
    );
    const { settings, source } = await fetchPublicSettings(backend);
    expect(source).toBe('backend');
    expect(settings).toEqual({
      ...defaultSiteSettings,
      siteName: 'Hope Relief Scotland',
      themeColors: { primary: '#123456', secondary: '#654321', accent: '#ABCDEF' },
      socialLinks: {
        facebook: 'https://facebook.com/hoperelief',
        twitter: null,
        instagram: null,
        linkedin: null,
      },
      // No footer link stored: each of the three is the spec's plain text (issue 37).
      footerLinks: { impact_reports: null, careers: null, fundraise: null },
    });
    const [request] = requestsTo('/rest/v1/site_settings');
    expect(request?.params.get('select')).toBe('setting_key,setting_value');
    expect(request?.headers.get('apikey')).toBe('anon-key');
    expect(request?.headers.get('authorization')).toBe('Bearer anon-key');
  });

  it('keeps a default for each value of the wrong shape and hides unsafe links', async () => {
    server.use(
      ...scenarios.settings.populated([
        row('site_name', ''),
        row('contact_phone', 42),
        row('theme_colors', { primary: 'red', secondary: '#00FF00' }),
        row('social_links', {
          facebook: 'javascript:alert(1)',
          linkedin: 'https://linkedin.com/company/x',
        }),
      ]),
    );
    const { settings } = await fetchPublicSettings(backend);
    expect(settings.siteName).toBe(defaultSiteSettings.siteName);
    expect(settings.contactPhone).toBe(defaultSiteSettings.contactPhone);
    expect(settings.themeColors).toEqual({
      ...defaultSiteSettings.themeColors,
      secondary: '#00FF00',
    });
    expect(settings.socialLinks).toEqual({
      facebook: null,
      twitter: null,
      instagram: null,
      linkedin: 'https://linkedin.com/company/x',
    });
  });

  it('uses the defaults without a request when no backend is configured', async () => {
    expect(await fetchPublicSettings({ url: '', anonKey: '' })).toEqual({
      settings: defaultSiteSettings,
      source: 'defaults',
    });
    expect(requestsTo('/rest/v1/site_settings')).toHaveLength(0);
  });

  it('falls back to the defaults when the backend cannot be reached', async () => {
    server.use(...scenarios.settings.networkError());
    const onError = vi.fn();
    expect(await fetchPublicSettings({ ...backend, onError })).toEqual({
      settings: defaultSiteSettings,
      source: 'defaults',
    });
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('falls back to the defaults when the backend refuses or answers nonsense', async () => {
    server.use(
      ...scenarios.settings.error('permission denied for table site_settings', { status: 401 }),
    );
    expect((await fetchPublicSettings(backend)).source).toBe('defaults');
    server.use(http.get('*/rest/v1/site_settings', () => HttpResponse.json({ not: 'rows' })));
    expect((await fetchPublicSettings(backend)).source).toBe('defaults');
  });

  it('gives up after the timeout and uses the defaults', async () => {
    server.use(...scenarios.settings.loading());
    const result = await fetchPublicSettings({ ...backend, timeoutMs: 50 });
    expect(result.source).toBe('defaults');
  });
});

function Footer() {
  const settings = usePublicSettings();
  const { status } = usePublicSettingsState();
  return (
    <footer style={{ color: settings.themeColors.primary }}>
      <p>{settings.siteName}</p>
      <p>{status}</p>
    </footer>
  );
}

describe('PublicSettingsProvider', () => {
  it('renders the defaults first, then the live settings', async () => {
    server.use(...scenarios.settings.populated([row('site_name', 'Hope Relief Wales')]));
    render(
      <PublicSettingsProvider {...backend}>
        <Footer />
      </PublicSettingsProvider>,
    );
    expect(screen.getByText(defaultSiteSettings.siteName)).toBeInTheDocument();
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText('Hope Relief Wales')).toBeInTheDocument();
    expect(screen.getByText('backend')).toBeInTheDocument();
    expect(requestsTo('/rest/v1/site_settings')).toHaveLength(1);
  });

  it('keeps the defaults when the backend is down', async () => {
    server.use(...scenarios.settings.networkError());
    render(
      <PublicSettingsProvider {...backend} onError={() => undefined}>
        <Footer />
      </PublicSettingsProvider>,
    );
    await waitFor(() => expect(screen.getByText('defaults')).toBeInTheDocument());
    expect(screen.getByText(defaultSiteSettings.siteName)).toBeInTheDocument();
  });

  it('given the settings a server rendered with and no backend, it shows them and reads nothing', async () => {
    const rendered = { ...defaultSiteSettings, siteName: 'Hope Relief Wales' };
    render(
      <PublicSettingsProvider initialSettings={rendered}>
        <Footer />
      </PublicSettingsProvider>,
    );
    expect(screen.getByText('Hope Relief Wales')).toBeInTheDocument();
    expect(screen.getByText('provided')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requestsTo('/rest/v1/site_settings')).toHaveLength(0);
  });

  it('RenderedSettingsProvider gives the rendered settings as they are', () => {
    const rendered = { ...defaultSiteSettings, siteName: 'Hope Relief Cymru' };
    render(
      <RenderedSettingsProvider settings={rendered}>
        <Footer />
      </RenderedSettingsProvider>,
    );
    expect(screen.getByText('Hope Relief Cymru')).toBeInTheDocument();
    expect(screen.getByText('provided')).toBeInTheDocument();
  });

  it('gives the defaults with no provider at all', () => {
    render(<Footer />);
    expect(screen.getByText(defaultSiteSettings.siteName)).toBeInTheDocument();
  });
});
