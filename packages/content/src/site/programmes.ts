import { programmeCards } from './programmeCards';
import type { Programme } from './types';

/**
 * The eight programme areas (spec sections 1-3), in the spec's order. Statistics are the spec's
 * figures exactly; the rest is the charity's own short copy.
 */
export const programmes = [
  {
    ...programmeCards.food,
    fullDescription:
      'We distribute food parcels, run community kitchens and help farmers grow more, so families have enough to eat today and in the seasons ahead.',
    impact: 'Over 500,000 meals served to families in need',
    page: {
      hero: {
        title: 'Food Security Program',
        subtitle: 'No family should go hungry',
        description:
          'Emergency food aid and long-term support that helps communities feed themselves.',
      },
      textBlock: {
        title: 'Fighting hunger, meal by meal',
        paragraphs: [
          'Conflict, drought and rising prices leave millions of families without enough to eat. Our teams deliver food parcels and hot meals where hunger is most severe.',
          'Alongside emergency aid we support local farmers with seeds, tools and training, so communities can grow their own food and withstand the next crisis.',
        ],
      },
      actions: ['Support Food Security', 'Volunteer for Food Drives'],
      stats: [
        { value: '500,000+', label: 'Meals' },
        { value: '50,000+', label: 'Families' },
        { value: '25', label: 'Countries' },
      ],
      approach: {
        title: 'Our Approach',
        steps: [
          {
            title: 'Assess',
            description: 'We work with local partners to find the families most at risk of hunger.',
          },
          {
            title: 'Deliver',
            description: 'Food parcels and hot meals reach families quickly and safely.',
          },
          {
            title: 'Grow',
            description: 'Farmers receive seeds, tools and training for better harvests.',
          },
          {
            title: 'Sustain',
            description: 'Community food banks and kitchens keep support going.',
          },
        ],
      },
    },
  },
  {
    ...programmeCards.water,
    fullDescription:
      'We drill wells, install filters and build sanitation facilities, bringing safe water close to home and cutting the spread of disease.',
    impact: 'Clean water for over 100,000 people',
    page: {
      hero: {
        title: 'Clean Water Program',
        subtitle: 'Safe water changes everything',
        description: 'Wells, filters and hygiene education that keep communities healthy.',
      },
      textBlock: {
        title: 'Water close to home',
        paragraphs: [
          'Without clean water, children fall ill and women and girls walk for hours each day. A well in the village changes that.',
          'We build wells and sanitation with the community, train local people to maintain them, and teach hygiene so the benefits last.',
        ],
      },
      actions: ['Fund a Well', 'Learn About Water Projects'],
      stats: [
        { value: '100,000+', label: 'People' },
        { value: '500+', label: 'Wells' },
        { value: '15', label: 'Countries' },
      ],
      approach: {
        title: 'Our Approach',
        steps: [
          { title: 'Survey', description: 'Engineers find safe water sources with the community.' },
          { title: 'Build', description: 'We drill wells and install filters and sanitation.' },
          {
            title: 'Train',
            description: 'Local committees learn to run and repair their water point.',
          },
          {
            title: 'Monitor',
            description: 'We test water quality and check every site over time.',
          },
        ],
      },
    },
  },
  {
    ...programmeCards.education,
    fullDescription:
      'We build and repair schools, train teachers and provide books and uniforms, so children can learn whatever their circumstances.',
    impact: 'Over 25,000 students supported in school',
    page: {
      hero: {
        title: 'Education Program',
        subtitle: 'Every child deserves to learn',
        description: 'Schools, teachers and supplies that open doors for children in need.',
      },
      textBlock: {
        title: 'Learning that lasts a lifetime',
        paragraphs: [
          'Millions of children are out of school because of poverty, conflict or displacement. Education is their way out.',
          'We build classrooms, train teachers and give children the books and uniforms they need, with extra support for girls and refugee children.',
        ],
      },
      actions: ['Sponsor a Student', 'Support a School'],
      stats: [
        { value: '25,000+', label: 'Students' },
        { value: '150+', label: 'Schools' },
        { value: '20', label: 'Countries' },
      ],
      approach: {
        title: 'Our Approach',
        steps: [
          {
            title: 'Access',
            description: 'We build and repair classrooms close to where children live.',
          },
          {
            title: 'Equip',
            description: 'Children receive books, uniforms and learning materials.',
          },
          {
            title: 'Teach',
            description: 'Teachers are trained and supported in their classrooms.',
          },
          {
            title: 'Follow Up',
            description: 'We track attendance and results to keep children learning.',
          },
        ],
      },
    },
  },
  {
    ...programmeCards.healthcare,
    fullDescription:
      'We run medical centres and mobile clinics, supply medicines and train health workers, bringing care to people far from a hospital.',
    impact: 'Over 300,000 medical consultations provided',
    page: {
      hero: {
        title: 'Healthcare Program',
        subtitle: 'Care where it is needed most',
        description: 'Clinics, medicines and health workers for communities in need.',
      },
      textBlock: {
        title: 'Bringing care closer',
        paragraphs: [
          'Many families live hours from the nearest doctor. Simple illnesses become dangerous and mothers give birth without help.',
          'Our medical centres and mobile clinics offer consultations, vaccinations, maternal care and medicines, staffed by trained local health workers.',
        ],
      },
      actions: ['Fund Medical Care', 'Join Our Medical Team'],
      stats: [
        { value: '300,000+', label: 'Consultations' },
        { value: '100+', label: 'Centers' },
        { value: '22', label: 'Countries' },
      ],
      approach: {
        title: 'Our Approach',
        steps: [
          {
            title: 'Reach',
            description: 'Mobile clinics travel to remote and displaced communities.',
          },
          { title: 'Treat', description: 'Doctors and nurses give consultations and medicines.' },
          {
            title: 'Prevent',
            description: 'Vaccinations and health education stop illness spreading.',
          },
          { title: 'Strengthen', description: 'We train local health workers and equip centres.' },
        ],
      },
    },
  },
  {
    ...programmeCards.empowerment,
    fullDescription:
      'We offer vocational training, literacy classes and small grants, helping women earn an income and support their families.',
    impact: 'Over 15,000 women trained in new skills',
    page: {
      hero: {
        title: 'Women Empowerment Program',
        subtitle: 'Skills, income and independence',
        description: 'Training and small-business support that help women lead change.',
      },
      textBlock: {
        title: 'When women thrive, families thrive',
        paragraphs: [
          'Women are often the first to go without in a crisis, yet they hold families and communities together.',
          'Our training, literacy classes and small grants help women start businesses, earn an income and have a voice in their communities.',
        ],
      },
      actions: ['Empower a Woman', 'Become a Mentor'],
      stats: [
        { value: '15,000+', label: 'Trained' },
        { value: '5,000+', label: 'Small Businesses' },
        { value: '18', label: 'Countries' },
      ],
      approach: {
        title: 'Our Approach',
        steps: [
          { title: 'Learn', description: 'Women join literacy, numeracy and vocational courses.' },
          { title: 'Plan', description: 'Mentors help turn a skill into a business plan.' },
          { title: 'Start', description: 'Small grants and equipment get the business going.' },
          { title: 'Grow', description: 'Savings groups and ongoing mentoring help it last.' },
        ],
      },
    },
  },
  {
    ...programmeCards['orphan-care'],
    fullDescription:
      'We sponsor orphaned children and support care centres, so every child has food, healthcare, education and someone looking out for them.',
    impact: 'Over 5,000 orphans cared for',
    page: {
      hero: {
        title: 'Orphan Care Program',
        subtitle: 'Every child deserves a family',
        description: 'Care, schooling and a safe place to grow up for orphaned children.',
      },
      textBlock: {
        title: 'A safe start in life',
        paragraphs: [
          'Children who lose their parents to conflict, disease or disaster face hunger, exploitation and missed schooling.',
          'We support orphaned children within their extended families where we can, and through care centres where we must, covering food, healthcare and education.',
        ],
      },
      actions: ['Sponsor an Orphan', 'Support a Care Center'],
      stats: [
        { value: '5,000+', label: 'Orphans' },
        { value: '50+', label: 'Centers' },
        { value: '12', label: 'Countries' },
      ],
      approach: {
        title: 'Our Approach',
        steps: [
          {
            title: 'Identify',
            description: 'Local partners find children who have lost their parents.',
          },
          { title: 'Provide', description: 'Food, clothing, healthcare and a safe place to live.' },
          { title: 'Educate', description: 'Every child goes to school with what they need.' },
          {
            title: 'Support',
            description: 'Care continues until young people can stand on their own.',
          },
        ],
      },
    },
  },
  {
    ...programmeCards.emergency,
    fullDescription:
      'Our emergency teams deliver food, water, shelter and medical aid within hours of a disaster, and stay to help communities recover.',
    impact: 'Over 200,000 people reached in emergencies',
    page: {
      hero: {
        title: 'Emergency Relief Program',
        subtitle: 'There when disaster strikes',
        description: 'Food, water, shelter and medical aid delivered fast, day or night.',
      },
      textBlock: {
        title: 'Fast help in the worst of times',
        paragraphs: [
          'Earthquakes, floods and conflict can destroy homes and livelihoods in moments. The first days decide how many lives are saved.',
          'Our teams and local partners are ready around the clock to deliver emergency supplies, and we stay to help families rebuild.',
        ],
      },
      actions: ['Give to Emergencies', 'Join the Response Team'],
      stats: [
        { value: '50+', label: 'Responses' },
        { value: '200,000+', label: 'Reached' },
        { value: '24/7', label: 'Ready to Respond' },
      ],
      approach: {
        title: 'Our Approach',
        steps: [
          {
            title: 'Prepare',
            description: 'Supplies and trained teams are ready before disaster strikes.',
          },
          { title: 'Respond', description: 'Aid reaches affected families within hours.' },
          { title: 'Protect', description: 'Shelter, water and medical care keep people safe.' },
          {
            title: 'Rebuild',
            description: 'We help communities recover and prepare for the future.',
          },
        ],
      },
    },
  },
  {
    ...programmeCards.environment,
    fullDescription:
      'We plant trees, protect land and water, and help communities adapt to a changing climate that hits the poorest hardest.',
    impact: 'Over 1 million trees planted',
    page: {
      hero: {
        title: 'Environment Program',
        subtitle: 'Protecting the planet we share',
        description: 'Tree planting and climate projects that protect communities and nature.',
      },
      textBlock: {
        title: 'Caring for creation',
        paragraphs: [
          'Droughts, floods and failing harvests fall hardest on communities that did least to cause them.',
          'We plant trees, restore land and support climate-smart farming, so communities can protect their homes and livelihoods.',
        ],
      },
      actions: ['Plant a Tree', 'Support Green Projects'],
      stats: [
        { value: '1M+', label: 'Trees' },
        { value: '100+', label: 'Projects' },
        { value: '20', label: 'Countries' },
      ],
      approach: {
        title: 'Our Approach',
        steps: [
          { title: 'Plant', description: 'Communities plant native trees to restore land.' },
          { title: 'Protect', description: 'We safeguard water sources and soil from erosion.' },
          {
            title: 'Adapt',
            description: 'Farmers learn climate-smart methods for reliable harvests.',
          },
          {
            title: 'Educate',
            description: 'Schools and families learn to care for their environment.',
          },
        ],
      },
    },
  },
] as const satisfies readonly Programme[];

export type ProgrammeSlug = (typeof programmes)[number]['slug'];

/** The programme with this slug, or `undefined` for an unknown slug. */
export function findProgramme(slug: string | undefined): Programme | undefined {
  return programmes.find((p) => p.slug === slug);
}

/** Every programme page's path, in order (each is prerendered). */
export const programmePaths: readonly string[] = programmes.map((p) => p.link);
