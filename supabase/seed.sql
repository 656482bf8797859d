-- Default site settings (DECISIONS 6) and a few sample pages. Idempotent: safe to re-run.
insert into public.site_settings (setting_key, setting_value) values
  ('site_name', '"Hope Relief UK"'),
  ('site_tagline', '"Humanitarian aid where it is needed most"'),
  ('contact_email', '"info@hoperelief.org.uk"'),
  ('contact_phone', '"+44 20 7946 0000"'),
  ('social_links', '{"facebook": null, "twitter": null, "instagram": null, "linkedin": null}'),
  ('theme_colors', '{"primary": "#2A9F8E", "secondary": "#B7DE2D", "accent": "#FF6B6B"}')
on conflict (setting_key) do nothing;

insert into public.pages (title, slug, meta_title, meta_description, status, template_name, content)
values
  (
    'Winter Appeal', 'winter-appeal', 'Winter Appeal',
    'Help families stay warm this winter.', 'published', 'landing',
    '{"sections": [
      {"type": "hero", "title": "Winter Appeal", "content": {"description": "Warm clothes, blankets and fuel for families facing freezing temperatures.", "buttonText": "Donate now"}},
      {"type": "text", "title": "Why it matters", "content": {"text": "Every winter, displaced families face temperatures well below zero."}},
      {"type": "cta", "title": "Give warmth", "content": {"description": "£30 provides a winter kit for a child.", "buttonText": "Give now", "buttonLink": "/donate"}}
    ]}'
  ),
  (
    'Our Partners', 'our-partners', 'Our Partners',
    'The organisations we work with.', 'published', 'page',
    '{"sections": [
      {"type": "text", "title": "Working together", "content": {"text": "We work with local partners who know their communities best."}}
    ]}'
  ),
  (
    'Annual Report Draft', 'annual-report', 'Annual Report',
    'Draft of this year''s annual report.', 'draft', 'page',
    '{"sections": []}'
  )
on conflict (slug) do nothing;
