/**
 * The society's fixed texts: home page, Who We Are, Our Legacy, Vision, About The Council and
 * Contact Us. The society edits them here. Facts the specification does not give (the founding
 * year, for instance) are FICTIONAL PLACEHOLDERS and say so in the text itself; the member count
 * always comes from site.memberCount (docs/rules/public-site.md §10.1).
 */
import { site } from "./site";

/** A titled block of text; `items` render as a list after the paragraphs. */
export interface TextSection {
  heading: string;
  paragraphs: readonly string[];
  items?: readonly ListItem[];
  /** A "read further" link after the section. */
  link?: { href: string; label: string };
}

export interface ListItem {
  title: string;
  text: string;
  href?: string;
}

/** The society's four fields of work, as the society's name lists them. */
export const focusAreas: readonly ListItem[] = [
  {
    title: "Agriculture",
    text: "Productive, resilient farming systems and the crop, soil, water and livestock science behind them.",
  },
  {
    title: "Entrepreneurship",
    text: "Helping ideas from the laboratory and the field become viable enterprises, above all in rural areas.",
  },
  {
    title: "Environment",
    text: "Conserving soil, water and biodiversity, and adapting farming to a changing climate.",
  },
  {
    title: "Technology development",
    text: "Developing, testing and spreading technologies that are affordable and suited to small farms.",
  },
];

export const home = {
  welcomeHeading: `Welcome to the ${site.shortName}`,
  welcome: `The ${site.name} is a registered society in Lucknow that brings together scientists, teachers, students, entrepreneurs and farmers. It publishes a journal and books, holds workshops and conferences, honours achievement with awards, and has ${site.memberCount} members across India and abroad.`,
  aboutCard:
    "Founded to advance agriculture, entrepreneurship, environment and technology development, the society connects research with the people who put it to work in the field and in enterprise.",
  /** Quick links to the main sections, shown as cards. */
  quickLinks: [
    {
      title: "Journal",
      href: "/publications/journal",
      text: "Agricultural Innovation & Technology: research published quarterly, with calls for papers and author guidelines.",
    },
    {
      title: "Membership",
      href: "/membership",
      text: "Membership types and fees, online registration and the directory of members.",
    },
    {
      title: "Awards",
      href: "/awards",
      text: "The society's awards, their guidelines, past awardees and how to send a nomination.",
    },
    {
      title: "Workshops",
      href: "/conference/workshop",
      text: "Workshops and brainstorming sessions the society has held, with their topics, venues and dates.",
    },
  ],
} as const;

export const about = {
  title: "Who We Are",
  lead: "A registered society in Lucknow that brings research, enterprise and practice together for agriculture, the environment and technology development.",
  sections: [
    {
      heading: "A society of people who work for the land",
      paragraphs: [
        `The ${site.name} (${site.shortName}) is a registered, not-for-profit society based in Lucknow, Uttar Pradesh. Its members are scientists, teachers, students, extension workers, entrepreneurs and farmers who share one conviction: sound science, applied with care for the land and for the people who work it, is the surest road to prosperous and sustainable rural livelihoods.`,
        `Today the society has ${site.memberCount} members in India and abroad.`,
      ],
    },
    {
      heading: "What we work for",
      paragraphs: ["The society's name lists the four fields it serves:"],
      items: focusAreas,
    },
    {
      heading: "What we do",
      paragraphs: ["The society's work reaches its members and the public in five ways:"],
      items: [
        {
          title: "Publications",
          text: "The quarterly journal Agricultural Innovation & Technology, books, bulletins and annual reports.",
          href: "/publications",
        },
        {
          title: "Conferences and workshops",
          text: "National symposia, international conferences, workshops and brainstorming sessions.",
          href: "/conference",
        },
        {
          title: "Awards",
          text: "Awards and award lectures that recognise outstanding work in the society's fields.",
          href: "/awards",
        },
        {
          title: "Membership",
          text: "A community of professionals that any person working in these fields may join.",
          href: "/membership",
        },
        {
          title: "News",
          text: "Announcements of the society's events, calls and decisions.",
          href: "/news",
        },
      ],
    },
    {
      heading: "How the society is run",
      paragraphs: [
        "The General Body of members elects the society's office-bearers. An Executive Council of 24 members manages the society's affairs and meets at least twice a year.",
      ],
      link: { href: "/executive-council", label: "About the Executive Council" },
    },
  ] satisfies readonly TextSection[],
} as const;

export const legacy = {
  title: "Our Legacy",
  lead: `How a small circle of agricultural scientists in Lucknow grew into a society of ${site.memberCount} members.`,
  /** Facts at a glance. The founding year is a PLACEHOLDER until the society gives it. */
  facts: [
    { term: "Founded", detail: "Lucknow, year to be confirmed (placeholder)" },
    { term: "Registration", detail: site.registration },
    { term: "Members", detail: `${site.memberCount}, in India and abroad` },
  ],
  sections: [
    {
      heading: "Beginnings",
      paragraphs: [
        "The society was founded in Lucknow by a group of agricultural scientists and teachers who wanted a common platform where research, teaching and extension could meet the practical concerns of farmers and rural entrepreneurs. From the start it has been open to everyone who works in its fields, whatever their institution or seniority.",
      ],
    },
    {
      heading: "Growing with its members",
      paragraphs: [
        `What began as a small circle has become a society of ${site.memberCount} members. Members have joined from universities, research institutes, government departments, industry and the farming community, and the society's meetings have become a place where each of these groups learns from the others.`,
      ],
    },
    {
      heading: "A record in print",
      paragraphs: [
        "The society's journal, Agricultural Innovation & Technology, gives researchers a place to publish work that matters to practice. Its books and bulletins gather knowledge for students and practitioners, and its annual reports keep an account of each year's work.",
      ],
      link: { href: "/publications", label: "The society's publications" },
    },
    {
      heading: "Meetings and recognition",
      paragraphs: [
        "National symposia, international conferences, workshops and brainstorming sessions have brought members together to take stock of new research and to discuss the problems of the day. The society's awards and award lectures honour members whose work has advanced agriculture, entrepreneurship, the environment and technology.",
      ],
      link: { href: "/conference", label: "Conferences and workshops" },
    },
    {
      heading: "Carrying it forward",
      paragraphs: [
        "The society's legacy belongs to its members. Each new member, paper, workshop and award adds to it, and the society welcomes everyone who wants to help carry that work forward.",
      ],
      link: { href: "/membership", label: "Become a member" },
    },
  ] satisfies readonly TextSection[],
} as const;

