import type { BooksInput } from "../../../src/domain/books";

/**
 * Demo books and bulletins of the society: fictional titles starting "Demo:", fictional editors,
 * and ISBNs made of zeros that no real book has. No covers: the pages show their placeholder.
 */

const DEMO = "This is demonstration content.";

const chapters = (...titles: string[]) => titles.map((title, index) => `${index + 1}. ${title}`).join("\n");

export const demoBooks: BooksInput[] = [
  {
    name: "Demo: Soil Health Management in the Indo-Gangetic Plains",
    editors: ["Demo Editor Dr. Shalini Mehrotra", "Demo Editor Dr. Anil Kumar Tiwari"],
    year: 2018,
    pages: 214,
    isbn: "978-0-00-000000-1",
    price: 450,
    about: `<p><strong>${DEMO}</strong> A collection of reviews on soil testing, balanced fertiliser use and organic amendments for the rice-wheat belt.</p><p>Written for students, extension workers and progressive farmers.</p>`,
    contents: chapters(
      "Demo chapter: Soils of the Indo-Gangetic plains",
      "Demo chapter: Soil testing and soil health cards",
      "Demo chapter: Balanced and integrated nutrient management",
      "Demo chapter: Organic amendments and green manures",
      "Demo chapter: Case studies from Uttar Pradesh",
    ),
  },
  {
    name: "Demo: Bulletin on Water-wise Farming",
    editors: ["Demo Editor Dr. Nasreen Fatima"],
    year: 2019,
    pages: 48,
    isbn: "978-0-00-000000-2",
    price: 120,
    about: `<p><strong>${DEMO}</strong> A short bulletin on saving irrigation water with drip, sprinklers, mulching and laser levelling.</p>`,
    contents: chapters(
      "Demo section: Why water-wise farming",
      "Demo section: Micro-irrigation at a glance",
      "Demo section: Mulching and land levelling",
      "Demo section: Government schemes (placeholder)",
    ),
  },
  {
    name: "Demo: Agri-Entrepreneurship, From Idea to Enterprise",
    editors: ["Demo Editor Dr. Sanjay Agarwal", "Demo Editor Dr. Manish Tripathi", "Demo Editor Ms. Pooja Agarwal"],
    year: 2021,
    pages: 316,
    isbn: "978-0-00-000000-3",
    price: 695,
    about: `<p><strong>${DEMO}</strong> Essays by researchers and founders on starting and growing agriculture and food businesses.</p><p>Each chapter ends with questions for discussion.</p>`,
    contents: chapters(
      "Demo chapter: Finding a problem worth solving",
      "Demo chapter: Business models for farm services",
      "Demo chapter: Funding, incubation and mentoring",
      "Demo chapter: Marketing farm produce online",
      "Demo chapter: Stories of ten example start-ups",
      "Demo chapter: Lessons and open questions",
    ),
  },
  {
    name: "Demo: Climate-Resilient Agriculture, Proceedings of the National Workshop",
    editors: ["Demo Editor Dr. Ramesh Chandra Awasthi", "Demo Editor Dr. Farhana Ansari"],
    year: 2023,
    pages: 262,
    isbn: "978-0-00-000000-4",
    price: 1_200,
    about: `<p><strong>${DEMO}</strong> Selected papers presented at the society's demo workshop on climate-resilient farming in the Gangetic plains.</p>`,
    contents: chapters(
      "Demo paper: Heat-tolerant wheat varieties",
      "Demo paper: Direct-seeded rice, a field report",
      "Demo paper: Crop insurance and small farmers",
      "Demo paper: Weather advisories by mobile phone",
      "Demo paper: Recommendations of the workshop",
    ),
  },
  {
    name: "Demo: Bulletin on Drones and Sensors for Small Farms",
    editors: ["Demo Editor Dr. Arvind Yadav"],
    year: 2025,
    pages: 36,
    isbn: "978-0-00-000000-5",
    price: 100,
    about: `<p><strong>${DEMO}</strong> An illustrated bulletin on what drones and low-cost sensors can and cannot do for farms of a few acres.</p>`,
    contents: chapters(
      "Demo section: Drones for spraying and mapping",
      "Demo section: Soil moisture and weather sensors",
      "Demo section: Costs, rules and safety",
    ),
  },
  {
    name: "Demo: Waste to Wealth, Composting and Bio-energy in Villages",
    editors: ["Demo Editor Dr. Sarika Jain", "Demo Editor Dr. Anupam Shukla"],
    year: 2026,
    pages: 188,
    isbn: "978-0-00-000000-6",
    price: 540,
    about: `<p><strong>${DEMO}</strong> A practical guide to composting, biogas and crop-residue use, with worked examples from villages near Lucknow.</p>`,
    contents: chapters(
      "Demo chapter: Farm waste as a resource",
      "Demo chapter: Composting and vermicomposting",
      "Demo chapter: Family-size biogas plants",
      "Demo chapter: Biochar instead of stubble burning",
      "Demo chapter: Running a village waste enterprise",
    ),
  },
];
