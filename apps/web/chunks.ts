// How the client build groups script modules into files (issue 22). Left to itself, the bundler
// makes one file per distinct set of routes using a module: a public page then loaded 40-60 files,
// 30 of them under 2 KB, and paid for every file's imports, exports and lost compression. These
// groups put what belongs together in one file each; everything else is still split per route.
// The size budget (tests/perf/budget.mjs) measures the outcome, and the bench lists each page's
// biggest modules (`npm run bench`).
import type { Rolldown } from 'vite';

type CodeSplittingGroup = Rolldown.CodeSplittingGroup;

/** A module id's file path (vanilla-extract and React Router add queries). */
const pathOf = (id: string) => id.split('?')[0] ?? id;
const matcher = (patterns: readonly RegExp[]) => (id: string) =>
  patterns.some((pattern) => pattern.test(pathOf(id)));

/**
 * React, React DOM and React Router: what every page runs, the same in every release of the site,
 * so it is one file that stays cached. The bare comparison page of the budget is built with this
 * same group.
 */
export const frameworkGroup = {
  name: 'framework',
  test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
  priority: 90,
} satisfies CodeSplittingGroup;

/**
 * `ui`: what every page uses, the back-office too: the root route, the design system's
 * primitives and theme, the icon renderer and the icons of those primitives, the shared rules.
 */
const everyPage = [
  /[\\/]apps[\\/]web[\\/]app[\\/](root|app-link|page-scripts|build-mode)\.tsx?$/,
  // Not the code that derives a theme from saved colours (the server does that for the site).
  /[\\/]packages[\\/]ui[\\/]src[\\/](theme[\\/](?!(tokens|contrast|cssVars|runtime)\.ts)|tokens[\\/])/,
  /[\\/]packages[\\/]ui[\\/]src[\\/]components[\\/](Button|Container|Heading|Icon|LinkProvider|SkipLink|Stack|Text|VisuallyHidden)[\\/]/,
  /[\\/]packages[\\/]content[\\/]src[\\/](site[\\/]settings|rules[\\/](constants|patterns))\.ts$/,
  // The icons of those primitives: drawings only (data), no icon component code.
  /[\\/]node_modules[\\/]lucide[\\/]dist[\\/]esm[\\/]icons[\\/](x|check|minus|triangle-alert)\.mjs$/,
  /[\\/]node_modules[\\/](@vanilla-extract[\\/]recipes|clsx)[\\/]/,
  // Vite's loader for lazy imports: the public forms' and the back-office's.
  /^\0?vite[\\/]preload-helper/,
];

/**
 * `site`: the public site's frame, on every public page and no back-office one: the layout,
 * header, footer, page hero and sections, and what their links and pictures need.
 */
const publicPages = [
  /[\\/]apps[\\/]web[\\/]app[\\/]routes[\\/]public-layout\.tsx$/,
  /[\\/]apps[\\/]web[\\/]app[\\/](site|seo|site-navigation|pages\.css)\.ts$/,
  /[\\/]apps[\\/]web[\\/]app[\\/]components[\\/](public-chrome|donate)\.tsx?$/,
  /[\\/]packages[\\/]ui[\\/]src[\\/]composites[\\/](SiteHeader|SiteFooter|PageSection|PageHero)[\\/]/,
  /[\\/]packages[\\/]content[\\/]src[\\/]site[\\/](navigation|contactDetails)\.ts$/,
  /[\\/]packages[\\/]content[\\/]src[\\/]rules[\\/]donationLink\.ts$/,
  /[\\/]packages[\\/]data[\\/]src[\\/]public[\\/]PublicSettingsProvider/,
];

/** `forms`: what every public form is built from (contact, volunteer, donation), and sign-in. */
const forms = [
  /[\\/]packages[\\/]ui[\\/]src[\\/]components[\\/](Form[\\/](FormShell|Form\.css)|Field[\\/](FieldBase|NativeField|native|Field\.css))/,
  // Not the simulated wait: only the volunteer form's checks, which load on demand, use it.
  /[\\/]packages[\\/]ui[\\/]src[\\/]composites[\\/]forms[\\/](?!wait\.ts$)/,
  /[\\/]packages[\\/]content[\\/]src[\\/]rules[\\/](publicMessages|validate)\.ts$/,
];

/**
 * `send`: what the two forms that reach the charity's staff share (contact, volunteer): text
 * fields, the error summary and the code that sends a submission when one is made.
 */
const send = [
  /[\\/]packages[\\/]ui[\\/]src[\\/]components[\\/](TextField|TextArea|Form[\\/]FormErrorSummary)/,
  /[\\/]apps[\\/]web[\\/]app[\\/](components[\\/](submit-later|form-extras|submission-backend)|form-page)\.tsx?$/,
  /[\\/]packages[\\/]content[\\/]src[\\/]site[\\/]submissionNotices\.ts$/,
];

