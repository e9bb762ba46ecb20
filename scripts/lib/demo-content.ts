import type { AwardNominationInput } from "../../src/domain/award-nomination";
import type { AwardeesInput } from "../../src/domain/awardees";
import type { AwardsInput } from "../../src/domain/awards";
import type { ConferenceListingInput } from "../../src/domain/conference-listings";
import type { EditorialsInput } from "../../src/domain/editorials";
import type { RegistrationInput, RegistrationStatus } from "../../src/domain/membership-registrations";
import type { MembershipInput } from "../../src/domain/memberships";
import type { NewsInput } from "../../src/domain/news";
import type { PaymentDetailsInput } from "../../src/domain/payment-details";
import type { WorkshopsInput } from "../../src/domain/workshops";

/**
 * Clearly fictional demo content for local runs; nothing here is a real event, person, account or
 * address. Every item says so: titles and names start with "Demo", longer texts carry the sentence
 * "This is demonstration content."
 */

const DEMO = "This is demonstration content.";

// The executive council, books, downloads and annual reports are long or come with files: they live in ./demo/.
export { demoAnnualReportPdf, demoAnnualReports, type DemoAnnualReport } from "./demo/annual-reports";
export { demoBooks } from "./demo/books";
export { demoDownloads, type DemoDownload } from "./demo/downloads";
export { demoExecutives, type DemoExecutive } from "./demo/executives";

export const demoNews: NewsInput[] = [
  {
    title: "Demo: Call for papers for the winter issue of the journal",
    date: "2026-11-02",
    bigContent:
      "This is demonstration content. The editorial office invites original research articles, reviews and short communications for the winter issue.\n\nSubmissions are reviewed by two referees. Please follow the submission guidelines on the journal page.",
    links: ["https://example.org/demo-call-for-papers"],
  },
  {
    title: "Demo: National workshop on water-wise farming announced",
    date: "2026-10-15",
    bigContent:
      "This is demonstration content. A two-day workshop on water-wise farming practices will bring together researchers, extension workers and farmers.\n\nVenue and dates shown here are placeholders.",
  },
  {
    title: "Demo: Nominations open for the society's annual awards",
    date: "2026-09-20",
    bigContent:
      "This is demonstration content. Members may nominate colleagues for the society's awards. See the award guidelines for eligibility and procedure.",
  },
];

/** One person per entry: name, then affiliation lines, as the editorial board table shows them. */
const boardEntry = (category: string, lines: string[], areas: string[]): EditorialsInput => ({
  category,
  content: lines.join("\n"),
  areasOfSpecialization: areas,
});

export const demoEditorials: EditorialsInput[] = [
  boardEntry(
    "Chief Editor",
    [
      "Demo Editor Dr. Ramesh Chandra Awasthi",
      "Demo Professor of Agronomy",
      "Example Institute of Agriculture, Lucknow",
    ],
    ["Agronomy", "Dryland farming"],
  ),
  boardEntry(
    "Editors",
    ["Demo Editor Dr. Shalini Mehrotra", "Demo Associate Professor of Soil Science", "Example University, Lucknow"],
    ["Soil Science", "Soil health"],
  ),
  boardEntry(
    "Editors",
    ["Demo Editor Dr. Anil Kumar Tiwari", "Demo Scientist, Agricultural Economics", "Example Research Centre, Kanpur"],
    ["Agricultural Economics", "Rural entrepreneurship"],
  ),
  boardEntry(
    "Editors",
    ["Demo Editor Dr. Nasreen Fatima", "Demo Professor of Environmental Science", "Example College, Varanasi"],
    ["Environmental Science", "Water quality"],
  ),
  boardEntry(
    "Advisory Board",
    ["Demo Adviser Prof. Harish Chandra Joshi", "Demo Former Vice-Chancellor", "Example Agricultural University"],
    ["Plant Breeding", "Seed technology"],
  ),
  boardEntry(
    "Advisory Board",
    ["Demo Adviser Dr. Lakshmi Narayanan", "Demo Emeritus Scientist", "Example Institute of Technology, Chennai"],
    ["Food Technology", "Post-harvest engineering"],
  ),
  boardEntry(
    "Advisory Board",
    ["Demo Adviser Dr. Gurpreet Singh Sandhu", "Demo Director (retired)", "Example Farm Machinery Institute, Ludhiana"],
    ["Farm Machinery", "Precision agriculture"],
  ),
  boardEntry(
    "Advisory Board",
    ["Demo Adviser Dr. Rekha Bhattacharya", "Demo Professor of Entomology", "Example University, Kolkata"],
    ["Entomology", "Integrated pest management"],
  ),
];

