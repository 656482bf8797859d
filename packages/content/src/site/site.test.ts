import { describe, expect, it } from 'vitest';
import { formatGBP } from '../rules/format';
import { conflictAppeal, refugeeAppeal } from './appeals';
import { heroSlides } from './home';
import { dataProtectionRights, privacyPolicy, termsAndConditions } from './legal';
import { footerNavigation, headerLinks, programmeLinks } from './navigation';
import { aboutPage, contactPage, volunteerPage } from './pages';
import { programmeCardList } from './programmeCards';
import { findProgramme, programmes } from './programmes';
import { defaultSiteSettings, siteFacts } from './settings';
import type { Statistic } from './types';
import { volunteerFormLabels } from './volunteerForm';

/** "500,000+ meals": a statistic as the spec writes it. */
const asSpecWrites = (stat: Statistic) => `${stat.value} ${stat.label.toLowerCase()}`;

describe('programmes', () => {
  it('are the eight of the spec, in its order, each linking to its page', () => {
    expect(programmes.map((p) => p.link)).toEqual([
      '/programs/food',
      '/programs/water',
      '/programs/education',
      '/programs/healthcare',
      '/programs/empowerment',
      '/programs/orphan-care',
      '/programs/emergency',
      '/programs/environment',
    ]);
  });

  it('show on their cards, in the same order, what their pages say', () => {
    expect(programmeCardList).toEqual(
      programmes.map(({ slug, title, description, colour, icon, link }) => ({
        slug,
        title,
        description,
        colour,
        icon,
        link,
      })),
    );
  });

  // Spec section 2, word for word. `24/7` stands alone in the spec, so only its value is checked.
  it.each([
    ['food', ['500,000+ meals', '50,000+ families', '25 countries']],
    ['water', ['100,000+ people', '500+ wells', '15 countries']],
    ['education', ['25,000+ students', '150+ schools', '20 countries']],
    ['healthcare', ['300,000+ consultations', '100+ centers', '22 countries']],
    ['empowerment', ['15,000+ trained', '5,000+ small businesses', '18 countries']],
    ['orphan-care', ['5,000+ orphans', '50+ centers', '12 countries']],
    ['emergency', ['50+ responses', '200,000+ reached', '24/7']],
    ['environment', ['1M+ trees', '100+ projects', '20 countries']],
  ])('the %s page shows the statistics %j', (slug, expected) => {
    const stats = findProgramme(slug)?.page.stats ?? [];
    expect(stats).toHaveLength(3);
    stats.forEach((stat, i) => {
      const spec = expected[i] ?? '';
      if (spec.includes(' ')) expect(asSpecWrites(stat)).toBe(spec);
      else expect(stat.value).toBe(spec);
    });
  });

  it.each(programmes.map((p) => [p.slug, p] as const))(
    '%s has a hero, a text block, two actions and a four-step approach',
    (_, p) => {
      expect(p.title).not.toBe('');
      expect(p.description).not.toBe('');
      expect(p.fullDescription).not.toBe('');
      expect(p.impact).not.toBe('');
      expect(p.page.hero.title).not.toBe('');
      expect(p.page.textBlock.paragraphs.length).toBeGreaterThan(0);
      expect(p.page.actions).toHaveLength(2);
      expect(p.page.approach.steps).toHaveLength(4);
    },
  );

  it('finds nothing for an unknown slug', () => {
    expect(findProgramme('unknown')).toBeUndefined();
    expect(findProgramme(undefined)).toBeUndefined();
  });
});

describe('appeals (decision 1)', () => {
  it.each([
    {
      appeal: refugeeAppeal,
      path: '/rohingya-crisis',
      raised: '£125,000',
      percent: 63,
      stats: ['1M+ refugees', '600K+ children', '85% food insecurity', '24/7 teams'],
      quick: [25, 50, 100, 250],
      tiers: [
        '£25 emergency food for a family of 5 for 3 days',
        '£50 clean water for 10 families for a week',
        '£100 medical care for 20 refugees',
        '£250 temporary shelter for a displaced family',
      ],
      trust: null,
    },
    {
      appeal: conflictAppeal,
      path: '/gaza-emergency',
      raised: '£185,000',
      percent: 62,
      stats: [
        '2.3M need aid',
        '1.1M children',
        '70% hospitals non-functional',
        '90% food insecurity',
      ],
      quick: [30, 75, 150, 300],
      tiers: [
        '£30 food parcels for a family for 5 days',
        '£75 medical supplies for 15 patients',
        '£150 clean water for 25 families for 2 weeks',
        '£300 emergency shelter materials',
      ],
      trust: ['48hrs average response', '95% funds reach beneficiaries', '200K+ lives impacted'],
    },
  ])(
    '$path: $raised at $percent%',
    ({ appeal, path, raised, percent, stats, quick, tiers, trust }) => {
      expect(appeal.path).toBe(path);
      expect(formatGBP(appeal.raised.amount)).toBe(raised);
      expect(appeal.raised.percent).toBe(percent);
      expect(appeal.stats.items.map(asSpecWrites)).toEqual(stats);
      expect([...appeal.donation.quickAmounts]).toEqual(quick);
      expect(
        appeal.impact.tiers.map((t) => `${formatGBP(t.amount)} ${t.description}`.toLowerCase()),
      ).toEqual(tiers);
      // Every tier is one of the quick amounts, so a quick-amount button shows what it buys.
      expect(appeal.impact.tiers.map((t) => t.amount)).toEqual(quick);
      if (trust === null) expect(appeal.trust).toBeNull();
      else {
        const items = appeal.trust?.items ?? [];
        expect(items.slice(0, 3).map(asSpecWrites)).toEqual(trust);
        expect(items[3]?.value).toBe('24/7');
      }
      expect(appeal.note).toMatch(/^100% of your donation goes directly to aid/);
    },
  );

  it('badges say urgent crisis and humanitarian emergency', () => {
    expect(refugeeAppeal.badge).toBe('Urgent Crisis');
    expect(conflictAppeal.badge).toBe('Humanitarian Emergency');
  });
});