/** `volunteer`: the volunteer application and the controls only it uses. */
const volunteer = [
  /[\\/]packages[\\/]ui[\\/]src[\\/]components[\\/](RadioGroup|Checkbox|CheckboxGroup|DateField[\\/]NativeDateField)[\\/]/,
  // Not its checks (volunteerFormState, volunteerChecks): those load when a person starts the form.
  /[\\/]packages[\\/]ui[\\/]src[\\/]composites[\\/]VolunteerForm[\\/](VolunteerForm|index)\.tsx?$/,
  /[\\/]packages[\\/]content[\\/]src[\\/](site[\\/](volunteerForm|volunteerPage)|rules[\\/](volunteer|volunteerApplication))\.ts$/,
  /[\\/]apps[\\/]web[\\/]app[\\/](components[\\/]volunteer-(slot|page)|routes[\\/]volunteer(-static)?)\.tsx$/,
];

/** `contact`: the contact form, its words (the back-office's submissions list uses them too). */
const contact = [
  /[\\/]packages[\\/]ui[\\/]src[\\/]composites[\\/]ContactForm[\\/]/,
  /[\\/]packages[\\/]content[\\/]src[\\/](site[\\/](contactForm|contactPage)|rules[\\/]contactChecks)\.ts$/,
  /[\\/]apps[\\/]web[\\/]app[\\/](components[\\/]contact-(slot|page)|routes[\\/]contact(-static)?)\.tsx$/,
];

/** `toast`: the messages that appear after an action (the volunteer form; the back-office). */
const toast = [/[\\/]packages[\\/]ui[\\/]src[\\/]components[\\/]Toast[\\/](Toast|toastStore)\./];

/**
 * `cards`: the cards and the site icons they draw by name (home, contact, the appeals), and the
 * pages that draw them; the volunteer page has none of them.
 */
const cards = [/[\\/]packages[\\/]ui[\\/]src[\\/]composites[\\/](SiteIcon|FeatureCard)[\\/]/];

/**
 * `blocks`: the cards, badges, grids and text links most pages lay out with (the back-office's
 * sign-in too), but not the volunteer page.
 */
const blocks = [/[\\/]packages[\\/]ui[\\/]src[\\/]components[\\/](Card|Badge|Grid|TextLink)[\\/]/];

/** `stats`: the figures band of the volunteer and appeal pages. */
const stats = [/[\\/]packages[\\/]ui[\\/]src[\\/]composites[\\/]StatGrid[\\/]/];

/** `donate`: the donation form and the appeals' fundraising blocks (the appeal pages; home lazily). */
const donate = [
  /[\\/]packages[\\/]ui[\\/]src[\\/](composites[\\/](DonationForm|RaisedCard|ImpactTiers)|components[\\/](NumberField|ProgressBar))[\\/]/,
  /[\\/]apps[\\/]web[\\/]app[\\/]components[\\/](donation-slot|appeal-page)\.tsx$/,
  /[\\/]packages[\\/]content[\\/]src[\\/]rules[\\/]format\.ts$/,
];

/**
 * `backend`: the backend's address and public key (app/backend.ts), read in that one module. Only
 * what talks to the backend loads it: the back-office, a form being sent, a preview. The public
 * frame imports it for the static export's own build only (the branch the site's build drops),
 * so without a group of its own the frame's group would take it in, key and all, on every page.
 */
const backend = [/[\\/]apps[\\/]web[\\/]app[\\/]backend\.ts$/];

/**
 * `formWords`: the public forms' validation messages (content's formValidationMessages.ts), read
 * by each form's checks and by the back-office's messages: a file of their own, so neither the
 * back-office's sign-in nor one form's page loads another form's code for them.
 */
const formWords = [/[\\/]packages[\\/]content[\\/]src[\\/]rules[\\/]formValidationMessages\.ts$/];

export const scriptGroups = [
  frameworkGroup,
  { name: 'form-words', test: matcher(formWords), priority: 16 },
  { name: 'backend', test: matcher(backend), priority: 95 },
  { name: 'ui', test: matcher(everyPage), priority: 20 },
  { name: 'forms', test: matcher(forms), priority: 15 },
  { name: 'send', test: matcher(send), priority: 14 },
  { name: 'toast', test: matcher(toast), priority: 14 },
  { name: 'volunteer', test: matcher(volunteer), priority: 9 },
  { name: 'contact', test: matcher(contact), priority: 9 },
  { name: 'cards', test: matcher(cards), priority: 12 },
  { name: 'blocks', test: matcher(blocks), priority: 12 },
  { name: 'stats', test: matcher(stats), priority: 12 },
  { name: 'donate', test: matcher(donate), priority: 11 },
  { name: 'site', test: matcher(publicPages), priority: 13 },
] satisfies CodeSplittingGroup[];