export const demoWorkshops: WorkshopsInput[] = [
  {
    serialNumber: 1,
    year: 2022,
    topic: "Demo: Soil health cards and balanced fertiliser use",
    venue: "Demo venue: Example Krishi Bhawan, Lucknow",
    date: "2022-03-18",
  },
  {
    serialNumber: 2,
    year: 2023,
    topic: "Demo: Agri-startups, from idea to incubation",
    venue: "Demo venue: Example Incubation Centre, Lucknow",
    date: "2023-02-10",
  },
  {
    serialNumber: 3,
    year: 2024,
    topic: "Demo: Climate-resilient farming in the Gangetic plains",
    venue: "Demo venue: Example Auditorium, Lucknow",
    date: "2024-11-22",
  },
  {
    serialNumber: 4,
    year: 2025,
    topic: "Demo: Drones and sensors for small farms",
    venue: "Demo venue: Example Engineering College, Lucknow",
    date: "2025-09-05",
  },
  {
    serialNumber: 5,
    year: 2026,
    topic: "Demo: Waste to wealth, composting and bio-energy in villages",
    venue: "Demo venue: Example Community Hall, Lucknow",
    date: "2026-12-04",
  },
];

/**
 * The International Conferences table's rows the site started with: 2023 and 2022, their theme, venue and dates
 * not given yet (shown as "To be announced"). Like the annual reports, they are the site's own starting rows, not
 * made-up demo items; the National Symposia table starts with none.
 */
export const demoConferenceListings: ConferenceListingInput[] = [
  { kind: "conference", year: 2023 },
  { kind: "conference", year: 2022 },
];

export const demoAwards: AwardsInput[] = [
  {
    sno: 1,
    name: "Demo Fellowship Award for Sustainable Agriculture",
    year: 2005,
    value: "Demo value: a citation, a memento and ₹25,000.",
    periodicity: "Annual",
    eligibility: `${DEMO} Life members of the society with at least ten years of work in sustainable agriculture.`,
    administration: `${DEMO} The award is administered by the society's executive council through an award committee.`,
    procedure: `${DEMO} Nominations are invited every year; the committee shortlists and recommends one name.`,
    presentation: `${DEMO} The award is presented at the society's annual convention in Lucknow.`,
  },
  {
    sno: 2,
    name: "Demo Young Agri-Entrepreneur Award",
    year: 2012,
    value: "Demo value: a citation and ₹15,000.",
    periodicity: "Biennial",
    eligibility: `${DEMO} Members below 40 years of age who run an agriculture or food enterprise.`,
    administration: `${DEMO} Administered by the society's entrepreneurship cell.`,
    procedure: `${DEMO} Applicants send a short note on their enterprise; three finalists present to the committee.`,
    presentation: `${DEMO} Presented every second year at the society's national workshop.`,
  },
  {
    sno: 3,
    name: "Demo Lifetime Award in Environmental Technology",
    year: 2016,
    value: "Demo value: a citation, a shawl and a memento.",
    periodicity: "Triennial",
    eligibility: `${DEMO} Scientists with a lifetime of work in environmental technology for rural India.`,
    administration: `${DEMO} Administered by a committee of three past awardees and the president.`,
    procedure: `${DEMO} Nominations from two members are required; the committee decides by consensus.`,
    presentation: `${DEMO} Presented every third year, followed by the awardee's lecture.`,
  },
];

export const demoAwardees: AwardeesInput[] = [
  {
    awardName: "Demo Fellowship Award for Sustainable Agriculture",
    sno: 1,
    year: 2023,
    awardeeName: "Demo Awardee Dr. Kavita Mishra",
    lectureTopic: "Demo lecture: Pulses in rice-wheat systems",
  },
  {
    awardName: "Demo Fellowship Award for Sustainable Agriculture",
    sno: 2,
    year: 2024,
    awardeeName: "Demo Awardee Dr. Rajendra Prasad Yadav",
    lectureTopic: "Demo lecture: Zero-budget natural farming, evidence so far",
  },
  {
    awardName: "Demo Fellowship Award for Sustainable Agriculture",
    sno: 3,
    year: 2025,
    awardeeName: "Demo Awardee Dr. Sarita Kumari",
    lectureTopic: "",
  },
  {
    awardName: "Demo Young Agri-Entrepreneur Award",
    sno: 4,
    year: 2022,
    awardeeName: "Demo Awardee Ms. Pooja Agarwal",
    lectureTopic: "",
  },
  {
    awardName: "Demo Young Agri-Entrepreneur Award",
    sno: 5,
    year: 2024,
    awardeeName: "Demo Awardee Mr. Aman Rastogi",
    lectureTopic: "Demo lecture: Cold chains for small vegetable growers",
  },
  {
    awardName: "Demo Lifetime Award in Environmental Technology",
    sno: 6,
    year: 2019,
    awardeeName: "Demo Awardee Prof. Vinod Bihari Lal",
    lectureTopic: "Demo lecture: Constructed wetlands for village wastewater",
  },
  {
    awardName: "Demo Lifetime Award in Environmental Technology",
    sno: 7,
    year: 2022,
    awardeeName: "Demo Awardee Dr. Geeta Pant",
    lectureTopic: "Demo lecture: Biochar from crop residue instead of stubble burning",
  },
];