export const vision = {
  title: "Vision",
  lead: "Prosperous, sustainable farming and rural enterprise, built on science that reaches the people who need it.",
  sections: [
    {
      heading: "Our vision",
      paragraphs: [
        "A future in which farming families and rural entrepreneurs prosper, the natural resources they depend on are cared for, and new knowledge and technology reach the field quickly and fairly.",
      ],
    },
    {
      heading: "Our mission",
      paragraphs: ["To work towards that future, the society:"],
      items: [
        {
          title: "Shares knowledge",
          text: "publishes peer-reviewed research, books and reports that are useful to practice;",
        },
        {
          title: "Brings people together",
          text: "holds symposia, conferences and workshops where researchers, practitioners and entrepreneurs meet;",
        },
        {
          title: "Encourages enterprise",
          text: "helps turn promising research into products, services and rural enterprises;",
        },
        {
          title: "Cares for the environment",
          text: "promotes farming that conserves soil, water and biodiversity and copes with a changing climate;",
        },
        {
          title: "Recognises excellence",
          text: "honours outstanding contributions through its awards and award lectures.",
        },
      ],
    },
    {
      heading: "Our values",
      paragraphs: [],
      items: [
        { title: "Scientific integrity", text: "Evidence first, honestly reported." },
        { title: "Service", text: "Research judged by what it does for farmers, enterprises and communities." },
        { title: "Openness", text: "Membership and meetings open to everyone who works in our fields." },
        { title: "Stewardship", text: "Care for the land, water and living things that farming depends on." },
      ],
    },
  ] satisfies readonly TextSection[],
} as const;

/** docs/rules/public-site.md §2 and §9: the council has 24 members and meets at least twice a year. */
export const council = {
  title: "About The Council",
  size: 24,
  lead: "The Executive Council manages the affairs of the society on behalf of its General Body.",
  paragraphs: [
    "The Executive Council has 24 members, its office-bearers included. It meets at least twice a year to plan the society's programme, oversee its publications, finances and awards, and prepare the business of the General Body.",
    "The President leads the council. The President-elect, the Secretary and the Joint Secretary are elected by the General Body of members; the President-elect succeeds the President.",
  ],
  /** The positions table; "How the position is filled" beyond the spec's facts defers to the bye-laws. */
  positions: [
    {
      position: "President",
      role: "Leads the society and chairs the meetings of the General Body and the Executive Council.",
      filled: "Succeeds from President-elect.",
    },
    {
      position: "President-elect",
      role: "Works alongside the President and prepares to take office as the next President.",
      filled: "Elected by the General Body.",
    },
    {
      position: "Secretary",
      role: "Runs the society's day-to-day work, correspondence and records, and convenes its meetings.",
      filled: "Elected by the General Body.",
    },
    {
      position: "Joint Secretary",
      role: "Assists the Secretary and acts for the Secretary when needed.",
      filled: "Elected by the General Body.",
    },
    {
      position: "Treasurer",
      role: "Keeps the society's accounts and funds and presents the yearly statement of accounts.",
      filled: "As laid down in the society's bye-laws.",
    },
    {
      position: "Chief Editor",
      role: "Leads the editorial board of the journal Agricultural Innovation & Technology.",
      filled: "As laid down in the society's bye-laws.",
    },
    {
      position: "Members",
      role: "Take part in the council's decisions and serve on its committees; with the office-bearers they make up the council of 24.",
      filled: "As laid down in the society's bye-laws.",
    },
  ],
} as const;

export const contact = {
  title: "Contact Us",
  lead: "Write to, call or visit the Secretary, who answers questions about the society, its membership, publications and events.",
  /** Where particular questions are best answered, before or instead of writing. */
  topics: [
    {
      title: "Membership and fees",
      text: "Membership types, fees and the society's bank details are on the membership information page; you can register online.",
      href: "/membership/info",
      label: "Membership information",
    },
    {
      title: "Submitting to the journal",
      text: "The journal page gives the submission guidelines and the editorial office's address.",
      href: "/publications/journal",
      label: "Journal - Agricultural Innovation & Technology",
    },
    {
      title: "Awards and nominations",
      text: "The nomination page says how to apply or nominate a colleague for the society's awards.",
      href: "/awards/nomination",
      label: "Award Nomination/Application",
    },
    {
      title: "Books and reports",
      text: "To order a book, use Order Now on the book's page; it opens an e-mail to the Secretary.",
      href: "/publications/books",
      label: "Books & Reports",
    },
  ],
  /** How to write so the Secretary can answer quickly. */
  tips: [
    "Give your name, and your membership number if you are a member.",
    "Put the subject in the e-mail's subject line, for example “Membership” or “Journal submission”.",
    "Letters by post reach the Secretary at the address above.",
  ],
} as const;
