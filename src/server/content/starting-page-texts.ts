import {
  EDITABLE_PAGE_SLUGS,
  pageText,
  type EditablePage,
  type PageText,
  type PageTextSource,
} from "../../domain/page-texts";

const titleAndLead = (title: string, lead: string): PageTextSource => ({ title, lead, sections: [] });

/** A row of the council's positions table: the position, its role, how it is filled. */
const position = (title: string, text: string, detail: string) => ({ title, text, detail, href: "" });
const BYE_LAWS = "As laid down in the society's bye-laws.";

/** The landing and conference pages: a title and a lead. */
const LANDING_PAGE_TEXTS = {
  publications: titleAndLead(
    "Publications",
    "The society's journal, its editorial board, books and bulletins, and the annual reports of its work.",
  ),
  awards: titleAndLead(
    "Awards",
    "The awards the society gives for outstanding work in agriculture, entrepreneurship, environment and technology, and how to apply.",
  ),
  conference: titleAndLead(
    "Conference",
    "National symposia, international conferences, workshops and brainstorming sessions held by the society.",
  ),
  membership: titleAndLead(
    "Membership",
    "Join a community of scientists, teachers, students, entrepreneurs and farmers working for agriculture and rural development.",
  ),
  "national-symposia": titleAndLead(
    "National Symposia",
    "Symposia the society holds in India, where members and invited experts review progress on a theme of national importance.",
  ),
  "international-conferences": titleAndLead(
    "International Conferences",
    "Conferences the society organises with partners in India and abroad, open to researchers, practitioners and entrepreneurs.",
  ),
} satisfies Record<string, PageTextSource>;

/**
 * The texts the society's own pages started with: what they show until an editor saves them in the
 * Pages tab, and what the demo seed stores. {name}, {shortName} and {memberCount} are filled in from
 * the site details when the pages are built.
 */