export const demoNomination: AwardNominationInput[] = [
  {
    mainContent: [
      `<p><strong>${DEMO}</strong> The society invites nominations for its awards for the coming year.</p>`,
      "<p>Nominations may be made by any life member of the society. Self-nominations are not accepted.</p>",
      "<p>Please read the guidelines of each award before sending a nomination.</p>",
      '<p>Download the <a href="https://example.org/demo-award-nomination-form">demo nomination form</a>.</p>',
    ].join("\n"),
    instructions: [
      "Demo: Fill in the nomination form completely; incomplete forms are not considered.",
      "Demo: Attach a <strong>two-page</strong> summary of the nominee's work.",
      "Demo: Attach a list of the nominee's ten most important publications.",
      "Demo: Send the form signed by the proposer and a seconder, both members of the society.",
      "Demo: The last date shown on the form is a placeholder.",
    ],
    links: ["https://example.org/demo-award-nomination-form"],
  },
];

const membershipRows: [MembershipInput["nationality"], string, number, string][] = [
  ["Indian", "Annual", 1_000, "Demo: Annual membership for individuals resident in India."],
  ["Indian", "Life", 10_000, "Demo: Life membership for individuals resident in India, paid once."],
  ["Indian", "Institutional", 25_000, "Demo: Membership for Indian institutions, libraries and companies."],
  ["SAARC", "Annual", 2_000, "Demo: Annual membership for individuals from SAARC countries."],
  ["SAARC", "Life", 20_000, "Demo: Life membership for individuals from SAARC countries, paid once."],
  ["SAARC", "Institutional", 50_000, "Demo: Membership for institutions in SAARC countries."],
  ["Foreign", "Annual", 5_000, "Demo: Annual membership for individuals from other countries."],
  ["Foreign", "Life", 50_000, "Demo: Life membership for individuals from other countries, paid once."],
  ["Foreign", "Institutional", 1_00_000, "Demo: Membership for institutions in other countries."],
];

/** Fees in rupees; GST (18%) and total are left for the schema to work out. */
export const demoMemberships: MembershipInput[] = membershipRows.map(
  ([nationality, membershipType, membershipFee, info]) => ({
    membershipInfo: `${info} ${DEMO}`,
    nationality,
    membershipType,
    membershipFee,
  }),
);

export const demoPaymentDetails: PaymentDetailsInput[] = [
  {
    accountHolderName: "Demo Society Account (not a real account)",
    bankAndBranch: "Demo Bank, Example Branch, Lucknow (demonstration only)",
    accountNumber: "000000000000",
    ifscCode: "DEMO0000001",
    micrCode: "000000000",
    upiId: "demo.not.real@examplebank",
  },
];

/**
 * The one password every demo member's application was sent with. It is only ever stored hashed;
 * it is written here so that a developer can try things that need a member's password.
 */
export const DEMO_MEMBER_PASSWORD = "demo-member-password";

/** A registration as the public form sends it, plus the status the administrator has given it. */
export type DemoRegistration = RegistrationInput & { status: RegistrationStatus };

const member = (
  status: RegistrationStatus,
  name: string,
  details: Omit<RegistrationInput, "name" | "email" | "password">,
): DemoRegistration => ({
  status,
  name: `Demo Member ${name}`,
  email: `${name.toLowerCase().replace(/\W+/g, ".")}.demo@example.org`,
  password: DEMO_MEMBER_PASSWORD,
  // Every Indian demo member lives in Lucknow.
  ...(details.nationality === "Indian" ? { state: "Uttar Pradesh" } : {}),
  ...details,
});

const lucknow = (street: number) => `Demo address: ${street} Example Marg, Lucknow 226001, Uttar Pradesh`;

