/**
 * The society's journal (docs/rules/public-site.md §2, "Journal"). The spec gives the name, the quarterly
 * schedule (March, June, September, December), and that the page lists focus areas, a special
 * issue with guest editors and dates, ISSNs, indexing and submission guidelines. The ISSNs, the
 * special issue's editors and dates, the indexing list and the editorial office's address below are
 * fictional and marked as such: they are the journal's starting details
 * (src/server/journal/details.ts), which the editors replace in the Journal tab.
 */

export const journal = {
  name: "Agricultural Innovation & Technology",
  lead: "The society's peer-reviewed journal: research that carries new knowledge from the laboratory to the field and into enterprise.",
  about: [
    "Agricultural Innovation & Technology publishes original research papers, reviews and short communications across agriculture, entrepreneurship, environment and technology development. It welcomes work that is rigorous and also useful to the people who farm, advise farmers or build rural enterprises.",
    "Every manuscript is reviewed by at least two independent referees. The journal is published for the society by its editorial board, led by the Chief Editor.",
  ],
  /** Four issues a year. */
  issues: [
    { number: 1, month: "March" },
    { number: 2, month: "June" },
    { number: 3, month: "September" },
    { number: 4, month: "December" },
  ],
  focusAreas: [
    "Crop production, crop protection and plant breeding",
    "Soil health, water management and irrigation",
    "Horticulture, livestock, fisheries and integrated farming systems",
    "Agricultural engineering, mechanisation and post-harvest technology",
    "Digital agriculture, remote sensing and decision-support tools",
    "Agribusiness, rural entrepreneurship, value chains and extension",
    "Environment, natural-resource conservation and climate resilience",
  ],
  specialIssue: {
    title: "Climate-Smart Agriculture and Rural Enterprise",
    summary:
      "Research and field experience on farming practices, technologies and enterprises that raise incomes while cutting emissions and coping with a changing climate.",
    guestEditors: [
      { name: "Dr. Guest Editor One (placeholder)", affiliation: "Affiliation to be announced" },
      { name: "Dr. Guest Editor Two (placeholder)", affiliation: "Affiliation to be announced" },
    ],
    /** Placeholder dates. */
    dates: [
      { term: "Manuscripts due", detail: "31 March 2027 (placeholder date)" },
      { term: "Decisions to authors", detail: "30 June 2027 (placeholder date)" },
      { term: "Publication", detail: "September 2027 issue (placeholder)" },
    ],
  },
  issn: {
    print: "0000-0000 (placeholder)",
    online: "0000-0000 (placeholder)",
  },
  /** No indexing service is claimed until the editorial office confirms it. */
  indexing: {
    summary:
      "The abstracting and indexing services that cover the journal are listed here once the editorial office confirms them.",
    services: ["Indexing service to be confirmed (placeholder)"],
  },
  /** Sensible defaults for a journal of this kind; the editorial board may change them here. */
  submission: {
    /** PLACEHOLDER address of the editorial office. */
    email: "journal@example.org",
    guidelines: [
      "Submit original work that has not been published and is not under consideration elsewhere.",
      "Send the manuscript as an editable Word or OpenDocument file, in English, with numbered lines and pages.",
      "Research papers should not exceed 5,000 words, reviews 7,000 and short communications 2,000, references included.",
      "Begin with the title, the authors' names and affiliations, the corresponding author's e-mail, an abstract of up to 250 words and four to six keywords.",
      "Use SI units, and give tables and figures with self-explanatory captions, numbered in the order they are cited.",
      "Cite references in the text by author and year, and list them alphabetically at the end.",
      "Include a short statement of each author's contribution and any conflict of interest.",
    ],
  },
} as const;
