import type { ExecutivesInput } from "../../../src/domain/executives";
import { placeholderPortrait } from "./png";

/**
 * The demo executive council: 24 fictional members (docs/rules/public-site.md §9), every name starting "Dr. Demo"
 * or "Prof. Demo", with an example.org address and a "+91 90000 000NN" number. Their designations
 * cover every council category; about half the biodata is JSON text (birth, education, positions,
 * as the profile page reads it), the rest plain text, and each says it is demonstration content.
 */

const DEMO = "This is demonstration content.";

/** An executive as the admin form sends it, plus the photo the form would upload (if any). */
export type DemoExecutive = ExecutivesInput & { photo?: Buffer };

interface StructuredBiodata {
  birth: string;
  education: Record<string, string> | string[];
  positions: string[];
}

type Biodata = StructuredBiodata | string;

/** Photos for a few members: a drawn placeholder silhouette, a few hundred bytes each. */
const portrait = {
  blue: placeholderPortrait([214, 228, 240], [96, 120, 150]),
  green: placeholderPortrait([218, 236, 220], [88, 128, 96]),
  sand: placeholderPortrait([240, 230, 210], [150, 120, 84]),
  rose: placeholderPortrait([240, 220, 226], [150, 96, 112]),
};

const localities = [
  "Gomti Nagar, Lucknow 226010",
  "Hazratganj, Lucknow 226001",
  "Aliganj, Lucknow 226024",
  "Indira Nagar, Lucknow 226016",
  "Mahanagar, Lucknow 226006",
  "Alambagh, Lucknow 226005",
  "Vikas Nagar, Lucknow 226022",
  "Kalyanpur, Kanpur 208017",
  "Lanka, Varanasi 221005",
  "Civil Lines, Prayagraj 211001",
  "Rajajipuram, Lucknow 226017",
  "Chinhat, Lucknow 226028",
];

interface CouncilMember {
  name: string;
  designation: string;
  biodata: Biodata;
  photo?: Buffer;
}

const member = (name: string, designation: string, biodata: Biodata, photo?: Buffer): CouncilMember => ({
  name,
  designation,
  biodata,
  ...(photo ? { photo } : {}),
});

/** The form's fields for the `serial`-th member (from 1): address, e-mail and mobile made up from it. */
function executive({ name, designation, biodata, photo }: CouncilMember, serial: number): DemoExecutive {
  const person = name.replace(/^(?:Dr\.|Prof\.)\s+Demo\s+/, "");
  return {
    name,
    designation,
    postalAddress: [
      `Demo address: ${serial} Example Marg`,
      `${localities[(serial - 1) % localities.length] ?? ""}, Uttar Pradesh`,
    ].join("\n"),
    email: `demo.${person.toLowerCase().replace(/\W+/g, ".")}@example.org`,
    mobile: `+91 90000 000${String(serial).padStart(2, "0")}`,
    biodata: typeof biodata === "string" ? `${DEMO} ${biodata}` : JSON.stringify(biodata),
    ...(photo ? { photo } : {}),
  };
}

/** JSON biodata: the birth line carries the demonstration notice, as the page shows it first. */
const structured = (birth: string, education: StructuredBiodata["education"], positions: string[]) => ({
  birth: `${DEMO} ${birth}`,
  education,
  positions,
});

