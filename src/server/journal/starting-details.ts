import { ISSUE_SCHEDULE, type JournalDetails } from "../../domain/journal";
import { STARTING_SITE_DETAILS } from "../../domain/site-details";

/**
 * The journal's details until an editor saves them in the Journal tab (docs/rules/journal.md §1):
 * what its page said before they were edited in the panel. No ISSN and no indexing service is
 * claimed until the editors give real ones; the special issue's guest editors and dates are
 * placeholders and say so, for the editors to replace.
 */
export const startingJournalDetails = (): JournalDetails => ({
  name: "Agricultural Innovation & Technology",
  issnPrint: "",
  issnOnline: "",
  publisher: STARTING_SITE_DETAILS.name,
  frequency: `Quarterly: ${ISSUE_SCHEDULE}`,
  focusAreas: [
    "Crop production, crop protection and plant breeding",
    "Soil health, water management and irrigation",
    "Horticulture, livestock, fisheries and integrated farming systems",
    "Agricultural engineering, mechanisation and post-harvest technology",
    "Digital agriculture, remote sensing and decision-support tools",
    "Agribusiness, rural entrepreneurship, value chains and extension",
    "Environment, natural-resource conservation and climate resilience",
  ],
  indexingServices: [],
  submissionGuidelines: [
    "Submit original work that has not been published and is not under consideration elsewhere.",
    "Send the manuscript as an editable Word or OpenDocument file, in English, with numbered lines and pages.",
    "Research papers should not exceed 5,000 words, reviews 7,000 and short communications 2,000, references included.",
    "Begin with the title, the authors' names and affiliations, the corresponding author's e-mail, an abstract of up to 250 words and four to six keywords.",
    "Use SI units, and give tables and figures with self-explanatory captions, numbered in the order they are cited.",
    "Cite references in the text by author and year, and list them alphabetically at the end.",
    "Include a short statement of each author's contribution and any conflict of interest.",
  ],
  editorialEmail: "journal@example.org",
  licence: "CC BY 4.0",
  specialIssue: {
    title: "Climate-Smart Agriculture and Rural Enterprise",
    summary:
      "Research and field experience on farming practices, technologies and enterprises that raise incomes while cutting emissions and coping with a changing climate.",
    guestEditors: [
      { name: "Dr. Guest Editor One (placeholder)", affiliation: "Affiliation to be announced" },
      { name: "Dr. Guest Editor Two (placeholder)", affiliation: "Affiliation to be announced" },
    ],
    dates: [
      { term: "Manuscripts due", detail: "31 March 2027 (placeholder date)" },
      { term: "Decisions to authors", detail: "30 June 2027 (placeholder date)" },
      { term: "Publication", detail: "September 2027 issue (placeholder)" },
    ],
  },
});
