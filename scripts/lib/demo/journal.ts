import type {
  ArticleAuthor,
  ArticleType,
  JournalArticle,
  JournalDetails,
  JournalIssue,
} from "../../../src/domain/journal";

/**
 * The journal's demo content (docs/rules/journal.md): two volumes of four quarterly issues, a few
 * articles in each. Every article, author and finding is invented: the abstracts open with "This is
 * demonstration content." and describe how a study could be laid out, never a result; the
 * affiliations are "Example" institutions; the e-mails are at example.org.
 */

/**
 * The demo journal's ISSNs. Demo content names no real journal's ISSN: these pass the ISO 3297
 * check (0000-001 weighs 2, so its check digit is 9; 0000-002 weighs 4, check 7), so the site
 * treats them as it would real ones, but they are the first numbers of the 0000- block, as plainly
 * made up as the journal page's placeholder 0000-0000.
 */
export const DEMO_JOURNAL_ISSNS: Pick<JournalDetails, "issnPrint" | "issnOnline"> = {
  issnPrint: "0000-0019",
  issnOnline: "0000-0027",
};

/** An author as the Journal tab's form takes one: the corresponding author with an e-mail. */
export type DemoAuthor = Pick<ArticleAuthor, "name" | "affiliation"> &
  Partial<Pick<ArticleAuthor, "orcid" | "email" | "corresponding">>;

/** An article of a demo issue: the issue it belongs to is the one it is listed under. */
export interface DemoJournalArticle extends Pick<
  JournalArticle,
  "title" | "abstract" | "doi" | "firstPage" | "lastPage" | "received" | "accepted" | "published" | "slug" | "ready"
> {
  type: ArticleType;
  authors: DemoAuthor[];
  keywords?: string[];
  language?: JournalArticle["language"];
}

export interface DemoJournalIssue {
  issue: Pick<JournalIssue, "volume" | "number" | "year" | "month" | "published"> &
    Partial<Pick<JournalIssue, "specialTitle" | "guestEditors">>;
  articles: DemoJournalArticle[];
}

/** The DOI a demo article would have: under 10.5555, the prefix Crossref keeps for examples and tests. */
const demoDoi = (year: number, volume: number, number: number, place: number) =>
  `10.5555/ait.${year}.${volume}.${number}.${place}`;

/**
 * ORCID's own fictional researcher (Josiah Carberry), then iDs with a valid check digit from the
 * 0000-0000- block, below every block ORCID issues from, so none is a real person's.
 */
const ORCID = {
  carberryExample: "0000-0002-1825-0097",
  unissued1: "0000-0000-0000-001X",
  unissued2: "0000-0000-0000-0028",
  unissued3: "0000-0000-0000-0036",
  unissued4: "0000-0000-0000-0044",
  unissued5: "0000-0000-0000-0052",
  unissued6: "0000-0000-0000-0060",
} as const;

const PLACES = {
  agronomy: "Department of Agronomy, Example Agricultural University, Lucknow",
  soilScience: "Department of Soil Science, Example Agricultural University, Lucknow",
  horticulture: "Department of Horticulture, Example Agricultural University, Lucknow",
  plantPathology: "Department of Plant Pathology, Example Agricultural University, Lucknow",
  farmEngineering: "Department of Agricultural Engineering, Example Agricultural University, Ludhiana",
  krishiVigyanKendra: "Example Krishi Vigyan Kendra, Barabanki",
  management: "School of Management, Example Institute of Technology, Kanpur",
  foodTechnology: "Department of Food Technology, Example Institute of Technology, Chennai",
  digitalFarming: "Centre for Digital Agriculture, Example Institute of Technology, Chennai",
  ruralEnterprise: "Example Centre for Rural Enterprise, Lucknow",
  environment: "Department of Environmental Science, Example University, Varanasi",
} as const;

const DEMO = "This is demonstration content.";
/** How every demo abstract ends: it reports nothing real. */
const NOTHING_REAL = "No real farm, person or measurement is described, and every figure in the article is invented.";