const STARTING_SOURCES: Record<EditablePage, PageTextSource> = {
  ...LANDING_PAGE_TEXTS,
  council: {
    title: "About The Council",
    lead: "The Executive Council manages the affairs of the society on behalf of its General Body.",
    sections: [
      {
        heading: "How the council works",
        paragraphs: [
          "The Executive Council has 24 members, its office-bearers included. It meets at least twice a year to plan the society's programme, oversee its publications, finances and awards, and prepare the business of the General Body.",
          "The President leads the council. The President-elect, the Secretary and the Joint Secretary are elected by the General Body of members; the President-elect succeeds the President.",
        ],
        items: [],
        link: null,
      },
      {
        heading: "Positions on the council",
        paragraphs: [],
        // "How the position is filled" beyond the spec's facts defers to the bye-laws.
        items: [
          position(
            "President",
            "Leads the society and chairs the meetings of the General Body and the Executive Council.",
            "Succeeds from President-elect.",
          ),
          position(
            "President-elect",
            "Works alongside the President and prepares to take office as the next President.",
            "Elected by the General Body.",
          ),
          position(
            "Secretary",
            "Runs the society's day-to-day work, correspondence and records, and convenes its meetings.",
            "Elected by the General Body.",
          ),
          position(
            "Joint Secretary",
            "Assists the Secretary and acts for the Secretary when needed.",
            "Elected by the General Body.",
          ),
          position(
            "Treasurer",
            "Keeps the society's accounts and funds and presents the yearly statement of accounts.",
            BYE_LAWS,
          ),
          position(
            "Chief Editor",
            "Leads the editorial board of the journal Agricultural Innovation & Technology.",
            BYE_LAWS,
          ),
          position(
            "Members",
            "Take part in the council's decisions and serve on its committees; with the office-bearers they make up the council of 24.",
            BYE_LAWS,
          ),
        ],
        link: null,
      },
    ],
  },
  contact: {
    title: "Contact Us",
    lead: "Write to, call or visit the Secretary, who answers questions about the society, its membership, publications and events.",
    sections: [
      {
        heading: "Writing to the society",
        paragraphs: [],
        items: [
          "Give your name, and your membership number if you are a member.",
          "Put the subject in the e-mail's subject line, for example “Membership” or “Journal submission”.",
          "Letters by post reach the Secretary at the address above.",
        ].map((tip) => ({ title: tip, text: "", detail: "", href: "" })),
        link: null,
      },
      {
        heading: "Answers you may find faster on the site",
        paragraphs: [],
        items: [
          {
            title: "Membership and fees",
            text: "Membership types, fees and the society's bank details are on the membership information page; you can register online.",
            href: "/membership/info",
            detail: "Membership information",
          },
          {
            title: "Submitting to the journal",
            text: "The journal page gives the submission guidelines and the editorial office's address.",
            href: "/publications/journal",
            detail: "Journal - Agricultural Innovation & Technology",
          },
          {
            title: "Awards and nominations",
            text: "The nomination page says how to apply or nominate a colleague for the society's awards.",
            href: "/awards/nomination",
            detail: "Award Nomination/Application",
          },
          {
            title: "Books and reports",
            text: "To order a book, use Order Now on the book's page; it opens an e-mail to the Secretary.",
            href: "/publications/books",
            detail: "Books & Reports",
          },
        ],
        link: null,
      },
    ],
  },
  journal: {
    title: "Journal",
    lead: "The society's peer-reviewed journal: research that carries new knowledge from the laboratory to the field and into enterprise.",
    sections: [
      {
        heading: "About the journal",
        paragraphs: [
          "Agricultural Innovation & Technology publishes original research papers, reviews and short communications across agriculture, entrepreneurship, environment and technology development. It welcomes work that is rigorous and also useful to the people who farm, advise farmers or build rural enterprises.",
          "Every manuscript is reviewed by at least two independent referees. The journal is published for the society by its editorial board, led by the Chief Editor.",
        ],
        items: [],
        link: null,
      },
    ],
  },

  home: {
    title: "Welcome to the {shortName}",
    lead: "The {name} is a registered society in Lucknow that brings together scientists, teachers, students, entrepreneurs and farmers. It publishes a journal and books, holds workshops and conferences, honours achievement with awards, and has {memberCount} members across India and abroad.",
    sections: [
      {
        heading: "About the Society",
        paragraphs: [
          "Founded to advance agriculture, entrepreneurship, environment and technology development, the society connects research with the people who put it to work in the field and in enterprise.",
        ],
        items: [],
        link: null,
      },
    ],
  },
  about: {
    title: "Who We Are",
    lead: "A registered society in Lucknow that brings research, enterprise and practice together for agriculture, the environment and technology development.",
    sections: [
      {
        heading: "A society of people who work for the land",
        paragraphs: [
          "The {name} ({shortName}) is a registered, not-for-profit society based in Lucknow, Uttar Pradesh. Its members are scientists, teachers, students, extension workers, entrepreneurs and farmers who share one conviction: sound science, applied with care for the land and for the people who work it, is the surest road to prosperous and sustainable rural livelihoods.",
          "Today the society has {memberCount} members in India and abroad.",
        ],
        items: [],
        link: null,
      },
      {
        heading: "What we work for",
        paragraphs: ["The society's name lists the four fields it serves:"],
        items: [
          {
            title: "Agriculture",
            text: "Productive, resilient farming systems and the crop, soil, water and livestock science behind them.",
            href: "",
          },
          {
            title: "Entrepreneurship",
            text: "Helping ideas from the laboratory and the field become viable enterprises, above all in rural areas.",
            href: "",
          },
          {
            title: "Environment",
            text: "Conserving soil, water and biodiversity, and adapting farming to a changing climate.",
            href: "",
          },
          {
            title: "Technology development",
            text: "Developing, testing and spreading technologies that are affordable and suited to small farms.",
            href: "",
          },
        ],
        link: null,
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
        link: null,
      },
      {
        heading: "How the society is run",
        paragraphs: [
          "The General Body of members elects the society's office-bearers. An Executive Council of 24 members manages the society's affairs and meets at least twice a year.",
        ],
        items: [],
        link: {
          label: "About the Executive Council",
          href: "/executive-council",
        },
      },
    ],
  },
  legacy: {
    title: "Our Legacy",
    lead: "How a small circle of agricultural scientists in Lucknow grew into a society of {memberCount} members.",
    sections: [
      {
        heading: "Beginnings",
        paragraphs: [
          "The society was founded in Lucknow by a group of agricultural scientists and teachers who wanted a common platform where research, teaching and extension could meet the practical concerns of farmers and rural entrepreneurs. From the start it has been open to everyone who works in its fields, whatever their institution or seniority.",
        ],
        items: [],
        link: null,
      },
      {
        heading: "Growing with its members",
        paragraphs: [
          "What began as a small circle has become a society of {memberCount} members. Members have joined from universities, research institutes, government departments, industry and the farming community, and the society's meetings have become a place where each of these groups learns from the others.",
        ],
        items: [],
        link: null,
      },
      {
        heading: "A record in print",
        paragraphs: [
          "The society's journal, Agricultural Innovation & Technology, gives researchers a place to publish work that matters to practice. Its books and bulletins gather knowledge for students and practitioners, and its annual reports keep an account of each year's work.",
        ],
        items: [],
        link: {
          label: "The society's publications",
          href: "/publications",
        },
      },
      {
        heading: "Meetings and recognition",
        paragraphs: [
          "National symposia, international conferences, workshops and brainstorming sessions have brought members together to take stock of new research and to discuss the problems of the day. The society's awards and award lectures honour members whose work has advanced agriculture, entrepreneurship, the environment and technology.",
        ],
        items: [],
        link: {
          label: "Conferences and workshops",
          href: "/conference",
        },
      },
      {
        heading: "Carrying it forward",
        paragraphs: [
          "The society's legacy belongs to its members. Each new member, paper, workshop and award adds to it, and the society welcomes everyone who wants to help carry that work forward.",
        ],
        items: [],
        link: {
          label: "Become a member",
          href: "/membership",
        },
      },
    ],
  },
  vision: {
    title: "Vision",
    lead: "Prosperous, sustainable farming and rural enterprise, built on science that reaches the people who need it.",
    sections: [
      {
        heading: "Our vision",
        paragraphs: [
          "A future in which farming families and rural entrepreneurs prosper, the natural resources they depend on are cared for, and new knowledge and technology reach the field quickly and fairly.",
        ],
        items: [],
        link: null,
      },
      {
        heading: "Our mission",
        paragraphs: ["To work towards that future, the society:"],
        items: [
          {
            title: "Shares knowledge",
            text: "publishes peer-reviewed research, books and reports that are useful to practice;",
            href: "",
          },
          {
            title: "Brings people together",
            text: "holds symposia, conferences and workshops where researchers, practitioners and entrepreneurs meet;",
            href: "",
          },
          {
            title: "Encourages enterprise",
            text: "helps turn promising research into products, services and rural enterprises;",
            href: "",
          },
          {
            title: "Cares for the environment",
            text: "promotes farming that conserves soil, water and biodiversity and copes with a changing climate;",
            href: "",
          },
          {
            title: "Recognises excellence",
            text: "honours outstanding contributions through its awards and award lectures.",
            href: "",
          },
        ],
        link: null,
      },
      {
        heading: "Our values",
        paragraphs: [],
        items: [
          {
            title: "Scientific integrity",
            text: "Evidence first, honestly reported.",
            href: "",
          },
          {
            title: "Service",
            text: "Research judged by what it does for farmers, enterprises and communities.",
            href: "",
          },
          {
            title: "Openness",
            text: "Membership and meetings open to everyone who works in our fields.",
            href: "",
          },
          {
            title: "Stewardship",
            text: "Care for the land, water and living things that farming depends on.",
            href: "",
          },
        ],
        link: null,
      },
    ],
  },
};

export const STARTING_PAGE_TEXTS = Object.fromEntries(
  EDITABLE_PAGE_SLUGS.map((page) => [page, pageText.parse(STARTING_SOURCES[page])]),
) as Record<EditablePage, PageText>;