export const demoRegistrations: DemoRegistration[] = [
  member("accepted", "Asha Verma", {
    nationality: "Indian",
    membershipType: "Life",
    contact: "+91 90000 00001",
    designation: "Demo Professor of Agronomy",
    address: lucknow(1),
    areaOfSpecialization: "Agronomy, Cropping systems",
    showContactInDirectory: true,
  }),
  member("accepted", "Rohit Srivastava", {
    nationality: "Indian",
    membershipType: "Annual",
    contact: "+91 90000 00002",
    designation: "Demo Agri-entrepreneur",
    address: lucknow(2),
    areaOfSpecialization: "Food processing, Agri-business",
    showContactInDirectory: false,
  }),
  member("accepted", "Neha Tripathi", {
    nationality: "Indian",
    membershipType: "Life",
    contact: "+91 90000 00003",
    designation: "Demo Scientist, Soil Science",
    address: lucknow(3),
    areaOfSpecialization: "Soil Science",
    showContactInDirectory: false,
  }),
  member("accepted", "Imran Siddiqui", {
    nationality: "Indian",
    membershipType: "Annual",
    contact: "+91 90000 00004",
    designation: "Demo Assistant Professor of Environmental Science",
    address: lucknow(4),
    areaOfSpecialization: "Environmental Science, Air quality",
    showContactInDirectory: true,
  }),
  member("accepted", "Kavya Nair", {
    nationality: "Indian",
    membershipType: "Annual",
    contact: "+91 90000 00005",
    designation: "Demo Research Scholar",
    address: lucknow(5),
    areaOfSpecialization: "Plant Pathology",
    showContactInDirectory: false,
  }),
  member("accepted", "Arjun Yadav", {
    nationality: "Indian",
    membershipType: "Life",
    contact: "+91 90000 00006",
    designation: "Demo Extension Officer",
    address: lucknow(6),
    areaOfSpecialization: "Agricultural Extension",
    showContactInDirectory: false,
  }),
  member("accepted", "Priya Pandey", {
    nationality: "Indian",
    membershipType: "Life",
    contact: "+91 90000 00007",
    designation: "Demo Professor of Horticulture",
    address: lucknow(7),
    areaOfSpecialization: "Horticulture, Post-harvest technology",
    showContactInDirectory: true,
  }),
  member("accepted", "Suresh Rawat", {
    nationality: "Indian",
    membershipType: "Annual",
    contact: "+91 90000 00008",
    designation: "Demo Engineer, Farm Machinery",
    address: lucknow(8),
    areaOfSpecialization: "Farm Machinery",
    showContactInDirectory: false,
  }),
  member("accepted", "Farah Khan", {
    nationality: "Indian",
    membershipType: "Institutional",
    contact: "+91 90000 00009",
    designation: "Demo Librarian, Example College Library",
    address: lucknow(9),
    areaOfSpecialization: "Library and Information Science",
    showContactInDirectory: false,
  }),
  member("accepted", "Vikram Chauhan", {
    nationality: "Indian",
    membershipType: "Annual",
    contact: "+91 90000 00010",
    designation: "Demo Agricultural Economist",
    address: lucknow(10),
    areaOfSpecialization: "Agricultural Economics",
    showContactInDirectory: false,
  }),
  member("accepted", "Sabina Shrestha", {
    nationality: "SAARC",
    membershipType: "Annual",
    contact: "+977 980 0000011",
    designation: "Demo Lecturer in Forestry",
    address: "Demo address: 11 Example Marg, Kathmandu, Nepal",
    areaOfSpecialization: "Forestry, Agroforestry",
    showContactInDirectory: true,
  }),
  member("accepted", "Elena Example", {
    nationality: "Foreign",
    membershipType: "Life",
    contact: "+31 6 0000 0012",
    designation: "Demo Researcher in Water Management",
    address: "Demo address: 12 Example Street, Example City, Netherlands",
    areaOfSpecialization: "Irrigation, Water management",
    showContactInDirectory: false,
  }),
  member("pending", "Anjali Dubey", {
    nationality: "Indian",
    membershipType: "Annual",
    contact: "+91 90000 00013",
    designation: "Demo Research Scholar",
    address: lucknow(13),
    areaOfSpecialization: "Biotechnology",
    showContactInDirectory: false,
  }),
  member("pending", "Manoj Gupta", {
    nationality: "Indian",
    membershipType: "Life",
    contact: "+91 90000 00014",
    designation: "Demo Founder, Example Agritech Startup",
    address: lucknow(14),
    areaOfSpecialization: "Agritech, Entrepreneurship",
    showContactInDirectory: true,
  }),
  member("pending", "Sunita Bisht", {
    nationality: "Indian",
    membershipType: "Annual",
    contact: "+91 90000 00015",
    designation: "Demo Assistant Professor of Food Technology",
    address: lucknow(15),
    areaOfSpecialization: "Food Technology",
    showContactInDirectory: false,
  }),
];