export const demoJournal: DemoJournalIssue[] = [
  {
    issue: { volume: 1, number: 1, year: 2025, month: 3, published: true },
    articles: [
      {
        title: "Soil health cards and balanced fertiliser use on smallholder wheat farms: a demonstration study",
        type: "Research article",
        authors: [
          {
            name: "Asha Verma",
            affiliation: PLACES.agronomy,
            orcid: ORCID.carberryExample,
            email: "asha.verma@example.org",
            corresponding: true,
          },
          { name: "रमेश कुमार", affiliation: PLACES.krishiVigyanKendra },
        ],
        abstract: `${DEMO} The article sets out how a three-season comparison could be made between wheat fields whose farmers follow the fertiliser doses on their soil health cards and fields whose farmers do not: how the fields would be paired, what would be measured at sowing and harvest, and how the costs of fertiliser would be recorded. ${NOTHING_REAL}`,
        keywords: ["soil health", "balanced fertilisation", "wheat", "smallholders"],
        firstPage: 1,
        lastPage: 12,
        doi: demoDoi(2025, 1, 1, 1),
        received: "2024-10-02",
        accepted: "2025-01-20",
        published: "2025-03-28",
        slug: "soil-health-cards-smallholder-wheat",
        ready: true,
      },
      {
        title: "Farmer producer organisations as rural enterprises: a review of their business models",
        type: "Review",
        authors: [
          {
            name: "Anil Kumar Tiwari",
            affiliation: PLACES.management,
            orcid: ORCID.unissued1,
            email: "anil.tiwari@example.org",
            corresponding: true,
          },
          { name: "Pooja Saxena", affiliation: PLACES.management },
        ],
        abstract: `${DEMO} This review sketches the ways a farmer producer organisation can be run as a business: buying inputs together, selling produce together, processing it, or offering services such as machinery hire. For each model it lists the questions a study would ask about capital, governance and members' benefits. ${NOTHING_REAL}`,
        keywords: ["farmer producer organisations", "agribusiness", "collective marketing"],
        firstPage: 13,
        lastPage: 30,
        doi: demoDoi(2025, 1, 1, 2),
        received: "2024-11-15",
        accepted: "2025-02-10",
        published: "2025-03-28",
        slug: "farmer-producer-organisations-review",
        ready: true,
      },
      {
        title: "A low-cost soil moisture sensor for drip-irrigated vegetable plots",
        type: "Short communication",
        authors: [
          {
            name: "Gurpreet Singh Sandhu",
            affiliation: PLACES.farmEngineering,
            email: "gurpreet.sandhu@example.org",
            corresponding: true,
          },
          { name: "Harpreet Kaur", affiliation: PLACES.farmEngineering },
        ],
        abstract: `${DEMO} A short note describing an imagined sensor built from two stainless-steel rods and a small microcontroller, which switches a drip line on when the soil dries. It explains how such a sensor could be calibrated against soil samples dried in an oven. ${NOTHING_REAL}`,
        firstPage: 31,
        lastPage: 36,
        doi: demoDoi(2025, 1, 1, 3),
        received: "2024-12-05",
        accepted: "2025-02-25",
        published: "2025-03-28",
        slug: "low-cost-soil-moisture-sensor",
        ready: true,
      },
    ],
  },
  {
    issue: { volume: 1, number: 2, year: 2025, month: 6, published: true },
    articles: [
      {
        title: "Paddy straw management without burning: the choices farmers weigh",
        type: "Research article",
        authors: [
          {
            name: "Harpreet Kaur",
            affiliation: PLACES.farmEngineering,
            orcid: ORCID.unissued2,
            email: "harpreet.kaur@example.org",
            corresponding: true,
          },
          { name: "Gurpreet Singh Sandhu", affiliation: PLACES.farmEngineering },
        ],
        abstract: `${DEMO} The article describes a survey that could ask rice growers how they deal with straw after harvest (baling, mulching, incorporation or sale to a biomass plant) and what each option costs them in time, machinery and money. It shows how the answers could be compared across farm sizes. ${NOTHING_REAL}`,
        keywords: ["crop residue", "paddy straw", "air quality", "farm machinery"],
        firstPage: 37,
        lastPage: 50,
        doi: demoDoi(2025, 1, 2, 1),
        received: "2025-01-12",
        accepted: "2025-04-18",
        published: "2025-06-27",
        slug: "paddy-straw-management-without-burning",
        ready: true,
      },
      {
        title: "धान की सीधी बुवाई: किसानों के अनुभव पर एक प्रदर्शन अध्ययन",
        type: "Research article",
        language: "hi",
        authors: [
          {
            name: "सुनीता वर्मा",
            affiliation: PLACES.agronomy,
            orcid: ORCID.unissued3,
            email: "sunita.verma@example.org",
            corresponding: true,
          },
          { name: "अंजलि मिश्रा", affiliation: PLACES.krishiVigyanKendra },
        ],
        abstract: `${DEMO} यह लेख धान की सीधी बुवाई पर एक काल्पनिक अध्ययन की रूपरेखा प्रस्तुत करता है: खेतों का चयन कैसे हो, पानी और श्रम की माप कैसे की जाए, और किसानों से किन प्रश्नों पर बातचीत हो। इसमें किसी वास्तविक खेत, व्यक्ति या परिणाम का वर्णन नहीं है; सभी आँकड़े काल्पनिक हैं।`,
        keywords: ["धान", "सीधी बुवाई", "जल बचत"],
        firstPage: 51,
        lastPage: 60,
        doi: demoDoi(2025, 1, 2, 2),
        received: "2025-02-03",
        accepted: "2025-05-06",
        published: "2025-06-27",
        slug: "dhan-ki-sidhi-buvai",
        ready: true,
      },
    ],
  },
  {
    issue: { volume: 1, number: 3, year: 2025, month: 9, published: true },
    articles: [
      {
        title: "Mobile weather advisories and the timing of pesticide sprays in mango orchards",
        type: "Research article",
        authors: [
          {
            name: "Farhan Siddiqui",
            affiliation: PLACES.horticulture,
            email: "farhan.siddiqui@example.org",
            corresponding: true,
          },
          { name: "Kavita Pandey", affiliation: PLACES.horticulture },
        ],
        abstract: `${DEMO} The article outlines how orchard owners who receive weather advisories by text message could be compared with owners who do not, in when they spray and how often a spray is washed off by rain. It lists the records a study would keep and the pitfalls in comparing orchards. ${NOTHING_REAL}`,
        keywords: ["mango", "weather advisories", "plant protection"],
        firstPage: 61,
        lastPage: 74,
        doi: demoDoi(2025, 1, 3, 1),
        received: "2025-03-20",
        accepted: "2025-07-02",
        published: "2025-09-26",
        slug: "weather-advisories-mango-sprays",
        ready: true,
      },
      {
        title: "Solar-powered cold storage for tomato growers: a pilot design",
        type: "Short communication",
        authors: [
          {
            name: "Deepa Raghavan",
            affiliation: PLACES.foodTechnology,
            orcid: ORCID.unissued4,
            email: "deepa.raghavan@example.org",
            corresponding: true,
          },
          { name: "Arjun Menon", affiliation: PLACES.digitalFarming },
        ],
        abstract: `${DEMO} A note on an imagined walk-in cold room for a village collection centre, run on solar panels with a small battery, and the questions a pilot would have to answer: how cool it keeps, how much produce it holds, and who pays for it. ${NOTHING_REAL}`,
        firstPage: 75,
        lastPage: 80,
        doi: demoDoi(2025, 1, 3, 2),
        received: "2025-05-14",
        accepted: "2025-07-30",
        published: "2025-09-26",
        slug: "solar-cold-storage-tomato",
        ready: true,
      },
      {
        title: "Women-led dairy enterprises and household income in rural Uttar Pradesh",
        type: "Research article",
        authors: [
          {
            name: "Priya Srivastava",
            affiliation: PLACES.ruralEnterprise,
            email: "priya.srivastava@example.org",
            corresponding: true,
          },
          { name: "Rahul Yadav", affiliation: PLACES.ruralEnterprise },
          { name: "Meenakshi Dubey", affiliation: PLACES.management },
        ],
        abstract: `${DEMO} The article describes how a study might follow dairy enterprises run by women's self-help groups: the records of milk collected and sold, the costs of feed and veterinary care, and interviews about who decides how the income is spent. ${NOTHING_REAL}`,
        keywords: ["dairy", "women's enterprise", "self-help groups", "rural income"],
        firstPage: 81,
        lastPage: 95,
        doi: demoDoi(2025, 1, 3, 3),
        received: "2025-04-08",
        accepted: "2025-08-11",
        published: "2025-09-26",
        slug: "women-led-dairy-enterprises",
        ready: true,
      },
    ],
  },
  {
    issue: { volume: 1, number: 4, year: 2025, month: 12, published: true },
    articles: [
      {
        title: "Biochar in rice-wheat systems: what field trials would need to show",
        type: "Review",
        authors: [
          {
            name: "Vikram Chauhan",
            affiliation: PLACES.soilScience,
            orcid: ORCID.unissued5,
            email: "vikram.chauhan@example.org",
            corresponding: true,
          },
          { name: "Neha Agarwal", affiliation: PLACES.soilScience },
        ],
        abstract: `${DEMO} This review sets out the questions a field trial of biochar in a rice-wheat rotation would have to answer before any advice could be given: the feedstock, the dose, the soil, how long the effect lasts and what it costs the farmer. ${NOTHING_REAL}`,
        keywords: ["biochar", "rice-wheat system", "soil carbon"],
        firstPage: 96,
        lastPage: 118,
        doi: demoDoi(2025, 1, 4, 1),
        received: "2025-06-02",
        accepted: "2025-10-15",
        published: "2025-12-26",
        slug: "biochar-rice-wheat-review",
        ready: true,
      },
      {
        title: "Drone imagery for estimating the nitrogen needs of maize: a method outline",
        type: "Research article",
        authors: [
          {
            name: "Arjun Menon",
            affiliation: PLACES.digitalFarming,
            email: "arjun.menon@example.org",
            corresponding: true,
          },
          { name: "Deepa Raghavan", affiliation: PLACES.foodTechnology, orcid: ORCID.unissued4 },
          { name: "Sanjay Gupta", affiliation: PLACES.farmEngineering },
        ],
        abstract: `${DEMO} The article outlines a method by which images taken from a small drone could be turned into a map of where a maize field needs more nitrogen, and how the map could be checked against leaf samples. ${NOTHING_REAL}`,
        keywords: ["remote sensing", "drones", "nitrogen management", "maize"],
        firstPage: 119,
        lastPage: 131,
        doi: demoDoi(2025, 1, 4, 2),
        received: "2025-07-21",
        accepted: "2025-11-03",
        published: "2025-12-26",
        slug: "drone-imagery-nitrogen-maize",
        ready: true,
      },
    ],
  },
  {
    issue: { volume: 2, number: 1, year: 2026, month: 3, published: true },
    articles: [
      {
        title: "Crop residue as a raw material for village mushroom enterprises",
        type: "Research article",
        authors: [
          {
            name: "Rahul Yadav",
            affiliation: PLACES.ruralEnterprise,
            email: "rahul.yadav@example.org",
            corresponding: true,
          },
          { name: "Priya Srivastava", affiliation: PLACES.ruralEnterprise },
        ],
        abstract: `${DEMO} The article describes how a study could cost out a small oyster mushroom unit that grows on wheat and paddy straw bought from neighbouring farms: the buildings, the labour, the spawn and the market. ${NOTHING_REAL}`,
        keywords: ["mushroom cultivation", "crop residue", "rural enterprise"],
        firstPage: 1,
        lastPage: 13,
        doi: demoDoi(2026, 2, 1, 1),
        received: "2025-09-10",
        accepted: "2026-01-14",
        published: "2026-03-27",
        slug: "crop-residue-mushroom-enterprises",
        ready: true,
      },
      {
        title: "Groundwater levels and tube-well use in a block of central Uttar Pradesh",
        type: "Research article",
        authors: [
          {
            name: "Alok Shukla",
            affiliation: PLACES.environment,
            orcid: ORCID.unissued6,
            email: "alok.shukla@example.org",
            corresponding: true,
          },
          { name: "Shabnam Ansari", affiliation: PLACES.environment },
        ],
        abstract: `${DEMO} The article sets out how the depth of water in observation wells could be read alongside the hours that farmers run their tube-wells, season by season, and what such a comparison can and cannot say about the cause of a falling water table. ${NOTHING_REAL}`,
        firstPage: 14,
        lastPage: 27,
        doi: demoDoi(2026, 2, 1, 2),
        received: "2025-10-01",
        accepted: "2026-01-28",
        published: "2026-03-27",
        slug: "groundwater-tube-well-use",
        ready: true,
      },
    ],
  },
  {
    issue: { volume: 2, number: 2, year: 2026, month: 6, published: true },
    articles: [
      {
        title: "Intercropping pigeon pea with sorghum on rainfed uplands",
        type: "Research article",
        authors: [
          {
            name: "Kavita Pandey",
            affiliation: PLACES.agronomy,
            email: "kavita.pandey@example.org",
            corresponding: true,
          },
          { name: "रमेश कुमार", affiliation: PLACES.krishiVigyanKendra },
        ],
        abstract: `${DEMO} The article describes a field layout for comparing pigeon pea grown alone, sorghum grown alone and the two in alternate rows on rainfed land, and the measurements of yield, soil moisture and labour that would be needed to judge them. ${NOTHING_REAL}`,
        keywords: ["intercropping", "pigeon pea", "sorghum", "rainfed farming"],
        firstPage: 28,
        lastPage: 40,
        doi: demoDoi(2026, 2, 2, 1),
        received: "2025-12-03",
        accepted: "2026-04-09",
        published: "2026-06-26",
        slug: "pigeon-pea-sorghum-intercropping",
        ready: true,
      },
      {
        title: "A seed-storage bin from local materials for pulse growers",
        type: "Short communication",
        authors: [
          {
            name: "Sanjay Gupta",
            affiliation: PLACES.farmEngineering,
            email: "sanjay.gupta@example.org",
            corresponding: true,
          },
        ],
        abstract: `${DEMO} A note on an imagined airtight bin made of clay and a reused metal drum for keeping seed of chickpea and lentil from one season to the next, and how its protection against storage pests could be tested. ${NOTHING_REAL}`,
        firstPage: 41,
        lastPage: 46,
        doi: demoDoi(2026, 2, 2, 2),
        received: "2026-01-19",
        accepted: "2026-04-22",
        published: "2026-06-26",
        slug: "seed-storage-bin-pulses",
        ready: true,
      },
      {
        // A draft in a published issue: the Journal tab shows it, the public never does.
        title: "Market prices and the storage decisions of potato growers: a demonstration model",
        type: "Research article",
        authors: [
          {
            name: "Neha Agarwal",
            affiliation: PLACES.management,
            email: "neha.agarwal@example.org",
            corresponding: true,
          },
          { name: "Anil Kumar Tiwari", affiliation: PLACES.management, orcid: ORCID.unissued1 },
        ],
        abstract: `${DEMO} The article sketches a simple model of when a potato grower might sell at harvest and when store in a cold store for later, given the rent of the store and the prices expected, and lists the data a study would need to test it. ${NOTHING_REAL}`,
        keywords: ["potato", "cold storage", "price risk"],
        firstPage: 47,
        lastPage: 58,
        doi: "",
        received: "2026-02-11",
        accepted: "2026-05-20",
        published: "2026-06-26",
        slug: "potato-storage-price-model",
        ready: false,
      },
    ],
  },
  {
    issue: {
      volume: 2,
      number: 3,
      year: 2026,
      month: 9,
      published: true,
      specialTitle: "Water-Wise Farming and Rural Enterprise",
      guestEditors: [{ name: "Dr. Meera Iyer", affiliation: PLACES.environment }],
    },
    articles: [
      {
        title: "Water-wise farming and rural enterprise: an introduction to this special issue",
        type: "Editorial",
        authors: [
          {
            name: "Meera Iyer",
            affiliation: PLACES.environment,
            email: "meera.iyer@example.org",
            corresponding: true,
          },
        ],
        abstract: `${DEMO} The guest editor introduces the special issue: why saving water on farms and earning a living from it belong together, and how the articles that follow approach the question from engineering, economics and agronomy.`,
        firstPage: 59,
        lastPage: 61,
        doi: demoDoi(2026, 2, 3, 1),
        received: "2026-07-20",
        accepted: "2026-08-03",
        published: "2026-09-25",
        slug: "water-wise-farming-editorial",
        ready: true,
      },
      {
        title: "Drip irrigation as a service: a business model for small farms",
        type: "Research article",
        authors: [
          {
            name: "Shabnam Ansari",
            affiliation: PLACES.environment,
            email: "shabnam.ansari@example.org",
            corresponding: true,
          },
          { name: "Alok Shukla", affiliation: PLACES.environment, orcid: ORCID.unissued6 },
          { name: "Pooja Saxena", affiliation: PLACES.management },
        ],
        abstract: `${DEMO} The article describes a business in which a village entrepreneur owns the drip equipment and rents it to small farmers by the season, and the accounts a study would keep to see whether both sides could gain. ${NOTHING_REAL}`,
        keywords: ["drip irrigation", "business models", "water saving"],
        firstPage: 62,
        lastPage: 75,
        doi: demoDoi(2026, 2, 3, 2),
        received: "2026-03-02",
        accepted: "2026-06-30",
        published: "2026-09-25",
        slug: "drip-irrigation-as-a-service",
        ready: true,
      },
      {
        title: "Rainwater harvesting ponds on farms: a review of designs and uses",
        type: "Review",
        authors: [
          {
            name: "अंजलि मिश्रा",
            affiliation: PLACES.krishiVigyanKendra,
            email: "anjali.mishra@example.org",
            corresponding: true,
          },
          { name: "Vikram Chauhan", affiliation: PLACES.soilScience, orcid: ORCID.unissued5 },
        ],
        abstract: `${DEMO} This review describes the kinds of farm pond a smallholder might dig (lined and unlined, with and without fish) and the questions that decide which suits a farm: the rainfall, the soil, the crops it would water and the land it takes. ${NOTHING_REAL}`,
        keywords: ["farm ponds", "rainwater harvesting", "aquaculture"],
        firstPage: 76,
        lastPage: 95,
        doi: demoDoi(2026, 2, 3, 3),
        received: "2026-02-16",
        accepted: "2026-07-08",
        published: "2026-09-25",
        slug: "rainwater-harvesting-farm-ponds-review",
        ready: true,
      },
    ],
  },
  {
    // The issue in preparation: a draft, so the demo shows one.
    issue: { volume: 2, number: 4, year: 2026, month: 12, published: false },
    articles: [
      {
        title: "Millet processing units run by self-help groups: costs and returns in a demonstration case",
        type: "Research article",
        authors: [
          {
            name: "Meenakshi Dubey",
            affiliation: PLACES.management,
            email: "meenakshi.dubey@example.org",
            corresponding: true,
          },
          { name: "Priya Srivastava", affiliation: PLACES.ruralEnterprise },
        ],
        abstract: `${DEMO} The article describes how the costs and returns of a small unit that cleans, dehulls and packs millets could be worked out for a self-help group, and what the group would need to know about its buyers. ${NOTHING_REAL}`,
        keywords: ["millets", "food processing", "self-help groups"],
        firstPage: 96,
        lastPage: 108,
        doi: demoDoi(2026, 2, 4, 1),
        received: "2026-05-04",
        accepted: "2026-09-15",
        published: "2026-12-18",
        slug: "millet-processing-self-help-groups",
        ready: true,
      },
      {
        title: "Early warning of wheat rust with a smartphone camera: a prototype",
        type: "Short communication",
        authors: [
          {
            name: "Rohit Bansal",
            affiliation: PLACES.plantPathology,
            email: "rohit.bansal@example.org",
            corresponding: true,
          },
          { name: "Harpreet Kaur", affiliation: PLACES.farmEngineering, orcid: ORCID.unissued2 },
        ],
        abstract: `${DEMO} A note on an imagined phone application that would flag leaves showing the first signs of rust, and how its warnings could be checked against a plant pathologist's inspection in the field. ${NOTHING_REAL}`,
        firstPage: 109,
        lastPage: 114,
        doi: demoDoi(2026, 2, 4, 2),
        received: "2026-06-22",
        accepted: "2026-10-05",
        published: "2026-12-18",
        slug: "wheat-rust-smartphone-prototype",
        ready: true,
      },
    ],
  },
];