describe('home hero', () => {
  it('has the three slides of the spec, each with an image and alt text', () => {
    expect(heroSlides.map((s) => [s.title, s.subtitle])).toEqual([
      ['Bringing Hope to Those in Need', 'Transform Lives Today'],
      ['Clean Water for Every Community', 'Water Program'],
      ['Nourishing Communities with Hope', 'Food Program'],
    ]);
    for (const slide of heroSlides) {
      expect(slide.image.alt).not.toBe('');
      expect(slide.image.width).toBeGreaterThan(0);
      expect(slide.image.height).toBeGreaterThan(0);
      expect(slide.image.srcSet).toContain('640w');
    }
  });
});

describe('pages', () => {
  it('volunteer: three statistics and the five section titles', () => {
    expect(volunteerPage.stats.map(asSpecWrites)).toEqual([
      '5,000+ active volunteers',
      '25 countries served',
      '100,000+ volunteer hours',
    ]);
    expect(volunteerPage.sectionTitles).toEqual([
      'Personal Information',
      'Skills & Interests',
      'Experience & Motivation',
      'Emergency Contact',
      'Terms & Conditions',
    ]);
    // The site's volunteer form shows these through the form's own labels (it passes none).
    expect([
      volunteerFormLabels.personalSection,
      volunteerFormLabels.skillsSection,
      volunteerFormLabels.experienceSection,
      volunteerFormLabels.emergencySection,
      volunteerFormLabels.termsSection,
    ]).toEqual([...volunteerPage.sectionTitles]);
  });

  it('about: the four values', () => {
    expect(aboutPage.values.items.map((v) => v.title)).toEqual([
      'Compassion',
      'Transparency',
      'Global Impact',
      'Excellence',
    ]);
  });

  it('contact: office hours, weekends closed, the 24-hour claim and Why Contact Us', () => {
    expect(contactPage.infoCards.hours.lines).toEqual(['Mon-Fri: 9:00-18:00', 'Weekends: Closed']);
    expect(contactPage.responseClaim).toContain('24 hours');
    expect(contactPage.whyContact.items.map((i) => i.title)).toEqual([
      'General Inquiries',
      'Partnership Opportunities',
      'Volunteer Applications',
      'Media & Press',
    ]);
    expect(siteFacts.address.postcode).toBe('EC1V 2NX');
    expect(siteFacts.address.city).toBe('London');
  });
});

describe('navigation and footer', () => {
  it('header links and the eight-programme dropdown', () => {
    expect(Object.values(headerLinks).map((l) => l.label)).toEqual([
      'Home',
      'All Programs',
      'About',
      'Contact',
    ]);
    expect(programmeLinks).toEqual(programmes.map((p) => ({ label: p.title, href: p.link })));
  });

  it('marks Impact Reports, Careers, Donate and Fundraise as dead links', () => {
    const dead = [...footerNavigation.quickLinks.links, ...footerNavigation.support.links]
      .filter((l) => l.href === null)
      .map((l) => l.label);
    expect(dead).toEqual(['Impact Reports', 'Careers', 'Donate', 'Fundraise']);
    expect(footerNavigation.quickLinks.links.map((l) => l.label)).toEqual([
      'About Us',
      'Our Programs',
      'Volunteer',
      'Impact Reports',
      'Careers',
    ]);
    expect(footerNavigation.support.links.map((l) => l.label)).toEqual([
      'Donate',
      'Fundraise',
      'Volunteer',
      'Contact',
    ]);
  });

  it('copyright 2024; social links hidden until set', () => {
    expect(siteFacts.copyrightYear).toBe(2024);
    expect(Object.values(defaultSiteSettings.socialLinks).every((v) => v === null)).toBe(true);
  });
});

describe('legal pages', () => {
  it('privacy: December 2024, the listed sections and six rights', () => {
    expect(privacyPolicy.lastUpdated).toBe('December 2024');
    expect(privacyPolicy.sections.map((s) => s.title)).toEqual([
      'Information We Collect',
      'How We Use Your Information',
      'Data Protection and Security',
      'Cookies and Tracking',
      'Your Data Protection Rights',
      'Contact Us',
    ]);
    expect(dataProtectionRights).toHaveLength(6);
    expect(dataProtectionRights.join(' ')).toMatch(
      /access.*correct.*delete.*object.*marketing.*withdraw.*consent.*portable/,
    );
  });

  it('terms: 18+, non-refundable except processing errors, liability capped, England and Wales', () => {
    const text = termsAndConditions.sections.flatMap((s) => s.paragraphs).join(' ');
    expect(text).toContain('18 or over');
    expect(text).toMatch(/non-refundable, except where a payment processing error/);
    expect(text).toContain('limited to the amount of your donation');
    expect(text).toContain('law of England and Wales');
    expect(termsAndConditions.sections).toHaveLength(8);
  });
});