const council: CouncilMember[] = [
  member(
    "Dr. Demo Anil Kumar",
    "President",
    structured(
      "Born 12 March 1961 in Example Nagar, Lucknow.",
      {
        "Ph.D.": "Agronomy, Example Agricultural University, 1990",
        "M.Sc. (Ag.)": "Agronomy, Example Agricultural University, 1985",
        "B.Sc. (Ag.)": "Example Degree College, Lucknow, 1983",
      },
      [
        "Demo Professor and Head, Department of Agronomy, Example Institute of Agriculture (2005-2021)",
        "Demo Principal Investigator, Example Dryland Farming Project (1998-2005)",
        "Demo President of the society since 2022",
      ],
    ),
    portrait.blue,
  ),
  member(
    "Prof. Demo Meera Srivastava",
    "Vice President",
    "Prof. Demo Meera Srivastava taught soil science for thirty years at an example university in Lucknow and has guided twelve doctoral students.\n\nShe works on soil organic carbon in rice-wheat systems and has served the society as its secretary before becoming vice president.",
  ),
  member(
    "Dr. Demo Rakesh Tiwari",
    "Secretary",
    structured(
      "Born 4 July 1970 in Example Town, Barabanki.",
      ["Ph.D. in Agricultural Extension, Example University, 2001", "M.Sc. (Ag.) in Extension Education, 1995"],
      [
        "Demo Scientist, Example Krishi Vigyan Kendra (2002-2014)",
        "Demo Senior Scientist, Example Research Centre, Lucknow (since 2014)",
      ],
    ),
    portrait.green,
  ),
  member(
    "Dr. Demo Farhana Ansari",
    "Joint Secretary",
    "Dr. Demo Farhana Ansari is an environmental scientist working on groundwater quality in central Uttar Pradesh. She coordinates the society's workshops and outreach programmes.",
  ),
  member(
    "Dr. Demo Sanjay Agarwal",
    "Treasurer",
    structured(
      "Born 21 January 1968 in Example Colony, Kanpur.",
      {
        "Ph.D.": "Agricultural Economics, Example University, 1997",
        "M.A.": "Economics, Example University, 1991",
      },
      [
        "Demo Associate Professor of Agricultural Economics (1999-2012)",
        "Demo Professor of Agricultural Economics, Example University (since 2012)",
      ],
    ),
    portrait.sand,
  ),
  member(
    "Dr. Demo Ramesh Chandra Awasthi",
    "Chief Editor",
    "Dr. Demo Ramesh Chandra Awasthi edits the society's journal. He is an agronomist with a long interest in dryland farming and has written three textbooks for undergraduate students.",
  ),
  member(
    "Dr. Demo Kiran Bala Singh",
    "Executive Member",
    structured(
      "Born 9 September 1975 in Example Village, Sitapur.",
      { "Ph.D.": "Horticulture, Example Agricultural University, 2004" },
      ["Demo Scientist, Example Institute of Horticulture, Lucknow (since 2005)"],
    ),
    portrait.rose,
  ),
  member(
    "Dr. Demo Vivek Mishra",
    "Executive Member",
    "Dr. Demo Vivek Mishra is a plant pathologist who studies fungal diseases of pulses. He runs the society's farmer advisory helpdesk.",
  ),
  member(
    "Dr. Demo Shweta Pandey",
    "Executive Member",
    structured(
      "Born 30 November 1980 in Example Nagar, Varanasi.",
      {
        "Ph.D.": "Food Technology, Example University, 2010",
        "M.Tech.": "Food Process Engineering, Example Institute of Technology, 2005",
      },
      ["Demo Assistant Professor of Food Technology (2011-2018)", "Demo Associate Professor (since 2018)"],
    ),
  ),
  member(
    "Dr. Demo Arvind Yadav",
    "Executive Member",
    "Dr. Demo Arvind Yadav is an agricultural engineer who designs low-cost drip irrigation kits for small farms.",
  ),
  member(
    "Dr. Demo Nidhi Saxena",
    "Executive Member",
    structured(
      "Born 2 February 1978 in Example Town, Lucknow.",
      ["Ph.D. in Biotechnology, Example University, 2008", "M.Sc. in Biotechnology, 2002"],
      ["Demo Scientist, Example Biotechnology Park, Lucknow (since 2009)", "Demo Mentor, Example Agri-Incubator"],
    ),
  ),
  member(
    "Dr. Demo Pradeep Verma",
    "Executive Member",
    "Dr. Demo Pradeep Verma works on integrated pest management in vegetables and has trained farmer groups in several districts of Uttar Pradesh.",
  ),
  member(
    "Prof. Demo Sushma Dixit",
    "Executive Member",
    structured(
      "Born 17 May 1965 in Example Colony, Prayagraj.",
      { "Ph.D.": "Botany, Example University, 1994", "M.Sc.": "Botany, Example University, 1988" },
      ["Demo Professor of Botany, Example University (1996-2025)", "Demo Emeritus Professor (since 2025)"],
    ),
  ),
  member(
    "Dr. Demo Mohd. Irfan Qureshi",
    "Executive Member",
    "Dr. Demo Mohd. Irfan Qureshi is a veterinary scientist interested in dairy farming by smallholders and in fodder security.",
  ),
  member(
    "Dr. Demo Anupam Shukla",
    "Executive Member",
    structured(
      "Born 25 December 1972 in Example Village, Unnao.",
      { "Ph.D.": "Forestry, Example Forest Research Institute, 2003" },
      ["Demo Scientist, Agroforestry (2004-2016)", "Demo Principal Scientist (since 2016)"],
    ),
  ),
  member(
    "Dr. Demo Rashmi Chauhan",
    "Executive Member",
    "Dr. Demo Rashmi Chauhan studies nutrition-sensitive agriculture and kitchen gardens in rural households.",
  ),
  member(
    "Dr. Demo Alok Kumar Gupta",
    "Executive Member",
    structured(
      "Born 8 August 1969 in Example Nagar, Gorakhpur.",
      ["Ph.D. in Entomology, Example Agricultural University, 1999"],
      ["Demo Entomologist, Example Research Station (2000-2015)", "Demo Head, Crop Protection (since 2015)"],
    ),
  ),
  member(
    "Dr. Demo Poonam Rawat",
    "Executive Member",
    "Dr. Demo Poonam Rawat is a seed technologist who works with farmer producer organisations on quality seed production.",
  ),
  member(
    "Dr. Demo Harish Joshi",
    "Executive Member",
    structured(
      "Born 19 June 1974 in Example Town, Almora.",
      { "Ph.D.": "Agricultural Statistics, Example Institute, 2005", "M.Sc.": "Statistics, Example University, 1998" },
      ["Demo Statistician, Example Research Centre (since 2006)", "Demo statistics adviser to the journal"],
    ),
  ),
  member(
    "Dr. Demo Sarika Jain",
    "Executive Member",
    structured(
      "Born 14 April 1982 in Example Town, Meerut.",
      { "Ph.D.": "Environmental Science, Example University, 2012" },
      ["Demo Assistant Professor of Environmental Science (since 2013)"],
    ),
  ),
  member(
    "Dr. Demo Devendra Pal",
    "Executive Member",
    "Dr. Demo Devendra Pal works on farm mechanisation for women farmers and on the ergonomics of hand tools.",
  ),
  member(
    "Dr. Demo Lata Kumari",
    "Executive Member",
    "Dr. Demo Lata Kumari is a home science specialist who runs the society's training courses on food processing for self-help groups.",
  ),
  member(
    "Dr. Demo Manish Tripathi",
    "Co-opted Member",
    structured(
      "Born 3 March 1985 in Example Nagar, Lucknow.",
      { "Ph.D.": "Agribusiness Management, Example Institute of Management, 2014" },
      [
        "Demo Founder, Example Agritech Startup (since 2016)",
        "Demo Co-opted member of the council for entrepreneurship",
      ],
    ),
  ),
  member(
    "Dr. Demo Geeta Bhatt",
    "Co-opted Member",
    "Dr. Demo Geeta Bhatt is a science communicator who looks after the society's website and newsletter.",
  ),
];

export const demoExecutives: DemoExecutive[] = council.map((entry, index) => executive(entry, index + 1));
